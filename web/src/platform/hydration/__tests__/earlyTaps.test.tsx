/**
 * Replaying early taps (earlyTaps.ts) on a page React really hydrates: a server-rendered size picker, a counter,
 * a name field registered the way a form library does it (it writes its initial value in when it hydrates), a
 * controlled sort and an add button; the shopper picks a size, taps the counter twice, ticks a box, types and
 * chooses and presses add before hydration (the queue and values as the head script leaves them, the inputs set
 * natively); after hydration the app sees all of it, in order, each tap on the state the one before left.
 */
import { startTransition, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_QUEUE, EARLY_VALUES, HYDRATED_FLAG } from '@tote/contract/early-taps';
import { replayEarlyTaps } from '../earlyTaps.ts';

type Globals = Record<string, unknown> & { IS_REACT_ACT_ENVIRONMENT?: boolean };
const globals = globalThis as unknown as Globals;
const win = window as unknown as Record<string, unknown>;

/** As a form library registers a field: once, writing the form's initial value into it. */
function writeInitialValue(field: HTMLInputElement | null): void {
  if (field) field.value = '';
}

interface Props {
  onAdd(line: string): void;
  onCommit?(): void;
}

function Page({ onAdd, onCommit }: Props) {
  const [size, setSize] = useState<string | null>(null);
  const [count, setCount] = useState(1);
  const [gift, setGift] = useState(false);
  const [sort, setSort] = useState('new');
  const [name, setName] = useState('');
  useEffect(() => onCommit?.(), [onCommit]);
  return (
    <div>
      {['S', 'M'].map((label) => (
        <label key={label}>
          <input type="radio" name="size" checked={size === label} onChange={() => setSize(label)} />
          {label}
        </label>
      ))}
      <label>
        <input type="checkbox" checked={gift} onChange={(e) => setGift(e.target.checked)} />
        Gift
      </label>
      <label>
        Name
        <input type="text" ref={writeInitialValue} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Sort
        <select value={sort} onChange={(e) => setSort(e.target.value)}>
          <option value="new">Newest</option>
          <option value="price">Price</option>
        </select>
      </label>
      {/* Reads the count of its own render: a second tap replayed before the first one's commit would be lost. */}
      <button type="button" onClick={() => setCount(count + 1)}>
        More
      </button>
      <button
        type="button"
        onClick={() =>
          onAdd(size ? `${count} × ${size}${gift ? ', gift' : ''}${name ? ` for ${name}` : ''} by ${sort}` : 'no size')
        }
      >
        Add
      </button>
    </div>
  );
}

let container: HTMLElement;
let root: Root | null = null;
const added: string[] = [];
const onAdd = (line: string) => void added.push(line);

const label = (name: string) => [...container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(name))!;
const input = (name: string) => label(name).querySelector('input')!;
const select = (name: string) => label(name).querySelector('select')!;

/** Types or chooses as the shopper does before hydration: the field changes natively; the head script notes it. */
function typeEarly(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  const values = (win[EARLY_VALUES] ??= new Map<Element, string>()) as Map<Element, string>;
  values.set(field, value);
}
const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

/** Hydrates the server's markup in a transition, as main.tsx does; resolves after the first commit. */
function hydrate(): Promise<void> {
  return new Promise((resolve) => {
    startTransition(() => {
      root = hydrateRoot(container, <Page onAdd={onAdd} onCommit={resolve} />);
    });
  });
}

beforeEach(() => {
  // React as in a browser: its own scheduling, not act()'s queue.
  globals.IS_REACT_ACT_ENVIRONMENT = false;
  added.length = 0;
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page onAdd={onAdd} />);
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

describe('replayEarlyTaps', () => {
  it('hydration alone keeps a size picked natively on screen, but the app never hears of it', async () => {
    input('M').click();
    await hydrate();
    expect(input('M').checked).toBe(true);
    button('Add').click();
    expect(added).toEqual(['no size']);
  });

  it('tells the app the choices and replays the taps in order, each on the state the one before left', async () => {
    input('M').click();
    input('Gift').click();
    win[EARLY_TAPS_QUEUE] = [input('M'), button('More'), button('More'), input('Gift'), button('Add')];
    await hydrate();
    await replayEarlyTaps();
    expect(added).toEqual(['3 × M, gift by new']);
    expect(input('M').checked).toBe(true);
    expect(input('Gift').checked).toBe(true);
    expect(win[HYDRATED_FLAG]).toBe(true);
    expect(win[EARLY_TAPS_QUEUE]).toEqual([]);
  });

  it('tells a choice changed twice once, as it ended; a box ticked and unticked is no change', async () => {
    input('S').click();
    input('M').click();
    input('Gift').click();
    input('Gift').click();
    win[EARLY_TAPS_QUEUE] = [input('S'), input('Gift'), input('M'), input('Gift'), button('Add')];
    await hydrate();
    await replayEarlyTaps();
    expect(added).toEqual(['1 × M by new']);
    expect(input('S').checked).toBe(false);
    expect(input('Gift').checked).toBe(false);
  });

  it('gives a field its value back when the app wrote over it, and tells the app value and choice', async () => {
    input('M').click();
    typeEarly(input('Name'), 'Ava');
    typeEarly(select('Sort'), 'price');
    win[EARLY_TAPS_QUEUE] = [input('M'), input('Name'), select('Sort'), button('Add')];
    await hydrate();
    // The app's ref wrote its initial value over what the shopper typed.
    expect(input('Name').value).toBe('');
    await replayEarlyTaps();
    expect(input('Name').value).toBe('Ava');
    expect(select('Sort').value).toBe('price');
    expect(added).toEqual(['1 × M for Ava by price']);
  });

  it('tells a field left as the server drew it nothing', async () => {
    input('S').click();
    typeEarly(select('Sort'), 'new');
    win[EARLY_TAPS_QUEUE] = [input('S'), select('Sort'), button('Add')];
    await hydrate();
    let changes = 0;
    select('Sort').addEventListener('change', () => (changes += 1));
    await replayEarlyTaps();
    expect(changes).toBe(0);
    expect(added).toEqual(['1 × S by new']);
  });

  it('skips what is no longer in the page, and without a queue only marks the page hydrated', async () => {
    const gone = document.createElement('button');
    let clicked = 0;
    gone.addEventListener('click', () => (clicked += 1));
    win[EARLY_TAPS_QUEUE] = [gone, button('Add')];
    await hydrate();
    await replayEarlyTaps();
    expect(clicked).toBe(0);
    expect(added).toEqual(['no size']);

    delete win[EARLY_TAPS_QUEUE];
    win[HYDRATED_FLAG] = false;
    await replayEarlyTaps();
    expect(win[HYDRATED_FLAG]).toBe(true);
  });
});
