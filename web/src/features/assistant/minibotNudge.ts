import { useSyncExternalStore } from 'react';

/** What the minibot said last, waiting in the conversation until the shopper opens the assistant. */
export interface MinibotNudge {
  nickname: string;
  text: string;
  /** Its CHAT_WITH_AI button. */
  label: string;
  value: string | null;
}

let nudge: MinibotNudge | null = null;
const listeners = new Set<() => void>();

export function setMinibotNudge(next: MinibotNudge | null): void {
  nudge = next;
  for (const listener of listeners) listener();
}

export function useMinibotNudge(): MinibotNudge | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => nudge,
    () => null,
  );
}
