import { useEffect, useRef } from 'react';
import { useRecordAssistantBehaviorMutation } from './useRecordAssistantBehaviorMutation.ts';

let currentProductId: number | null = null;

/** The product page the shopper is on, if any: a request from there says "like this one" means it. */
export function assistantProductId(): number | null {
  return currentProductId;
}

/**
 * For the product page: makes its product the assistant's context while the page shows it, and tells
 * the assistant about the view (view_pdp), so that "like this one" means it later too. Fire and forget.
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
      record({ input: { eventType: 'view_pdp', productId } }).catch(() => {});
    }
    return () => {
      if (currentProductId === productId) currentProductId = null;
    };
  }, [record, productId]);
}
