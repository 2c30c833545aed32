import type { CacheConfig } from 'relay-runtime';
import type { GraphQLErrorLike } from './errorReactions.ts';

/**
 * Guarded routes (account pages, checkout, orders) load their query with this flag: their screen
 * needs the signed-in viewer, so an answer whose root `viewer` is null means the session ended
 * (logged out in another browser, revoked, expired) while this tab still thought it was signed in.
 */
const SIGNED_IN = 'toteSignedIn';

export const signedInCacheConfig: CacheConfig = { metadata: { [SIGNED_IN]: true } };

export function needsSignedInViewer(cacheConfig: CacheConfig | null | undefined): boolean {
  return cacheConfig?.metadata?.[SIGNED_IN] === true;
}

/** Treated exactly like the gateway's UNAUTHENTICATED error (code 40000, the session ended). */
export const sessionEndedError: GraphQLErrorLike = {
  message: 'Your session has ended. Please log in again.',
  extensions: { code: 'UNAUTHENTICATED' },
};
