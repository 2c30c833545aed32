/**
 * A form that hydrates late (useZodForm, in a Suspense boundary of its own whose code comes after the early-taps
 * replay at AppReady, as a lazy account screen does) keeps what the shopper typed, chose and ticked in the server's
 * markup before: react-hook-form registers the fields with its own values, and the shopper's are then given back
 * as changes it hears (platform/hooks/useKeptEarlyInput.ts). The form is dirty, validation sees the shopper's value
 * and submit sends it. So does a form that hydrated before the replay, which the replay then leaves alone; and a
 * controlled field whose part of the page has not hydrated yet when the replay reaches it hears its value. Each as in
 * production, and in development's StrictMode (whose second effects and refs hide part of the defect there).
 */
import { lazy, startTransition, StrictMode, Suspense, useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EARLY_TAPS_QUEUE, EARLY_VALUES, HYDRATED_FLAG } from '@tote/contract/early-taps';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { tellEarlyValue } from '../earlyInput.ts';
import { replayEarlyTaps } from '../earlyTaps.ts';

type Globals = Record<string, unknown> & { IS_REACT_ACT_ENVIRONMENT?: boolean };
const globals = globalThis as unknown as Globals;
const win = window as unknown as Record<string, unknown>;

const schema = z.object({
  name: z.string().min(2, 'At least 2 letters.'),
  shape: z.string(),
  sizes: z.array(z.string()),
  year: z.string(),
});
type Values = z.infer<typeof schema>;
const SAVED: Values = { name: 'Ava Stone', shape: 'PEAR', sizes: ['S'], year: '1990' };

const saved: Values[] = [];
let formCommitted = false;

/** As the profile form: the server draws its fields without values; react-hook-form writes them in. */
function ProfileForm() {
  const form = useZodForm<Values, typeof schema>(schema, { defaultValues: SAVED });
  const { errors, isDirty } = form.formState;
  useEffect(() => void (formCommitted = true), []);
  return (
    <form onSubmit={form.handleSubmit((values) => void saved.push(values))} noValidate>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      {errors.name ? <p role="alert">{errors.name.message}</p> : null}
      {['PEAR', 'APPLE'].map((shape) => (
        <label key={shape}>
          <input type="radio" value={shape} {...form.register('shape')} />
          {shape}
        </label>
      ))}
      {['S', 'M'].map((size) => (
        <label key={size}>
          <input type="checkbox" value={size} {...form.register('sizes')} />
          {size}
        </label>
      ))}
      <label>
        Year
        <select {...form.register('year')}>
          <option value="1990">1990</option>
          <option value="1991">1991</option>
        </select>
      </label>
      <button type="submit" disabled={!isDirty}>
        Save
      </button>
    </form>
  );
}

let heard = '';

/** A field whose state is the component's own. */
function ControlledForm() {
  const [name, setName] = useState('');
  useEffect(() => void (formCommitted = true), []);
  useEffect(() => void (heard = name), [name]);
  return (
    <label>
      Name
      <input value={name} onChange={(e) => setName(e.target.value)} />
    </label>
  );
}

/** AppReady's place: the page's first boundary; the replay starts once it has hydrated. */
function Ready({ onReady }: { onReady?(): void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

function Page({ Form, onReady }: { Form: ComponentType; onReady?(): void }) {
  return (
    <div>
      <Suspense fallback={null}>
        <Ready onReady={onReady} />
      </Suspense>
      <Suspense fallback={<p>Loading…</p>}>
        <Form />
      </Suspense>
    </div>
  );
}

let container: HTMLElement;
let root: Root | null = null;

const label = (name: string) => [...container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(name))!;
const input = (name: string) => label(name).querySelector('input')!;
const select = (name: string) => label(name).querySelector('select')!;
const save = () => container.querySelector('button')!;

/** As the shopper before hydration: the control changes natively; the head script notes it (earlyTaps.ts). */
function typeEarly(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  ((win[EARLY_VALUES] ??= new Map<Element, string>()) as Map<Element, string>).set(field, value);
  note(field);
}
function tickEarly(box: HTMLInputElement): void {
  box.click();
  note(box);
}
function note(element: Element): void {
  const queue = (win[EARLY_TAPS_QUEUE] ??= []) as Element[];
  queue.push(element);
}

/** Development's StrictMode (main.tsx) for this run: its double effects and refs must not give a value back twice. */
let strict = false;

/** Hydrates in a transition, as main.tsx does, with `Form` for the form; resolves after the first commit. */
function hydrate(Form: ComponentType): Promise<void> {
  return new Promise((resolve) => {
    const page = <Page Form={Form} onReady={resolve} />;
    startTransition(() => {
      root = hydrateRoot(container, strict ? <StrictMode>{page}</StrictMode> : page);
    });
  });
}

/** The form's code, as a lazy screen's: it comes when `arrive` is called. */
function lateForm(Drawn: ComponentType = ProfileForm): { Form: ComponentType; arrive(): void } {
  let arrive = () => {};
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: Drawn });
  });
  return { Form: lazy(() => code), arrive };
}

