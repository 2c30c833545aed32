import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { GraphQLRequestError } from './requestError.ts';

export interface MutationOptions<M extends MutationParameters> {
  updater?: SelectorStoreUpdater<M['response']>;
  optimisticResponse?: M['rawResponse'] extends object ? M['rawResponse'] : M['response'];
  /** Changes the store at once; Relay rolls them back when the response (or an error) arrives. */
  optimisticUpdater?: SelectorStoreUpdater<M['response']>;
}

/** The api's message sent the shopper elsewhere (SPEC §8 'redirect', 'back'): the page that asked is going away. */
const leftThePage = (error: Error): boolean =>
  error instanceof GraphQLRequestError && (error.reaction === 'redirect' || error.reaction === 'back');

/**
 * Relay's `useMutation` as a promise, the one way the app commits a mutation: each is a `useXMutation` hook in its
 * own file, beside what uses it, returning this. Resolves with the payload (whose `userErrors` the screen shows),
 * rejects on a failed request (the network layer already applied the error's reaction): a fire-and-forget caller
 * catches and ignores it. A failure whose reaction left the page never settles, like a loader's pageIsLeaving: the
 * screen going away says nothing more (no "Network Error" under the new page's first frame).
 */
export function useMutationPromise<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  defaults: MutationOptions<M> = {},
): [(variables: M['variables'], options?: MutationOptions<M>) => Promise<M['response']>, boolean] {
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (variables: M['variables'], options: MutationOptions<M> = {}) =>
      new Promise<M['response']>((resolve, reject) => {
        commit({
          variables,
          updater: options.updater ?? defaults.updater,
          optimisticResponse: options.optimisticResponse ?? defaults.optimisticResponse,
          optimisticUpdater: options.optimisticUpdater ?? defaults.optimisticUpdater,
          onCompleted: (response) => resolve(response),
          onError: (error) => {
            if (!leftThePage(error)) reject(error);
          },
        });
      }),
    // The defaults are module constants in every hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [commit],
  );
  return [run, inFlight];
}
