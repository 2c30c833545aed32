import { useEffect, useSyncExternalStore } from 'react';

let currentProductId: number | null = null;
const listeners = new Set<() => void>();

function setProductId(next: number | null): void {
  currentProductId = next;
  for (const listener of listeners) listener();
}

/** The product page the shopper is on, if any: a request from there says "like this one" means it. */
export function assistantProductId(): number | null {
  return currentProductId;
}

/** The same, as state: the assistant records the view of each product shown (ProductViewRecorder.tsx). */
export function useAssistantProductId(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentProductId,
    () => null,
  );
}

/**
 * For the product page: makes its product the assistant's context while the page shows it. The assistant (its
 * root, on every page) then tells the api about the view (view_pdp), so that "like this one" means it later too,
 * and shows the minibot's answer when there is one: code loaded only once a product page shows.
 */
export function useAssistantProductContext(productId: number | null): void {
  useEffect(() => {
    if (productId == null) return;
    setProductId(productId);
    return () => {
      if (currentProductId === productId) setProductId(null);
    };
  }, [productId]);
}
