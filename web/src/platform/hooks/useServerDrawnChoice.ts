import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input, select, textarea';

/**
 * The shopper changed it before React took over: its value or check is not the one the server drew. Hydration makes
 * the server's value the control's default (`defaultValue`, `defaultChecked`) and keeps what the DOM holds.
 */
function changedBeforeHydration(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) {
    const drawn = Array.from(control.options).findIndex((option) => option.defaultSelected);
    return control.selectedIndex !== Math.max(drawn, 0);
  }
  if (!(control instanceof HTMLInputElement)) return control.value !== control.defaultValue;
  // Of a radio group, only the radio now checked (the one unchecked with it is not a choice).
  if (control.type === 'radio') return control.checked && !control.defaultChecked;
  if (control.type === 'checkbox') return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/**
 * A form control the server drew works before the app takes over: a shopper may pick a size, a colour or type a
 * quantity in it. Hydration keeps that choice in the DOM while the component's state still holds what the server
 * drew (so "Add to Tote" would say that no size is picked). Right after the component mounts (before anything
 * re-renders the control over the choice), `adopt` receives the controls in `root` (or `root` itself) the shopper
 * changed, in document order: of a radio group, the one now checked. Nothing when none was, as always without server
 * HTML.
 */
export function useServerDrawnChoice(root: RefObject<HTMLElement | null>, adopt: (controls: FormControl[]) => void) {
  const adoptChanged = useEffectEvent(adopt);
  const looked = useRef(false);
  useLayoutEffect(() => {
    const element = root.current;
    // Once: StrictMode runs a mount's effects twice.
    if (!element || looked.current) return;
    looked.current = true;
    const controls = element.matches(CONTROLS) ? [element] : Array.from(element.querySelectorAll(CONTROLS));
    const changed = (controls as FormControl[]).filter(changedBeforeHydration);
    if (changed.length > 0) adoptChanged(changed);
  }, [root]);
}
