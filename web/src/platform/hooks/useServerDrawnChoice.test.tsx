import { StrictMode, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useServerDrawnChoice, type FormControl } from './useServerDrawnChoice.ts';
import { hydrate, serverHtml } from '../../../test/hydration.tsx';

const SIZES = ['S', 'M', 'L'];

/** A controlled radio group, as the product page's size picker. */
function Sizes({ drawn = null, seen }: { drawn?: string | null; seen?: (controls: FormControl[]) => void }) {
  const [size, setSize] = useState<string | null>(drawn);
  const group = useRef<HTMLFieldSetElement>(null);
  useServerDrawnChoice(group, (controls) => {
    seen?.(controls);
    setSize(controls[0]?.value ?? null);
  });
  return (
    <fieldset ref={group}>
      <legend>Size: {size ?? 'none'}</legend>
      {SIZES.map((label) => (
        <label key={label}>
          <input type="radio" name="size" value={label} checked={size === label} onChange={() => setSize(label)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

const radio = (container: HTMLElement, value: string) =>
  container.querySelector(`input[value="${value}"]`) as HTMLInputElement;

describe('useServerDrawnChoice', () => {
  it('adopts the radio a shopper checked before hydration', async () => {
    const container = serverHtml(<Sizes />);
    radio(container, 'M').checked = true;
    const { problems } = hydrate(container, <Sizes />);
    expect(await screen.findByText('Size: M')).toBeTruthy();
    expect(radio(container, 'M').checked).toBe(true);
    expect(problems).toEqual([]);
  });

  it('adopts a radio checked over the one the server drew, once under StrictMode', async () => {
    const seen = vi.fn();
    const ui = (
      <StrictMode>
        <Sizes drawn="S" seen={seen} />
      </StrictMode>
    );
    const container = serverHtml(ui);
    radio(container, 'L').checked = true;
    hydrate(container, ui);
    expect(await screen.findByText('Size: L')).toBeTruthy();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]?.[0]).toEqual([radio(container, 'L')]);
    expect(radio(container, 'S').checked).toBe(false);
  });

  it('adopts nothing when the shopper changed nothing, with or without server HTML', async () => {
    const seen = vi.fn();
    const container = serverHtml(<Sizes drawn="S" seen={seen} />);
    hydrate(container, <Sizes drawn="S" seen={seen} />);
    await act(async () => {});
    expect(screen.getByText('Size: S')).toBeTruthy();
    render(<Sizes seen={seen} />);
    expect(seen).not.toHaveBeenCalled();
  });

  it('adopts a typed value and a chosen option', async () => {
    function Quantity() {
      const [quantity, setQuantity] = useState('1');
      const input = useRef<HTMLInputElement>(null);
      useServerDrawnChoice(input, ([control]) => setQuantity(control?.value ?? '1'));
      return (
        <>
          <input ref={input} aria-label="Quantity" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
          <p>Quantity: {quantity}</p>
        </>
      );
    }
    function Filters() {
      const [filter, setFilter] = useState('all');
      const form = useRef<HTMLFormElement>(null);
      useServerDrawnChoice(form, (controls) => setFilter(controls.map((c) => `${c.name}=${c.value}`).join('&')));
      return (
        <form ref={form}>
          <select name="size" defaultValue="">
            <option value="">All sizes</option>
            <option value="M">M</option>
          </select>
          <select name="shape" defaultValue="">
            <option value="">All shapes</option>
            <option value="pear">Pear</option>
          </select>
          <p>Filter: {filter}</p>
        </form>
      );
    }
    const ui = (
      <>
        <Quantity />
        <Filters />
      </>
    );
    const container = serverHtml(ui);
    (container.querySelector('input') as HTMLInputElement).value = '3';
    (container.querySelector('select[name="shape"]') as HTMLSelectElement).value = 'pear';
    const { problems } = hydrate(container, ui);
    expect(await screen.findByText('Quantity: 3')).toBeTruthy();
    expect(screen.getByText('Filter: shape=pear')).toBeTruthy();
    expect(problems).toEqual([]);
  });
});
