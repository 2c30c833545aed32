import { graphql } from 'react-relay';
import type { useSetPollPushMutation as M } from '../../__generated__/useSetPollPushMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Turns a poll's notifications on or off (/vote/edit/pushSwitch). */
export function useSetPollPushMutation() {
  return useMutationPromise<M>(graphql`
    mutation useSetPollPushMutation($input: SetPollPushInput!) {
      setPollPush(input: $input) {
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
