/**
 * What the shopper did on the server-drawn page before the app hydrated it (@tote/contract/early-taps): the
 * page's head script held back each tap on a button and noted each radio and checkbox set and each field typed in
 * or chosen from, in order, in a queue this module replays.
 */
import { EARLY_TAPS_QUEUE, EARLY_VALUES, HYDRATED_FLAG } from '@tote/contract/early-taps';
import { isChoice, isField, tellEarlyChoice, tellEarlyValue } from './earlyInput.ts';

type EarlyTapsWindow = Window & {
  [HYDRATED_FLAG]?: boolean;
  [EARLY_TAPS_QUEUE]?: Element[];
  [EARLY_VALUES]?: Map<Element, string>;
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Whether the taps made before hydration are still to be replayed (or being replayed): their effects (a drawer the
 * shopper opened) are not in the app's state yet. False on a page without the head script (nothing was held back).
 */
export function earlyTapsPending(): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as EarlyTapsWindow;
  return w[EARLY_TAPS_QUEUE] !== undefined && w[HYDRATED_FLAG] !== true;
}

function tap(element: Element): void {
  if (element instanceof HTMLElement) element.click();
  else element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/**
 * Call once the app has hydrated the page's content (after its commit): from then on the app answers taps itself.
 * The queue is replayed in order, one element per task, so that the updates of a replayed tap are committed
 * before the next one's handler reads them. An element no longer in the page (the app drew its own) is skipped.
 * Taps made meanwhile join the queue behind; the inputs set meanwhile the app has heard itself.
 */
export async function replayEarlyTaps(): Promise<void> {
  const w = window as EarlyTapsWindow;
  const queue = w[EARLY_TAPS_QUEUE] ?? [];
  const values = w[EARLY_VALUES] ?? new Map<Element, string>();
  // Each input set before hydration is told once, at its last note, in the state the shopper left it: a radio's or
  // checkbox's taken now (a replayed tap may render it again first), a field's as the head script noted it.
  const notes = new Map<Element, number>();
  const chosen = new Map<Element, boolean>();
  for (const element of queue) {
    if (isChoice(element)) chosen.set(element, element.checked);
    if (isChoice(element) || isField(element)) notes.set(element, (notes.get(element) ?? 0) + 1);
  }
  while (queue.length > 0) {
    await nextTask();
    const element = queue.shift();
    if (!element?.isConnected) continue;
    const left = notes.get(element);
    if (left !== undefined) notes.set(element, left - 1);
    // Our own click passes the head script; the shopper's next taps still queue behind it.
    w[HYDRATED_FLAG] = true;
    try {
      if (left === undefined) {
        // An input set during the replay the app has heard itself.
        if (!isChoice(element) && !isField(element)) tap(element);
      } else if (left === 1 && isChoice(element)) tellEarlyChoice(element, chosen.get(element) ?? element.checked);
      else if (left === 1 && isField(element)) tellEarlyValue(element, values.get(element) ?? element.value);
    } finally {
      w[HYDRATED_FLAG] = false;
    }
  }
  w[HYDRATED_FLAG] = true;
}
