import { useEffect, useState } from 'react';
import { earlyTapsPending } from '../../platform/hydration/earlyTaps.ts';
import { getUiState, isAnyOverlayOpen, subscribeUi } from '../../platform/state/ui.ts';

/**
 * When a pop-up may open: a calm moment. Never while a drawer, a dialog or the assistant is open (it would
 * cover what the shopper opened, and take their next click), nor while the taps made before the app started are
 * still to be replayed (the drawer one of them opens is not open yet), and never within CALM_AFTER_INPUT_MS of
 * their last click, tap or key press — nor of the page's start, so the page is seen first. Until then it waits;
 * if the shopper leaves the page first, the next page asks again.
 */
export const CALM_AFTER_INPUT_MS = 2500;
let calmAfterInputMs = CALM_AFTER_INPUT_MS;

/** Tests: a shorter moment (0: calm at once, unless something is open). */
export function setCalmAfterInputForTests(ms: number = CALM_AFTER_INPUT_MS): void {
  calmAfterInputMs = ms;
}

let lastInputAt = 0;
const onInput = new Set<() => void>();

if (typeof window !== 'undefined') {
  const record = () => {
    lastInputAt = performance.now();
    for (const listener of onInput) listener();
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, record, { capture: true, passive: true });
}

/** A dialog outside the UI store (the assistant's panel, a native <dialog>) counts as open too. */
function somethingOpen(): boolean {
  if (earlyTapsPending()) return true;
  const ui = getUiState();
  if (ui.isAIOn || isAnyOverlayOpen(ui)) return true;
  return typeof document !== 'undefined' && document.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/** How often an open overlay outside the store is looked at again. */
const RECHECK_MS = 500;

/**
 * True from the first calm moment on (it stays true: a pop-up once open is not taken away). Judged only once
 * `ready` (the pop-up's code is loaded): between that moment and the pop-up showing, the shopper could open
 * something it would then cover.
 */
export function useCalmMoment(ready = true): boolean {
  const [calm, setCalm] = useState(false);
  useEffect(() => {
    if (calm || !ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const quietFor = performance.now() - lastInputAt;
      if (somethingOpen()) timer = setTimeout(check, Math.max(RECHECK_MS, calmAfterInputMs - quietFor));
      else if (quietFor >= calmAfterInputMs) setCalm(true);
      else timer = setTimeout(check, calmAfterInputMs - quietFor);
    };
    const unsubscribe = subscribeUi(check);
    onInput.add(check);
    check();
    return () => {
      clearTimeout(timer);
      unsubscribe();
      onInput.delete(check);
    };
  }, [calm, ready]);
  return calm;
}
