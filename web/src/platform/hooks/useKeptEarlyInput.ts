import { useLayoutEffect } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import { setAsideEarlyInput } from '../hydration/earlyInput.ts';

interface Keeper {
  /** The form listens for changes (its first commit is done). */
  listening: boolean;
  /** How to give back what the shopper did to each control registered before that. */
  pending: (() => void)[];
}

const keepers = new WeakMap<object, Keeper>();

/**
 * A form that hydrates the server's markup keeps what the shopper typed, chose or ticked in it before: it may
 * hydrate after the early-taps replay at AppReady (a lazy screen, a Suspense boundary of its own). react-hook-form,
 * registering a control the shopper changed before the form's first commit, takes its value without updating the
 * state it renders (Save stays disabled: nothing dirty), and writes its own value over a radio. So while the form
 * registers each control for the first time, one the shopper changed gets the server's state back, and the
 * shopper's follows as a change the form hears: after the form's commit (it listens from then on), or at once for a
 * control that hydrates later. Validation then sees it and submit sends it. `form.register` is wrapped in place,
 * so the form keeps its identity.
 */
export function useKeptEarlyInput<Values extends FieldValues>(form: { register: UseFormRegister<Values> }): void {
  if (!keepers.has(form)) {
    const keeper: Keeper = { listening: false, pending: [] };
    keepers.set(form, keeper);
    const register = form.register;
    form.register = (name, options) => {
      const field = register(name, options);
      return {
        ...field,
        ref: (element: unknown) => {
          const giveBack = element instanceof Element ? setAsideEarlyInput(element) : null;
          field.ref(element);
          if (!giveBack) return;
          if (keeper.listening) giveBack();
          else keeper.pending.push(giveBack);
        },
      };
    };
  }
  // After react-hook-form's own layout effect, which starts its listening.
  useLayoutEffect(() => {
    const keeper = keepers.get(form);
    if (!keeper || keeper.listening) return;
    keeper.listening = true;
    for (const giveBack of keeper.pending.splice(0)) giveBack();
  }, [form]);
}
