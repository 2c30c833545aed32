import { graphql } from 'react-relay';
import type { useSetPollOptionPushMutation as M } from '../../__generated__/useSetPollOptionPushMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Turns the notifications of one option of a poll on or off (/vote/edit/optionPushSwitch). */
export function useSetPollOptionPushMutation() {
  return useMutationPromise<M>(graphql`
    mutation useSetPollOptionPushMutation($input: SetPollOptionPushInput!) {
      setPollOptionPush(input: $input) {
        poll {
          ...PollCard_poll
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}
