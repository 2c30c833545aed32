/**
 * What the cache plugins read of a request's context (context.ts GatewayContext has it): declared here, so that
 * cache/ does not import the context, which imports the loaders, which import cache/.
 */
import type { UpstreamClient } from '../upstream/client.js';

export interface CacheContext {
  /** Cookies the answer sets: an answer that sets one is never kept. */
  responseCookies: readonly string[];
  /** Whether the api is known down, and how old the oldest kept part standing in for a failed read is. */
  upstream: Pick<UpstreamClient, 'apiDown' | 'staleAgeMs'>;
}
