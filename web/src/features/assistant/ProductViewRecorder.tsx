import { useEffect, useRef } from 'react';
import { setMinibotNudge, type MinibotNudge } from './minibotNudge.ts';
import { useRecordAssistantBehaviorMutation, type MinibotMessage } from './useRecordAssistantBehaviorMutation.ts';

/** The minibot's message as its nudge: its words and its CHAT_WITH_AI button. */
function nudgeOf(message: MinibotMessage): MinibotNudge | null {
  const text = message.elements.flatMap((e) => (e.__typename === 'AssistantText' ? [e.minibotText] : [])).join(' ');
  const button = message.elements.find((e) => e.__typename === 'AssistantButton' && e.minibotAction === 'CHAT_WITH_AI');
  if (button?.__typename !== 'AssistantButton') return null;
  return { nickname: message.sender.nickname, text, label: button.minibotLabel, value: button.minibotValue ?? null };
}

/**
 * Tells the assistant about the view of the product page shown (view_pdp), once per product shown. Fire and forget;
 * when the minibot answers the view, its message shows beside the closed assistant.
 */
export function ProductViewRecorder({ productId }: { productId: number }) {
  const [record] = useRecordAssistantBehaviorMutation();
  // StrictMode runs effects twice; the ref keeps it to one recorded view per product.
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (recorded.current === productId) return;
    recorded.current = productId;
    record({ input: { eventType: 'view_pdp', productId } })
      .then(({ recordAssistantBehavior: { message } }) => {
        if (message) setMinibotNudge(nudgeOf(message));
      })
      .catch(() => {});
  }, [record, productId]);
  return null;
}
