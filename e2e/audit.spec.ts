import { expect, test, type Cookie, type Page } from '@playwright/test';
import { scanCovered, scanSideways, watchNetwork } from './audit.ts';
import { axeViolations, loadAxe } from './axe.ts';
import { answeredPops, popupChance } from './popup-chance.ts';
import { prepareRoutes } from './audit-routes.ts';
import { popsAllowedOn } from '@tote/contract/popups';
import { specPages, type SpecPageParams } from '@tote/contract/spec-pages';
import { switchPopups } from './popups.ts';
import { appRunning } from './shop.ts';
import { watchPolicy } from './csp.ts';
import { watchHydration } from './hydration.ts';
import { shiftsSinceDrawn, watchShifts } from './shifts.ts';

/**
 * The first-visit audit (issue #28): every route of SPEC §2, as a guest and as the signed-in demo member, with banners
 * and pop-ups on, at the project's viewport (1280 and 390 px). A page fails when a visible link, button or form field
 * is covered by another element, when it scrolls sideways, when axe-core finds a serious or critical violation,
 * when its Content-Security-Policy refused anything (csp.ts), when React reported a hydration problem
 * (hydration.ts: the server's page and the web's differ), or when a control the server drew moved as the app took
 * over (shifts.ts).
 * Every finding of every route is collected and reported at once. One browser context per audience, each route
 * loaded in full as a first visit would land on it.
 */

let params: SpecPageParams;
let memberCookies: Cookie[];

test.describe('first-visit audit', () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    ({ params, memberCookies } = await prepareRoutes(browser));
  });

  test.beforeEach(async ({ request }) => switchPopups(request, true));
  test.afterEach(async ({ request }) => switchPopups(request, false));

  test('as a guest, every route: no control covered or moved, no sideways scroll, axe or hydration problem', async ({
    page,
  }) => {
    await auditRoutes(page, 'guest');
  });

  test('as the member, every route: no control covered or moved, no sideways scroll, axe or hydration problem', async ({
    page,
  }) => {
    await page.context().addCookies(memberCookies);
    await auditRoutes(page, 'member');
  });
});

interface RouteReport {
  route: string;
  landed: string;
  notes: string[];
  failures: string[];
  ms: number;
}

/** The first visit's pop-up and banner are due on every route: their local keys go at each page load (private mode). */
function forgetPopups(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('tote.popup.') || key === 'tote.entranceVisible') localStorage.removeItem(key);
  }
}

async function auditRoutes(page: Page, audience: 'guest' | 'member'): Promise<void> {
  await page.addInitScript(forgetPopups);
  const network = watchNetwork(page);
  const policy = await watchPolicy(page.context());
  const hydration = watchHydration(page);
  await watchShifts(page);
  const started = Date.now();
  const reports: RouteReport[] = [];
  const audited = new Set<string>();
  for (const route of specPages(params)) {
    const report: RouteReport = { route, landed: route, notes: [], failures: [], ms: Date.now() };
    reports.push(report);
    try {
      // Listened for before the page starts, so that no answer is missed.
      const popsAnswer = popsAllowedOn(route.split('?')[0]!) ? answeredPops(page) : Promise.resolve(null);
      await page.goto(route);
      await appRunning(page);
      const tookOver = Date.now();
      const shifts = await shiftsSinceDrawn(page);
      for (const line of shifts) report.failures.push(`shift: ${line}`);
      // axe loads while the page settles, unless the page is one audited already (a guard's redirect).
      const landing = new URL(page.url()).pathname;
      await Promise.all([network.calm(), audited.has(landing) ? null : loadAxe(page).catch(() => undefined)]);
      const url = new URL(page.url());
      report.landed = url.pathname + url.search;
      // A guard's redirect to a page audited already (a guest's account pages → /login): nothing new to see.
      if (report.landed !== route && audited.has(url.pathname)) {
        report.notes.push('redirected to a page audited already');
        continue;
      }
      audited.add(url.pathname);
      const dialog = page.locator('dialog:modal');
      if (popsAllowedOn(url.pathname)) {
        const note = await popupChance(page, await popsAnswer, dialog, tookOver);
        if (note) report.notes.push(note);
      }
      await network.calm();
      if ((await dialog.count()) === 0) {
        await auditState(page, report, '', null);
        continue;
      }
      // A pop-up on landing: its own controls; then the shopper closes it and sees the page, banner and all.
      await auditState(page, report, 'with the dialog open: ', 'dialog:modal');
      await page.keyboard.press('Escape');
      const closed = await expect(dialog)
        .toHaveCount(0, { timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (closed) {
        await network.calm();
        await auditState(page, report, '', null);
      } else report.failures.push('the modal dialog open on landing does not close on Escape');
    } catch (error) {
      report.failures.push(`did not load: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      for (const line of policy.take()) report.failures.push(`refused by the Content-Security-Policy: ${line}`);
      for (const line of hydration.take()) report.failures.push(`hydration: ${line}`);
      report.ms = Date.now() - report.ms;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const where = (r: RouteReport) => `${r.route}${r.landed !== r.route ? ` → ${r.landed}` : ''}`;
  const text = reports
    .map((r) =>
      [
        `${where(r)} (${(r.ms / 1000).toFixed(1)} s)`,
        ...r.notes.map((n) => `    note: ${n}`),
        ...r.failures.map((f) => `    FAIL ${f}`),
      ].join('\n'),
    )
    .join('\n');
  const failing = reports.filter((r) => r.failures.length > 0);
  const summary =
    `${audience}, ${test.info().project.name}: ${failing.length} of ${reports.length} routes fail ` +
    `(${failing.reduce((n, r) => n + r.failures.length, 0)} findings, ${seconds} s)`;
  console.log(`${summary}\n${text}`);
  await test.info().attach(`audit-${audience}.txt`, { body: `${summary}\n${text}\n`, contentType: 'text/plain' });
  expect(
    failing.map((r) => `${where(r)}\n    ${r.failures.join('\n    ')}`),
    summary,
  ).toEqual([]);
}

/** The three checks on the page as it is now: `state` names it in a finding, `within` limits axe to a dialog. */
async function auditState(page: Page, report: RouteReport, state: string, within: string | null): Promise<void> {
  const fail = (line: string) => {
    if (!report.failures.includes(line)) report.failures.push(line);
  };
  const sideways = await page.evaluate(scanSideways);
  if (sideways.scrollWidth > sideways.viewportWidth + 1) {
    fail(
      `${state}scrolls sideways: ${sideways.scrollWidth}px wide in a ${sideways.viewportWidth}px viewport` +
        (sideways.culprits.length ? `, past the edge: ${sideways.culprits.join('; ')}` : ''),
    );
  }
  for (const violation of await axeViolations(page, within)) fail(`${state}axe ${violation}`);
  const scan = await page.evaluate(scanCovered);
  if (scan.dialog !== null) report.notes.push(`a modal dialog is open: "${scan.dialog}" (only its controls checked)`);
  for (const c of scan.covered) fail(`${state}covered (${c.at}): ${c.control} — under ${c.cover}`);
}
