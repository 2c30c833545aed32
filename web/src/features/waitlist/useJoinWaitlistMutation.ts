import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { useJoinWaitlistMutation as M } from '../../__generated__/useJoinWaitlistMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';

/** The viewer's waitlist (the root's `waitlist`, read by the modal and the gate) becomes the one joining answered. */
const joinedUpdater: SelectorStoreUpdater<M['response']> = (store) => {
  const joined = store.getRootField('joinWaitlist')?.getLinkedRecord('waitlist');
  if (joined) store.getRoot().setLinkedRecord(joined, 'waitlist');
};

/** Joins the membership waitlist (/waitlist/signup); the answer is the viewer's place on it. */
export function useJoinWaitlistMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useJoinWaitlistMutation {
        joinWaitlist {
          waitlist {
            ...WaitlistModal_waitlist @relay(mask: false)
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { updater: joinedUpdater },
  );
}
