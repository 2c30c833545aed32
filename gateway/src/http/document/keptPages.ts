/**
 * Guests' finished pages, by device, origin and URL: a guest's page is the same for every guest (nothing of the
 * shopper in it), so while the operations it was drawn from answer the same again — the response cache answers
 * them in a few milliseconds — it goes out as it was sent before: not drawn, written or compressed again.
 * A page is kept with the hashes of its answers and the document it was written into; a signed-in shopper's
 * page is never kept.
 */
import { LRUCache } from 'lru-cache';
import type { PageGraphQLRequest } from '@tote/contract/ssr';
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
}

/** How much of guests' pages is kept: their bytes and room for their encodings (each well under a quarter). */
const KEPT_PAGES_MAX_BYTES = 24 * 1024 * 1024;
const ENCODINGS_ALLOWANCE = 1.5;

export const keptPageKey = (device: string, origin: string, url: URL): string =>
  `${device} ${origin}${url.pathname}${url.search}`;

export function keptPages() {
  const pages = new LRUCache<string, KeptPage>({
    maxSize: KEPT_PAGES_MAX_BYTES,
    sizeCalculation: (kept) => Math.ceil(kept.body.bytes.length * ENCODINGS_ALLOWANCE) + kept.template.length,
  });
  return {
    get: (key: string) => pages.get(key),
    keep(key: string, kept: Omit<KeptPage, 'answers'>, answers: readonly Answer[]): void {
      pages.set(key, { ...kept, answers: answers.map(({ request, digest }) => ({ request, digest })) });
    },
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
