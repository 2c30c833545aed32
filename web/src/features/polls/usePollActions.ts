import { useVoteInPollMutation } from './useVoteInPollMutation.ts';
import { useSetPollPushMutation } from './useSetPollPushMutation.ts';
import { useSetPollOptionPushMutation } from './useSetPollOptionPushMutation.ts';
import { useRemovePollMutation } from './useRemovePollMutation.ts';

/** A poll's record in the Relay store (`__id`, for the optimistic switches) and its number. */
export interface PollRef {
  __id: string;
  pollId: number;
}

/** The poll's actions; each answers the poll (or, for remove, the viewer's list) as it is now. */
export function usePollActions() {
  const [vote] = useVoteInPollMutation();
  const [setPush] = useSetPollPushMutation();
  const [setOptionPush] = useSetPollOptionPushMutation();
  const [remove] = useRemovePollMutation();
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
