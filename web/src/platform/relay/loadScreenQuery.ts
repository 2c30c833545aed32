import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { CacheConfig, FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from './environment.ts';
import { requestScope } from '../ssr/requestScope.ts';
import { signedInCacheConfig } from './signedInQuery.ts';

/** Route loaders return this; the screen reads it with `useLoaderData` + `usePreloadedQuery`. */
export interface ScreenData<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
}

// Keep the last few screens' queries retained so going back renders from the store at once;
// older ones are disposed and their records become collectable.
const RETAINED = 6;
const retained: Array<{ dispose(): void }> = [];

function load<Q extends OperationType>(
  request: GraphQLTaggedNode,
  variables: Q['variables'],
  fetchPolicy: FetchPolicy,
  networkCacheConfig?: CacheConfig,
): ScreenData<Q> {
  // On the server: the request's own environment, dropped with the request (nothing retained across pages).
  const scope = requestScope();
  const queryRef = loadQuery<Q>(scope?.environment ?? environment, request, variables, {
    fetchPolicy,
    networkCacheConfig,
  });
  if (scope) return { queryRef };
  retained.push(queryRef);
  while (retained.length > RETAINED) retained.shift()?.dispose();
  return { queryRef };
}

/**
 * Starts a screen's query from its route loader, while the screen's code chunk loads. (Relay's
 * `@preloadable` would keep the query ASTs out of the main chunk, but relay-compiler 21 panics on it
 * with a file persister: "Expected operation artifact to have an `id`".)
 */
export function loadScreenQuery<Q extends OperationType>(
  request: GraphQLTaggedNode,
  variables: Q['variables'],
  fetchPolicy: FetchPolicy = 'store-or-network',
): ScreenData<Q> {
  return load<Q>(request, variables, fetchPolicy);
}

/**
 * A guarded route's query (after its login guard): the query selects the root `viewer`, and an
 * answer without one gets the unauthorized reaction — log out here and in other tabs, then login
 * with redirect_uri back to this page — instead of a screen waiting for a viewer that never comes.
 */
export function loadSignedInScreenQuery<Q extends OperationType>(
  request: GraphQLTaggedNode,
  variables: Q['variables'],
  fetchPolicy: FetchPolicy = 'store-or-network',
): ScreenData<Q> {
  return load<Q>(request, variables, fetchPolicy, signedInCacheConfig);
}
