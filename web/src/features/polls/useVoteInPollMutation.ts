import { graphql } from 'react-relay';
import type { useVoteInPollMutation as M } from '../../__generated__/useVoteInPollMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** Votes for one option of a poll (/vote/submit); the answer is the poll's tally. */
export function useVoteInPollMutation() {
  return useMutationPromise<M>(graphql`
    mutation useVoteInPollMutation($input: VoteInPollInput!) {
      voteInPoll(input: $input) {
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
