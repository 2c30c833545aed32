/**
 * The Content-Security-Policy of the web app's pages: the same for every page made from one index.html while the
 * configuration holds, so it is worked out once per build and payment provider (csp.ts documentPolicy).
 */
import { documentInlineScripts } from '../document/inlineScripts.js';
import { documentPolicy } from './csp.js';
import type { UsesStripe } from './paymentProvider.js';

export interface PagePolicyOptions {
  usesStripe: UsesStripe;
  /** A valid tag manager id is configured: the web loads its script. */
  tagManager: boolean;
  affiliate?: boolean | undefined;
  sessionRecording?: boolean | undefined;
  fileStoreOrigin?: string | undefined;
}

export function createPagePolicy(opts: PagePolicyOptions): (indexHtml: string) => Promise<string> {
  let last: { indexHtml: string; stripe: boolean; policy: string } | null = null;
  return async function pagePolicy(indexHtml) {
    const stripe = await opts.usesStripe();
    if (last?.indexHtml !== indexHtml || last.stripe !== stripe) {
      const inlineScripts = documentInlineScripts(indexHtml);
      const policy = documentPolicy({ ...opts, inlineScripts, stripe });
      last = { indexHtml, stripe, policy };
    }
    return last.policy;
  };
}
