import { useEffect, useRef } from 'react';
import { setMinibotNudge, type MinibotNudge } from './minibotNudge.ts';
import { useRecordAssistantBehaviorMutation, type MinibotMessage } from './useRecordAssistantBehaviorMutation.ts';

let currentProductId: number | null = null;

/** The product page the shopper is on, if any: a request from there says "like this one" means it. */
export function assistantProductId(): number | null {
  return currentProductId;
}

/** The minibot's message as its nudge: its words and its CHAT_WITH_AI button. */
function nudgeOf(message: MinibotMessage): MinibotNudge | null {
  const text = message.elements.flatMap((e) => (e.__typename === 'AssistantText' ? [e.minibotText] : [])).join(' ');
  const button = message.elements.find((e) => e.__typename === 'AssistantButton' && e.minibotAction === 'CHAT_WITH_AI');
  if (button?.__typename !== 'AssistantButton') return null;
  return { nickname: message.sender.nickname, text, label: button.minibotLabel, value: button.minibotValue ?? null };
}

/**
 * For the product page: makes its product the assistant's context while the page shows it, and tells
 * the assistant about the view (view_pdp), so that "like this one" means it later too. Fire and forget; when
 * the minibot answers the view, its message shows beside the closed assistant.
 */
export function useAssistantProductContext(productId: number | null): void {
  const [record] = useRecordAssistantBehaviorMutation();
  // StrictMode runs effects twice; the ref keeps it to one recorded view per product.
  const recorded = useRef<number | null>(null);

  useEffect(() => {
    if (productId == null) return;
    currentProductId = productId;
    if (recorded.current !== productId) {
      recorded.current = productId;
      record({ input: { eventType: 'view_pdp', productId } })
        .then(({ recordAssistantBehavior: { message } }) => {
          if (message) setMinibotNudge(nudgeOf(message));
        })
        .catch(() => {});
    }
    return () => {
      if (currentProductId === productId) currentProductId = null;
    };
  }, [record, productId]);
}
