/**
 * A form control the server drew and the shopper set before the app hydrated it: a radio or checkbox ticked, a
 * field typed in or chosen from. Hydration keeps the DOM's state but the app never hears of it (React takes that
 * state as known), and a form library may write its own initial value over it as it registers the field. These
 * give the app the shopper's state as a change it hears, once the control has hydrated: the early-taps replay at
 * AppReady (earlyTaps.ts) for what hydrated with the page, a form as it hydrates (hooks/useKeptEarlyInput.ts) for
 * what hydrates later.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isChoice(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
}

export function isField(element: Element): element is Field {
  return (
    (element instanceof HTMLInputElement && !isChoice(element)) ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** Fields whose value the shopper cannot have typed (a range or colour always has one; a file's cannot be set). */
const UNTYPED = /^(file|range|color|hidden|submit|button|reset|image)$/;

/** The value the server drew into the field. */
function drawnValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** The controls whose early state a form has already given back: the replay at AppReady leaves them. */
const givenBack = new WeakSet<Element>();

/**
 * Has React hydrate the control's part of the page first, if it has not yet: an event that needs hydration (`change`
 * is one) on a dehydrated Suspense boundary makes React hydrate it at once, and this one, with nothing changed,
 * then tells the hydrated app nothing. A part that cannot hydrate yet (its code still loading) stays as drawn.
 */
function hydrateFirst(element: Element): void {
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Whether ticking or unticking the input to `chosen` is news (a radio is unticked by its group's next one). */
const choiceChanged = (input: HTMLInputElement, chosen: boolean) =>
  chosen !== input.defaultChecked && (input.type !== 'radio' || chosen);

const valueChanged = (field: Field, value: string) => value !== drawnValue(field) || field.value !== value;

/**
 * Hydration keeps a radio's or checkbox's state as the shopper set it, but the app never hears of it: React
 * takes the DOM's state as known, sets `defaultChecked` to what it rendered and fires no onChange (and a later
 * render writes React's state back into the input). Setting the other state (through React's value tracker)
 * and clicking the input to `chosen` gives the app its change event.
 */
function tellChoice(input: HTMLInputElement, chosen: boolean): void {
  if (!choiceChanged(input, chosen)) return;
  input.checked = !chosen;
  input.click();
}

/**
 * A field typed in or chosen from before hydration: the app either never heard of it (React takes the DOM's value
 * as known) or wrote its own initial value over it when it hydrated (a form library registering the field). The
 * field gets the shopper's value back and the app its change event: a different value goes in through the field's
 * own setter (React's value tracker, when it has one, takes that as known), the shopper's past it (through the
 * prototype's), and the event React listens to for the field follows.
 */
function tellValue(field: Field, value: string): void {
  if (!valueChanged(field, value)) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = value === '' ? ' ' : '';
  if (setValue) setValue.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The replay's telling of a radio or checkbox set before hydration: its part of the page hydrates first; a form
 * there that gave the shopper's state back itself is left alone.
 */
export function tellEarlyChoice(input: HTMLInputElement, chosen: boolean): void {
  if (!choiceChanged(input, chosen)) return;
  hydrateFirst(input);
  if (!givenBack.has(input)) tellChoice(input, chosen);
}

/** The same for a field typed in or chosen from. */
export function tellEarlyValue(field: Field, value: string): void {
  if (!valueChanged(field, value)) return;
  hydrateFirst(field);
  if (!givenBack.has(field)) tellValue(field, value);
}

/** The radios of the input's group (a radio ticked unticks the others, so a form setting one sets them all). */
function radioGroup(input: HTMLInputElement): HTMLInputElement[] {
  if (!input.name) return [input];
  const scope = input.form ?? input.ownerDocument;
  return [...scope.querySelectorAll('input[type=radio]')].filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement && other.name === input.name && other.form === input.form,
  );
}

/** The controls a form has registered: once registered, a change is the form's own. */
const registered = new WeakSet<Element>();

/**
 * For a form registering a server-drawn control before its first commit: when the shopper changed it, puts back
 * what the server drew (so the form starts from its own values, as with an untouched control) and returns how to
 * give the shopper's state back, as a change the form hears, once the form listens (after its commit). Null for a
 * control left as drawn, or registered before (re-registered as the form renders again). A radio's group is set
 * aside at the first of it: the form ticks its own radio in the group as it registers it, which would untick the
 * shopper's before that one registers, and would look like the shopper's as the next one does.
 */
export function setAsideEarlyInput(element: Element): (() => void) | null {
  if (registered.has(element)) return null;
  const controls = element instanceof HTMLInputElement && element.type === 'radio' ? radioGroup(element) : [element];
  for (const each of controls) registered.add(each);
  let control: Element;
  let giveBack: () => void;
  if (isChoice(element)) {
    const input = controls.find((choice) => isChoice(choice) && choiceChanged(choice, choice.checked));
    if (!(input instanceof HTMLInputElement)) return null;
    const chosen = input.checked;
    input.checked = input.defaultChecked;
    control = input;
    giveBack = () => tellChoice(input, chosen);
  } else if (isField(element) && !UNTYPED.test(element.type)) {
    const value = element.value;
    if (!valueChanged(element, value)) return null;
    element.value = drawnValue(element);
    control = element;
    giveBack = () => tellValue(element, value);
  } else return null;
  return () => {
    givenBack.add(control);
    giveBack();
  };
}
