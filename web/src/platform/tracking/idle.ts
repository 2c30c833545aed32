/** SPEC §9: `page_idle` after 60 s without scroll or click. */
export const IDLE_MS = 60_000;
/** What counts as the shopper doing something (a key press too: reading with the keyboard is not idle). */
const ACTIVITY = ['scroll', 'click', 'keydown'] as const;

/**
 * Calls `onIdle` after `ms` without activity, once per idle period: the next activity starts a new period.
 * Scroll is listened to in the capture phase, so scrolling an inner panel counts too. Returns a stop function.
 */
export function watchIdle(onIdle: () => void, ms: number = IDLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(onIdle, ms);
  };
  for (const type of ACTIVITY) window.addEventListener(type, restart, { capture: true, passive: true });
  restart();
  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY) window.removeEventListener(type, restart, { capture: true });
  };
}
