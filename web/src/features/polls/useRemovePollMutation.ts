import { graphql } from 'react-relay';
import type { useRemovePollMutation as M } from '../../__generated__/useRemovePollMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Takes a poll off the viewer's list (/vote/remove); the answer is the list. */
export function useRemovePollMutation() {
  return useMutationPromise<M>(graphql`
    mutation useRemovePollMutation($input: RemovePollInput!) {
      removePoll(input: $input) {
        viewer {
          id
          productPolls {
            id
            ...PollCard_poll
          }
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
