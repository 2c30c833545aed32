import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_MS, watchIdle } from './idle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('page idle (60 s without scroll or click)', () => {
  it('fires after 60 s without activity, not before, once per idle period', () => {
    const onIdle = vi.fn();
    const stop = watchIdle(onIdle);
    expect(IDLE_MS).toBe(60_000);
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    // Activity starts a new period: idle again after another 60 s.
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a scroll (of an inner panel too), click or key press restarts the 60 s', () => {
    const onIdle = vi.fn();
    const stop = watchIdle(onIdle);
    const panel = document.createElement('div');
    document.body.append(panel);
    for (const fire of [
      () => panel.dispatchEvent(new Event('scroll')),
      () => window.dispatchEvent(new Event('click')),
      () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' })),
    ]) {
      vi.advanceTimersByTime(59_000);
      fire();
    }
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
    panel.remove();
  });

  it('stops: no event after stop, activity no longer listened to', () => {
    const onIdle = vi.fn();
    watchIdle(onIdle)();
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(5 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
