import { graphql, requestSubscription } from 'react-relay';
import type { Disposable, Environment } from 'relay-runtime';
import type { useAssistantChatSubscription as S } from '../../__generated__/useAssistantChatSubscription.graphql.ts';
import { appendMessage, setTrialMessagesLeft } from './historyUpdaters.ts';

/**
 * The assistant's reply stream, in a module of its own: useAssistantChat.ts loads it when the shopper first sends
 * something, so the subscription's operation (every element a reply can hold) is not part of the app's start.
 */
const replySubscription = graphql`
  subscription useAssistantChatSubscription($input: AssistantRequestInput!) {
    assistantReply(input: $input) {
      __typename
      ... on AssistantProcessing {
        messageId
        text
      }
      ... on AssistantMessageUpdate {
        message {
          id
          kind
          ...AssistantMessage_message
        }
      }
      ... on AssistantReplyEnded {
        messageId
        trialMessagesLeft
      }
      ... on AssistantReplyFailed {
        code
        text
        action
      }
    }
  }
`;

export type ReplyEvent = NonNullable<S['response']['assistantReply']>;

export interface ReplyHandlers {
  onEvent(event: ReplyEvent): void;
  onError(): void;
  onCompleted(): void;
}

/** Starts one reply: each event merges into the store (the updater), then goes to `onEvent`. */
export function startReply(environment: Environment, input: S['variables']['input'], on: ReplyHandlers): Disposable {
  return requestSubscription<S>(environment, {
    subscription: replySubscription,
    variables: { input },
    updater: (store, data) => {
      const event = data?.assistantReply;
      if (event?.__typename === 'AssistantReplyEnded') setTrialMessagesLeft(store, event.trialMessagesLeft ?? null);
      const message = store.getRootField('assistantReply')?.getLinkedRecord('message');
      if (message) appendMessage(store, message);
    },
    onNext: (response) => {
      if (response?.assistantReply) on.onEvent(response.assistantReply);
    },
    onError: on.onError,
    onCompleted: on.onCompleted,
  });
}
