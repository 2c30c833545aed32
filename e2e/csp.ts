/**
 * The Content-Security-Policy guard (issue #29): the shop runs under its real policy (`npm start` sends the same
 * headers as production), and a spec fails on anything the policy refused — each `securitypolicyviolation` event of
 * the context's documents, and the console's complaints about the policy headers — and on a page of the shop that
 * came without a policy. `test` here is Playwright's with the guard on every test; the audit reads it route by route.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';

const REPORT = '__toteReportPolicyViolation';
const CONSOLE_COMPLAINT = /Content Security Policy|Refused to|Permissions-Policy/;

export interface PolicyWatch {
  /** What was refused since the last call, one line each. */
  take(): string[];
}

/** Watches every page of the context, from the first script of each document on. */
export async function watchPolicy(context: BrowserContext): Promise<PolicyWatch> {
  const found: string[] = [];
  await context.exposeFunction(REPORT, (line: string) => void found.push(line));
  await context.addInitScript((report) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : '';
      const line = `${location.pathname}: ${e.effectiveDirective} refused ${e.blockedURI || 'an inline use'}${where}`;
      (window as unknown as Record<string, (line: string) => void>)[report]?.(line);
    });
  }, REPORT);
  context.on('console', (message) => {
    if (CONSOLE_COMPLAINT.test(message.text())) found.push(`console ${message.type()}: ${message.text()}`);
  });
  context.on('response', (response) => {
    const request = response.request();
    const type = response.headers()['content-type'] ?? '';
    if (request.isNavigationRequest() && type.startsWith('text/html') && !response.headers()['content-security-policy'])
      found.push(`no Content-Security-Policy on ${response.url()}`);
  });
  return { take: () => found.splice(0) };
}

export const test = base.extend<{ policyGuard: void }>({
  policyGuard: [
    async ({ context }, use) => {
      const watch = await watchPolicy(context);
      await use();
      expect(watch.take(), 'refused by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
