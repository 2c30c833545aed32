/**
 * What the shopper did on the server-drawn page before the app hydrated it (@tote/contract/early-taps): the
 * page's head script held back each tap on a button and noted each radio and checkbox set, in order, in a queue
 * this module replays.
 */
import { EARLY_TAPS_QUEUE, HYDRATED_FLAG } from '@tote/contract/early-taps';

type EarlyTapsWindow = Window & { [HYDRATED_FLAG]?: boolean; [EARLY_TAPS_QUEUE]?: Element[] };

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function isChoice(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
}

/**
 * Hydration keeps a radio's or checkbox's state as the shopper set it, but the app never hears of it: React
 * takes the DOM's state as known, sets `defaultChecked` to what it rendered and fires no onChange (and a later
 * render writes React's state back into the input). Setting the other state (through React's value tracker)
 * and clicking the input to `chosen` gives the app its change event.
 */
function tellChoice(input: HTMLInputElement, chosen: boolean): void {
  // Unchanged, or a radio that another of its group replaced.
  if (chosen === input.defaultChecked || (input.type === 'radio' && !chosen)) return;
  input.checked = !chosen;
  input.click();
}

function tap(element: Element): void {
  if (element instanceof HTMLElement) element.click();
  else element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/**
 * Call once the app has hydrated the page (after its first commit): from then on the app answers taps itself.
 * The queue is replayed in order, one element per task, so that the updates of a replayed tap are committed
 * before the next one's handler reads them. An element no longer in the page (the app drew its own) is skipped.
 * Taps made meanwhile join the queue behind; the radios and checkboxes set meanwhile the app has heard itself.
 */
export async function replayEarlyTaps(): Promise<void> {
  const w = window as EarlyTapsWindow;
  const queue = w[EARLY_TAPS_QUEUE] ?? [];
  // Each radio and checkbox set before hydration is told at its last note, in the state the shopper left it,
  // taken now: a replayed tap may render it again first.
  const choices = new Map<HTMLInputElement, { chosen: boolean; notes: number }>();
  for (const element of queue)
    if (isChoice(element))
      choices.set(element, { chosen: element.checked, notes: (choices.get(element)?.notes ?? 0) + 1 });
  while (queue.length > 0) {
    await nextTask();
    const element = queue.shift();
    if (!element?.isConnected) continue;
    // Our own click passes the head script; the shopper's next taps still queue behind it.
    w[HYDRATED_FLAG] = true;
    try {
      if (!isChoice(element)) tap(element);
      else {
        const choice = choices.get(element);
        if (choice && --choice.notes === 0) tellChoice(element, choice.chosen);
      }
    } finally {
      w[HYDRATED_FLAG] = false;
    }
  }
  w[HYDRATED_FLAG] = true;
}
