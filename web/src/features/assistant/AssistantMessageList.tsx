import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AssistantMessageList_history$key } from '../../__generated__/AssistantMessageList_history.graphql.ts';
import { AssistantMessage } from './AssistantMessage.tsx';
import type { PendingReply } from './useAssistantChat.ts';

interface Props {
  history: AssistantMessageList_history$key;
  pending: PendingReply | null;
}

/**
 * The conversation, oldest first, and the pending reply at the end. A polite live region: streamed
 * text is read out as it arrives. It keeps the newest message in view as messages grow.
 */
export function AssistantMessageList({ history, pending }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantMessageList_history on AssistantHistory {
        messages {
          id
          ...AssistantMessage_message
        }
      }
    `,
    history,
  );
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const toEnd = () => {
      element.scrollTop = element.scrollHeight;
    };
    toEnd();
    const observer = new MutationObserver(toEnd);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div className="assistant-list" ref={scroller}>
      <ol className="assistant-list__items" role="log" aria-live="polite" aria-label="Conversation">
        {data.messages.map((message) => (
          <li key={message.id}>
            <AssistantMessage message={message} />
          </li>
        ))}
        {pending ? (
          <li>
            <p className="assistant-message assistant-message--assistant assistant-message--pending">
              {pending.text ?? '…'}
              {pending.text ? null : <span className="visually-hidden">The assistant is replying</span>}
            </p>
          </li>
        ) : null}
      </ol>
    </div>
  );
}
