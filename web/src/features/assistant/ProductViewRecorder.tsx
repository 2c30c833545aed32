import { useEffect, useRef } from 'react';
import { setUnreadFrom } from './unreadMessage.ts';
import { useRecordAssistantBehaviorMutation } from './useRecordAssistantBehaviorMutation.ts';

/**
 * Tells the assistant about the view of the product page shown (view_pdp), once per product shown. Fire and forget;
 * when the minibot answers the view, its message waits in the conversation and the assistant's buttons
 * carry a dot.
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
        if (message) setUnreadFrom(message.sender.nickname);
      })
      .catch(() => {});
  }, [record, productId]);
  return null;
}
