import { graphql } from 'react-relay';
import type * as Generated from '../../__generated__/useRecordAssistantBehaviorMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';
import { appendMessage } from './historyUpdaters.ts';

type M = Generated.useRecordAssistantBehaviorMutation;

/**
 * Tells the assistant what the shopper did (recordAssistantBehavior), e.g. view_pdp with the product. The
 * minibot may answer with a message: it joins the conversation (when the panel loaded it already).
 */
export function useRecordAssistantBehaviorMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useRecordAssistantBehaviorMutation($input: AssistantBehaviorInput!) {
        recordAssistantBehavior(input: $input) {
          ok
          message {
            id
            sender {
              nickname
            }
            ...AssistantMessage_message
          }
        }
      }
    `,
    {
      updater: (store) => {
        const message = store.getRootField('recordAssistantBehavior')?.getLinkedRecord('message');
        if (message) appendMessage(store, message);
      },
    },
  );
}
