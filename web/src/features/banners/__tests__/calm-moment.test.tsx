/**
 * The calm moment a pop-up waits for (calmMoment.ts), around the taps made before the app started: until they are
 * replayed, what they open is not open yet, so the moment is not calm; and it is judged only once the pop-up is
 * ready to show, so nothing the shopper opens meanwhile is covered.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { EARLY_TAPS_QUEUE, HYDRATED_FLAG } from '@tote/contract/early-taps';
import { closeDrawer, openDrawer } from '../../../platform/state/ui.ts';
import { setCalmAfterInputForTests, useCalmMoment } from '../calmMoment.ts';

type TapsWindow = Window & Record<string, unknown>;
const w = window as unknown as TapsWindow;
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => setCalmAfterInputForTests(0));
afterEach(() => {
  setCalmAfterInputForTests();
  delete w[EARLY_TAPS_QUEUE];
  delete w[HYDRATED_FLAG];
  closeDrawer('menu');
});

describe('useCalmMoment', () => {
  it('is calm at once on a page whose head script held nothing back', () => {
    const { result } = renderHook(() => useCalmMoment());
    expect(result.current).toBe(true);
  });

  it('waits while the taps held back before the app started are still to be replayed', async () => {
    w[EARLY_TAPS_QUEUE] = [];
    w[HYDRATED_FLAG] = false;
    const { result } = renderHook(() => useCalmMoment());
    await wait(700);
    expect(result.current).toBe(false);
    // The replay opened the menu, then ended: the menu is what keeps it waiting now.
    act(() => openDrawer('menu'));
    w[HYDRATED_FLAG] = true;
    await wait(700);
    expect(result.current).toBe(false);
    act(() => closeDrawer('menu'));
    await wait(50);
    expect(result.current).toBe(true);
  });

  it('is judged only once ready: a drawer opened before then keeps it waiting', async () => {
    const { result, rerender } = renderHook(({ ready }) => useCalmMoment(ready), { initialProps: { ready: false } });
    await wait(50);
    expect(result.current).toBe(false);
    act(() => openDrawer('menu'));
    rerender({ ready: true });
    await wait(50);
    expect(result.current).toBe(false);
  });
});
