import { useSyncExternalStore } from 'react';

/** Who wrote the minibot's last message, waiting in the conversation until the shopper opens the assistant. */
let unreadFrom: string | null = null;
const listeners = new Set<() => void>();

export function setUnreadFrom(nickname: string | null): void {
  unreadFrom = nickname;
  for (const listener of listeners) listener();
}

/** The sender of the unread message (the assistant's buttons carry a dot for it), or null. */
export function useUnreadFrom(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unreadFrom,
    () => null,
  );
}
