/**
 * The pop-up's chance to open on a page of the audit (audit.spec.ts), given as the web decides it
 * (web/src/features/banners/Popups.tsx) rather than with a fixed wait: a browsing page asks for its pops once the
 * browser is idle after hydration (the store is empty on a document's first page), and a pop-up opens only when that
 * answer holds one that is due, at the calm moment (calmMoment.ts: 2.5 s after the page's start, nothing being open).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The kinds of the pops a page was answered (BANNER, POPUP): all the audit needs of them. */
export interface PopsAnswer {
  kinds: string[];
}

/** How long a browsing page may take to ask for its pops and have them answered, from its navigation. */
const POPS_ANSWER_MS = 15_000;
/** How long a due pop-up may take to open once its page has the answer (its calm moment comes ~2 s earlier). */
const POPUP_OPENS_MS = 10_000;

const holdsPops = (body: unknown): boolean =>
  Array.isArray((body as { data?: { appInit?: { popups?: unknown } | null } | null } | null)?.data?.appInit?.popups);

/** The page's answer to its pops query, or null when none came. Call it before the page's navigation starts. */
export function answeredPops(page: Page): Promise<PopsAnswer | null> {
  return page
    .waitForResponse(
      async (response) =>
        response.url().endsWith('/graphql') &&
        response.request().method() === 'POST' &&
        holdsPops(await response.json().catch(() => null)),
      { timeout: POPS_ANSWER_MS },
    )
    .then(async (response) => {
      const body = (await response.json()) as { data: { appInit: { popups: { kind: string }[] } } };
      return { kinds: body.data.appInit.popups.map((pop) => pop.kind) };
    })
    .catch(() => null);
}

/**
 * Gives a browsing page's pop-up its chance to open. Every pop-up of the answer is due here (the audit clears their
 * records before each page). None in the answer: none can open, nothing to wait for. One: it opens at the calm
 * moment, which is waited for. No answer (the query failed or never went out): the 3 s after the app took over
 * that the audit always gave. Answers a note for the report when the pop-up's chance went otherwise than planned.
 */
export async function popupChance(
  page: Page,
  answer: PopsAnswer | null,
  dialog: Locator,
  tookOver: number,
): Promise<string | null> {
  if (answer === null) {
    await page.waitForTimeout(Math.max(0, tookOver + 3_000 - Date.now()));
    return 'no answer to the pops query: waited 3 s for a pop-up';
  }
  if (!answer.kinds.includes('POPUP')) return null;
  const opened = await expect(dialog)
    .toHaveCount(1, { timeout: POPUP_OPENS_MS })
    .then(() => true)
    .catch(() => false);
  return opened ? null : `a pop-up was due but did not open within ${POPUP_OPENS_MS / 1000} s`;
}
