import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has a network (SPEC's reference list: online/offline as the flags 1 / 0), from
 * `navigator.onLine` and its online/offline events. The server, and the render that hydrates its HTML, count as
 * online: what an offline browser shows instead comes after.
 */
export type OnlineFlag = 1 | 0;

export function onlineFlag(): OnlineFlag {
  return typeof navigator === 'undefined' || navigator.onLine ? 1 : 0;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnlineFlag(): OnlineFlag {
  return useSyncExternalStore(subscribe, onlineFlag, () => 1);
}
