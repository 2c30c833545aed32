/**
 * Guests' finished pages, by device, origin and URL: a guest's page is the same for every guest (nothing of the
 * shopper in it), so while the operations it was drawn from answer the same again — the response cache answers
 * them in a few milliseconds — it goes out as it was sent before: not drawn, written or compressed again.
 * A page is kept with the hashes of its answers and the document it was written into; a signed-in shopper's
 * page is never kept. When every answer was the response cache's, the page goes out without asking them again
 * while the cache's stamp stays (no change came: each would be the same kept answer) for up to a second after
 * they were last asked: past that, or after any change, they are asked again and compared. A page drawn from a
 * guest's cookie (the login screens' room for the accounts used on the device) goes out only to a request whose
 * cookies by those names hold the same. A page is kept the second time its URL is drawn: one asked once (another
 * sort, filter and offset of a listing, as a shopper narrows it) is neither recorded nor kept, where it would push
 * out the pages asked again.
 */
import { parseCookie } from 'cookie';
import { LRUCache } from 'lru-cache';
import type { PageGraphQLRequest } from '@tote/contract/ssr';
import { Doorkeeper } from '../../cache/doorkeeper.js';
import type { Answer, PageAnswers } from './answers.js';
import type { PageBody } from './pageBody.js';

export interface KeptPage {
  /** index.html (with its device) the page was written into, and its banner script. */
  template: string;
  banner: string;
  status: number;
  body: PageBody;
  /** The operations the page was drawn from, with the hashes of their answers. */
  answers: Array<{ request: PageGraphQLRequest; digest: string }>;
  /** The response cache's stamp its answers were all given under (cache/responseCache.ts), else null. */
  stamp: number | null;
  /** When its answers were last asked (performance.now()). */
  askedAt: number;
  /** The cookies it was drawn from, as the request held them (null: none by that name). */
  cookies: Record<string, string | null>;
}

/** How long a kept page goes out on its stamp alone, before its answers are asked again. */
export const KEPT_PAGE_TRUSTED_MS = 1_000;

/** How much of guests' pages is kept: their bytes and room for their encodings (each well under a quarter). */
const KEPT_PAGES_MAX_BYTES = 24 * 1024 * 1024;
const ENCODINGS_ALLOWANCE = 1.5;

export const keptPageKey = (device: string, origin: string, url: URL): string =>
  `${device} ${origin}${url.pathname}${url.search}`;

/** Whether a request with the Cookie header `header` holds the cookies a kept page was drawn from as it was. */
export function cookiesHold(cookies: Record<string, string | null>, header: string | undefined): boolean {
  const names = Object.keys(cookies);
  if (names.length === 0) return true;
  const jar = parseCookie(header ?? '');
  return names.every((name) => (jar[name] ?? null) === cookies[name]);
}

export function keptPages() {
  // The URLs drawn once (cache/doorkeeper.ts: forgotten all at once past 10,000; a kept page is admitted anyway).
  const drawnOnce = new Doorkeeper();
  const pages = new LRUCache<string, KeptPage>({
    maxSize: KEPT_PAGES_MAX_BYTES,
    sizeCalculation: (kept) => Math.ceil(kept.body.bytes.length * ENCODINGS_ALLOWANCE) + kept.template.length,
  });
  return {
    get: (key: string) => pages.get(key),
    /** Whether the page at `key`, about to be drawn, is to be recorded and kept: it is kept, or was drawn before. */
    admits: (key: string): boolean => drawnOnce.admit(key) || pages.has(key),
    keep(key: string, kept: Omit<KeptPage, 'answers' | 'askedAt'>, answers: readonly Answer[]): void {
      const asked = answers.map(({ request, digest }) => ({ request, digest }));
      pages.set(key, { ...kept, answers: asked, askedAt: performance.now() });
    },
    /** Its answers were just asked again and are the same, given under `stamp` (null: not all the cache's). */
    asked(kept: KeptPage, stamp: number | null): void {
      kept.stamp = stamp;
      kept.askedAt = performance.now();
    },
    /** Whether the kept page's answers would be the same without asking them: the cache's stamp has not moved. */
    trusted: (kept: KeptPage, stamp: number | null): boolean =>
      stamp !== null && kept.stamp === stamp && performance.now() - kept.askedAt < KEPT_PAGE_TRUSTED_MS,
    /**
     * Whether the kept page's operations answer this request as they answered it then: each asked through `ask`,
     * so a page drawn after all reuses the answers.
     */
    async holds(kept: KeptPage, ask: PageAnswers['ask']): Promise<boolean> {
      const now = await Promise.all(kept.answers.map((a) => ask(a.request))).catch(() => null);
      // The same text as a clean answer's is clean.
      return now?.every((answer, i) => answer.status === 200 && answer.digest === kept.answers[i]!.digest) ?? false;
    },
  };
}
