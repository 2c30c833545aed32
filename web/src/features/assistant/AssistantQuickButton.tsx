import { graphql, useFragment } from 'react-relay';
import type { AssistantQuickButton_element$key } from '../../__generated__/AssistantQuickButton_element.graphql.ts';
import { useAssistantChat } from './useAssistantChat.ts';

interface Props {
  element: AssistantQuickButton_element$key;
}

/** A suggested answer: sends its text as the shopper's next message, with its action when it has one. */
export function AssistantQuickButton({ element }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantQuickButton_element on AssistantQuickButton {
        label
        text
        action
      }
    `,
    element,
  );
  const chat = useAssistantChat();

  return (
    <button
      type="button"
      className="assistant-chip"
      disabled={chat.streaming}
      onClick={() =>
        chat.send({
          turn: { type: 'QUICK_BUTTON', value: data.text },
          action: data.action ? { type: data.action } : undefined,
        })
      }
    >
      {data.label}
    </button>
  );
}
