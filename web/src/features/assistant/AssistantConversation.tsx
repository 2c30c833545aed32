import { useEffect, useEffectEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AssistantConversationQuery } from '../../__generated__/AssistantConversationQuery.graphql.ts';
import { AssistantMessageList } from './AssistantMessageList.tsx';
import { AssistantComposer } from './AssistantComposer.tsx';
import { useAssistantChat } from './useAssistantChat.ts';

type Messages = AssistantConversationQuery['response']['assistant']['history']['messages'];

/** The hint of the newest input element: what the assistant asks the shopper to type next. */
function placeholderOf(messages: Messages): string | null {
  for (let index = messages.length - 1; index >= 0; index--) {
    for (const element of messages[index]!.elements) {
      if (element.__typename === 'AssistantInput') return element.placeholder;
    }
  }
  return null;
}

/**
 * The panel's content: the conversation, loaded when the panel opens (so it is there after a reload),
 * and the composer. An empty conversation starts with the greeting (a BOOT request).
 */
export function AssistantConversation({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<AssistantConversationQuery>(
    graphql`
      query AssistantConversationQuery {
        assistant {
          ...AssistantComposer_assistant
          history {
            messages {
              id
              kind
              elements {
                __typename
                ... on AssistantInput {
                  placeholder
                }
              }
            }
            ...AssistantMessageList_history
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  const chat = useAssistantChat();
  const { history } = data.assistant;
  const empty = history.messages.length === 0;
  const boot = useEffectEvent(() => chat.send({ intent: 'BOOT' }));

  // Once per empty conversation: on the first open, and again after the history is cleared.
  useEffect(() => {
    if (empty) boot();
  }, [empty]);

  return (
    <>
      <AssistantMessageList history={history} pending={chat.pending} />
      <AssistantComposer
        assistant={data.assistant}
        placeholder={placeholderOf(history.messages)}
        limitReached={history.messages.at(-1)?.kind === 'TRIAL_LIMIT'}
      />
    </>
  );
}