async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 2000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = false;
  saved.length = 0;
  formCommitted = false;
  heard = '';
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page Form={ProfileForm} />);
  document.body.append(container);
});

afterEach(() => {
  root?.unmount();
  root = null;
  container.remove();
  delete win[EARLY_TAPS_QUEUE];
  delete win[EARLY_VALUES];
  delete win[HYDRATED_FLAG];
  globals.IS_REACT_ACT_ENVIRONMENT = true;
});

/** The page hydrates and the replay runs before the form's code has come; then it comes and the form hydrates. */
async function hydrateLate(): Promise<void> {
  const { Form, arrive } = lateForm();
  await hydrate(Form);
  await replayEarlyTaps();
  expect(formCommitted).toBe(false);
  arrive();
  await until(() => formCommitted);
}

describe.each([
  ['as in production', false],
  ['in StrictMode, as in development', true],
])('%s', (_, strictMode) => {
  beforeEach(() => {
    strict = strictMode;
  });

  describe('a form that hydrates after the replay', () => {
    it('keeps the text typed into its server-drawn field, and submits it', async () => {
      expect(input('Name').value).toBe('');
      typeEarly(input('Name'), 'Early Bird');
      await hydrateLate();
      expect(input('Name').value).toBe('Early Bird');
      expect(save().disabled).toBe(false);
      expect(select('Year').value).toBe('1990');
      save().click();
      await until(() => saved.length === 1);
      expect(saved).toEqual([{ ...SAVED, name: 'Early Bird' }]);
    });

    it('validates the typed text as the form would have', async () => {
      typeEarly(input('Name'), 'E');
      await hydrateLate();
      save().click();
      await until(() => container.querySelector('[role=alert]') !== null);
      expect(container.querySelector('[role=alert]')!.textContent).toBe('At least 2 letters.');
      expect(input('Name').value).toBe('E');
      expect(saved).toEqual([]);
    });

    it('keeps a radio picked, a box ticked and an option chosen', async () => {
      tickEarly(input('APPLE'));
      tickEarly(input('M'));
      typeEarly(select('Year'), '1991');
      await hydrateLate();
      expect(input('APPLE').checked).toBe(true);
      expect(input('PEAR').checked).toBe(false);
      expect([input('S').checked, input('M').checked]).toEqual([true, true]);
      expect(select('Year').value).toBe('1991');
      save().click();
      await until(() => saved.length === 1);
      expect(saved).toEqual([{ ...SAVED, shape: 'APPLE', sizes: ['S', 'M'], year: '1991' }]);
    });

    it('left as drawn, takes its own values and is not dirty', async () => {
      await hydrateLate();
      expect(input('Name').value).toBe('Ava Stone');
      expect(input('PEAR').checked).toBe(true);
      expect(save().disabled).toBe(true);
    });
  });

  describe('a form that hydrates with the page, before the replay', () => {
    it('keeps the typed text, and the replay leaves the field alone', async () => {
      typeEarly(input('Name'), 'Early Bird');
      await hydrate(ProfileForm);
      expect(formCommitted).toBe(true);
      expect(input('Name').value).toBe('Early Bird');
      let told = 0;
      input('Name').addEventListener('input', () => (told += 1));
      await replayEarlyTaps();
      expect(told).toBe(0);
      await until(() => !save().disabled);
      save().click();
      await until(() => saved.length === 1);
      expect(saved).toEqual([{ ...SAVED, name: 'Early Bird' }]);
    });
  });

  describe('a controlled field whose part has not hydrated when the replay reaches it', () => {
    it('hydrates it first, then tells it the value', async () => {
      container.innerHTML = renderToString(<Page Form={ControlledForm} />);
      typeEarly(input('Name'), 'Early Bird');
      const { Form, arrive } = lateForm(ControlledForm);
      await hydrate(Form);
      arrive();
      // The code has come (the lazy part's promise settled), but React hydrates that part only in a later task.
      await Promise.resolve();
      await Promise.resolve();
      expect(formCommitted).toBe(false);
      tellEarlyValue(input('Name'), 'Early Bird');
      await until(() => formCommitted);
      expect(heard).toBe('Early Bird');
      expect(input('Name').value).toBe('Early Bird');
    });
  });
});
