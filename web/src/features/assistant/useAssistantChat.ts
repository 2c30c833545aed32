import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router';
import type { Disposable } from 'relay-runtime';
import type {
  AssistantActionType,
  AssistantInputType,
  AssistantIntent,
} from '../../__generated__/useAssistantChatSubscription.graphql.ts';
import { appendUserTurn } from './historyUpdaters.ts';
import { reactToReplyFailure } from './replyFailure.ts';
import { reactToNetworkFailure } from '../../platform/relay/errorReactions.ts';
import { assistantProductId } from './assistantContext.ts';

export interface ChatRequest {
  intent?: AssistantIntent;
  /** The shopper's turn: shown in the conversation at once. */
  turn?: { type: AssistantInputType; value: string };
  action?: { type: AssistantActionType; value?: string | null };
  /** When the reply is over: `ok` unless it failed or the assistant answered with an error (kind ERROR). */
  onEnd?: (ok: boolean) => void;
}

/** The assistant's message on its way: "…" or what it is doing, until its first update. */
export interface PendingReply {
  text: string | null;
}

export interface AssistantChat {
  /** A reply is streaming: one at a time. */
  streaming: boolean;
  pending: PendingReply | null;
  /** Sends a request; false when a reply is still streaming. */
  send(request: ChatRequest): boolean;
}

/**
 * The conversation's one stream at a time. It lives with the assistant's root (mounted on every page), so a
 * reply keeps streaming when the panel closes or the page changes. Each event of the stream merges into the
 * store (the updater); the pending message is local state.
 */
export function useAssistantChatController(): AssistantChat {
  const environment = useRelayEnvironment();
  const { pathname } = useLocation();
  const active = useRef<Disposable | null>(null);
  const [pending, setPending] = useState<PendingReply | null>(null);
  const [streaming, setStreaming] = useState(false);

  useEffect(() => () => active.current?.dispose(), []);

  const send = useCallback(
    ({ intent = 'CHAT', turn, action, onEnd }: ChatRequest) => {
      if (active.current) return false;
      if (turn) commitLocalUpdate(environment, (store) => appendUserTurn(store, turn.value));
      const shown = new Set<string>();
      let subscription: Disposable | null = null;
      let disposed = false;
      // Holds the one slot from here on: the stream's code may still be loading, and an event may arrive before
      // startReply returns.
      const slot: Disposable = {
        dispose: () => {
          disposed = true;
          subscription?.dispose();
        },
      };
      let ended = false;
      let ok = true;
      const end = () => {
        if (ended) return;
        ended = true;
        onEnd?.(ok);
        if (active.current !== slot) return;
        active.current = null;
        setPending(null);
        setStreaming(false);
      };
      active.current = slot;
      setPending({ text: null });
      setStreaming(true);
      const input = {
        intent,
        messages: turn ? [turn] : null,
        action: action ?? null,
        productId: assistantProductId(),
        page: pathname,
      };
      import('./replyStream.ts').then(
        ({ startReply }) => {
          if (disposed) return;
          subscription = startReply(environment, input, {
            onEvent: (event) => {
              switch (event.__typename) {
                case 'AssistantProcessing':
                  // Work on a message not shown yet (a reply's second message): pending again, with what it does.
                  if (!shown.has(event.messageId)) setPending({ text: event.text });
                  break;
                case 'AssistantMessageUpdate':
                  shown.add(event.message.id);
                  ok = event.message.kind !== 'ERROR';
                  setPending(null);
                  break;
                case 'AssistantReplyEnded':
                  end();
                  break;
                case 'AssistantReplyFailed':
                  ok = false;
                  end();
                  reactToReplyFailure(event);
                  break;
              }
            },
            // The network layer already applied the error's reaction (errorReactions).
            onError: () => {
              ok = false;
              end();
            },
            onCompleted: end,
          });
        },
        () => {
          // The stream's code could not load (offline): as a failed request.
          ok = false;
          reactToNetworkFailure();
          end();
        },
      );
      return true;
    },
    [environment, pathname],
  );

  return useMemo(() => ({ streaming, pending, send }), [streaming, pending, send]);
}

export const AssistantChatContext = createContext<AssistantChat | null>(null);

export function useAssistantChat(): AssistantChat {
  const chat = useContext(AssistantChatContext);
  if (!chat) throw new Error('useAssistantChat needs <AssistantRoot>');
  return chat;
}
