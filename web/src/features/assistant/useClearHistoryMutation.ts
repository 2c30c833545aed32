import { graphql } from 'react-relay';
import type { useClearHistoryMutation as M } from '../../__generated__/useClearHistoryMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';
import { adoptAssistant } from './historyUpdaters.ts';

/** Forgets the conversation; the payload re-reads it (now empty), so the panel empties itself. */
export function useClearHistoryMutation() {
  return useMutationPromise<M>(
    graphql`
      mutation useClearHistoryMutation {
        clearAssistantHistory {
          assistant {
            ...AssistantComposer_assistant
            history {
              messages {
                id
              }
              ...AssistantMessageList_history
            }
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { updater: (store) => adoptAssistant(store, 'clearAssistantHistory') },
  );
}
