import { graphql } from 'react-relay';
import type { useClearHistoryMutation as M } from '../../__generated__/useClearHistoryMutation.graphql.ts';
import { useMutationPromise } from '../../platform/relay/useMutationPromise.ts';
import { adoptAssistant } from './historyUpdaters.ts';

/**
 * Forgets the conversation; the payload re-reads it, now empty (no message's elements to ask for: reading a whole
 * conversation here cost more than the gateway's query cost limit), so the panel empties itself. A refused clear
 * leaves the store as it was.
 */
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
            }
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    {
      updater: (store, data) => {
        if (data?.clearAssistantHistory.userErrors.length === 0) adoptAssistant(store, 'clearAssistantHistory');
      },
    },
  );
}
