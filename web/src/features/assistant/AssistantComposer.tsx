import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { AI_MESSAGE_MAX } from '@tote/contract/assistant';
import type { AssistantComposer_assistant$key } from '../../__generated__/AssistantComposer_assistant.graphql.ts';
import { useAssistantChat } from './useAssistantChat.ts';

interface Props {
  assistant: AssistantComposer_assistant$key;
  /** The hint of the last reply's input element. */
  placeholder: string | null;
  /** The newest reply is the trial-limit one: nothing more can be sent. */
  limitReached: boolean;
}

function trialNote(left: number, limitReached: boolean): string {
  if (limitReached) return 'You have used your free messages. Become a member to keep chatting.';
  if (left === 0) return 'That was your last free message.';
  return `${left} free message${left === 1 ? '' : 's'} left`;
}

/**
 * The shopper's message: 1–1,000 characters, Enter sends. Nothing sends while a reply streams. With no
 * free messages left, the next message gets the trial-limit reply (the survey prompt); after it the input is off.
 */
export function AssistantComposer({ assistant, placeholder, limitReached }: Props) {
  const data = useFragment(
    graphql`
      fragment AssistantComposer_assistant on Assistant {
        trialMessagesLeft
      }
    `,
    assistant,
  );
  const chat = useAssistantChat();
  const [text, setText] = useState('');
  const inputId = useId();
  const left = data.trialMessagesLeft;
  const outOfTrial = left === 0 && limitReached;
  const message = text.trim();
  const canSend = message.length > 0 && message.length <= AI_MESSAGE_MAX && !chat.streaming && !outOfTrial;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend && chat.send({ turn: { type: 'TEXT', value: message } })) setText('');
  };

  return (
    <form className="assistant-composer" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Message the assistant
      </label>
      <div className="assistant-composer__row">
        <input
          id={inputId}
          className="assistant-composer__input"
          type="text"
          autoComplete="off"
          maxLength={AI_MESSAGE_MAX}
          placeholder={placeholder ?? 'Ask about styles, sizes, looks…'}
          value={text}
          disabled={outOfTrial}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button assistant-composer__send" disabled={!canSend}>
          Send
        </button>
      </div>
      {left != null ? <p className="assistant-composer__trial">{trialNote(left, limitReached)}</p> : null}
    </form>
  );
}
