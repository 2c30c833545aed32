import { graphql } from 'react-relay';
import type { pollActionsVoteMutation as Vote } from '../../__generated__/pollActionsVoteMutation.graphql.ts';
import type { pollActionsPushMutation as Push } from '../../__generated__/pollActionsPushMutation.graphql.ts';
import type { pollActionsOptionMutation as Option } from '../../__generated__/pollActionsOptionMutation.graphql.ts';
import type { pollActionsRemoveMutation as Remove } from '../../__generated__/pollActionsRemoveMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** A poll's record in the Relay store (`__id`, for the optimistic switches) and its number. */
export interface PollRef {
  __id: string;
  pollId: number;
}

/** The poll's actions; each answers the poll (or, for remove, the viewer's list) as it is now. */
export function usePollActions() {
  const [vote] = useMutationPromise<Vote>(graphql`
    mutation pollActionsVoteMutation($input: VoteInPollInput!) {
      voteInPoll(input: $input) {
        poll {
          ...PollCard_poll
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [setPush] = useMutationPromise<Push>(graphql`
    mutation pollActionsPushMutation($input: SetPollPushInput!) {
      setPollPush(input: $input) {
        poll {
          ...PollCard_poll
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [setOptionPush] = useMutationPromise<Option>(graphql`
    mutation pollActionsOptionMutation($input: SetPollOptionPushInput!) {
      setPollOptionPush(input: $input) {
        poll {
          ...PollCard_poll
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [remove] = useMutationPromise<Remove>(graphql`
    mutation pollActionsRemoveMutation($input: RemovePollInput!) {
      removePoll(input: $input) {
        viewer {
          id
          productPolls {
            id
            ...PollCard_poll
          }
        }
        userErrors {
          message
        }
      }
    }
  `);
  return {
    vote: async (pollId: number, optionId: number) =>
      (await vote({ input: { pollId, optionId } })).voteInPoll.userErrors,
    // The switches flip at once (optimistic); Relay rolls them back if the call fails.
    setPush: async (poll: PollRef, on: boolean) =>
      (
        await setPush(
          { input: { pollId: poll.pollId, on } },
          { optimisticUpdater: (store) => void store.get(poll.__id)?.setValue(on, 'pushOn') },
        )
      ).setPollPush.userErrors,
    setOptionPush: async (poll: PollRef, optionId: number, on: boolean) =>
      (
        await setOptionPush(
          { input: { pollId: poll.pollId, optionId, on } },
          {
            optimisticUpdater: (store) =>
              void store
                .get(poll.__id)
                ?.getLinkedRecords('options')
                ?.find((o) => o?.getValue('optionId') === optionId)
                ?.setValue(on, 'pushOn'),
          },
        )
      ).setPollOptionPush.userErrors,
    remove: async (pollId: number) => (await remove({ input: { pollId } })).removePoll.userErrors,
  };
}
