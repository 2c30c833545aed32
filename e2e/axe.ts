/** axe-core for the page audit (audit.spec.ts, issue #28): loaded once per document, run for what is serious. */
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe-core that @axe-core/playwright runs: its own pinned copy, not the one another package brought along. */
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

/**
 * Loads axe-core into the page's document unless it has it already: once per document. AxeBuilder evaluates its
 * ~500 kB source twice per run, which cost more than a small page's run itself; the audit loads it while it waits
 * for the page to settle instead.
 */
export async function loadAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
  await page.evaluate(axeSource);
}

/**
 * The rules whose own impact is moderate or minor (axe's rule metadata): axe gives each of their findings the rule's
 * impact, so none of them can find anything serious or critical, and they are a quarter of a run's time. Read from
 * the loaded axe, so that a rule an update makes serious runs again; none skipped if that metadata is not there.
 */
function mildRules(): string[] {
  const audit = (window as { axe?: { _audit?: { rules?: { id: string; impact?: string }[] } } }).axe?._audit;
  return (audit?.rules ?? []).filter((r) => r.impact === 'moderate' || r.impact === 'minor').map((r) => r.id);
}

/** axe-core's serious and critical violations: one line per rule, with up to three of its elements. */
export async function axeViolations(page: Page, within: string | null): Promise<string[]> {
  await loadAxe(page);
  const skipped = await page.evaluate(mildRules);
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge the frames' results
  // (twice the time here), and the shop's pages hold no cross-origin frames. The document has axe already: the
  // builder injects nothing (a no-op source), unless the page has frames, each of which needs its own copy.
  // Only the violations come back in full (resultTypes): the passes of a long listing are thousands of nodes.
  const builder = new AxeBuilder({ page, axeSource: page.frames().length === 1 ? ';' : axeSource })
    .setLegacyMode(true)
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(skipped.map((id) => [id, { enabled: false }])),
    });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => {
          const why = (n.failureSummary ?? '').split('\n')[1]?.trim() ?? '';
          return `${n.target.join(' ')}${why ? ` (${why})` : ''}`;
        })
        .join('; ');
      const more = v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : '';
      return `${v.id} [${v.impact}] ${v.help}: ${nodes}${more}`;
    });
}
