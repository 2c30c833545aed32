import { graphql, useFragment } from 'react-relay';
import type { AssistantMessage_message$key } from '../../__generated__/AssistantMessage_message.graphql.ts';
import { AssistantElement } from './AssistantElement.tsx';

interface Props {
  message: AssistantMessage_message$key;
}

/**
 * One message: the shopper's on the right, the assistant's (or the minibot's) on the left with its avatar and
 * nickname. A reply of kind ERROR (the assistant could not do what was asked) is marked as one.
 * Each update of a streaming message re-renders it from the store (same id, the whole message so far).
 */
export function AssistantMessage({ message }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantMessage_message on AssistantMessage {
        id
        kind
        done
        processingText
        sender {
          role
          nickname
          avatar
        }
        elements {
          ...AssistantElement_element
        }
      }
    `,
    message,
  );
  const mine = data.sender.role === 'USER';
  const classes = [
    'assistant-message',
    `assistant-message--${mine ? 'user' : 'assistant'}`,
    data.sender.role === 'MINIBOT' ? 'assistant-message--minibot' : '',
    data.kind === 'ERROR' ? 'assistant-message--error' : '',
  ];

  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      aria-label={mine ? 'You' : data.sender.nickname}
      aria-busy={!data.done}
    >
      {mine ? null : (
        <p className="assistant-message__sender">
          {data.sender.avatar ? (
            <img className="assistant-message__avatar" src={data.sender.avatar} alt="" width={28} height={28} />
          ) : null}
          <span className="assistant-message__nickname">{data.sender.nickname}</span>
        </p>
      )}
      <div className="assistant-message__body">
        {data.elements.map((element, index) => (
          // Elements have no ids; an update keeps their order and adds at the end.
          <AssistantElement key={index} element={element} />
        ))}
        {!data.done && data.processingText ? <p className="assistant-message__status">{data.processingText}</p> : null}
      </div>
    </article>
  );
}
