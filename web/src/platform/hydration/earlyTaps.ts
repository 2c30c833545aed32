/**
 * What the shopper did on the server-drawn page before the app hydrated it (@tote/contract/early-taps): the
 * page's head script held back each tap on a button and noted each radio and checkbox set and each field typed in
 * or chosen from, in order, in a queue this module replays.
 */
import { EARLY_TAPS_QUEUE, EARLY_VALUES, HYDRATED_FLAG } from '@tote/contract/early-taps';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type EarlyTapsWindow = Window & {
  [HYDRATED_FLAG]?: boolean;
  [EARLY_TAPS_QUEUE]?: Element[];
  [EARLY_VALUES]?: Map<Element, string>;
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function isChoice(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
}

function isField(element: Element): element is Field {
  return (
    (element instanceof HTMLInputElement && !isChoice(element)) ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
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

/** The value the server drew into the field. */
function drawnValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * A field typed in or chosen from before hydration: the app either never heard of it (React takes the DOM's value
 * as known) or wrote its own initial value over it when it hydrated (a form library registering the field). The
 * field gets the shopper's value back and the app its change event: a different value goes in through the field's
 * own setter (React's value tracker, when it has one, takes that as known), the shopper's past it (through the
 * prototype's), and the event React listens to for the field follows.
 */
function tellValue(field: Field, value: string): void {
  if (value === drawnValue(field) && field.value === value) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = value === '' ? ' ' : '';
  if (setValue) setValue.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
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
      } else if (left === 1 && isChoice(element)) tellChoice(element, chosen.get(element) ?? element.checked);
      else if (left === 1 && isField(element)) tellValue(element, values.get(element) ?? element.value);
    } finally {
      w[HYDRATED_FLAG] = false;
    }
  }
  w[HYDRATED_FLAG] = true;
}
