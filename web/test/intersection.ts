/** IntersectionObserver in tests (jsdom has none): stubbed for the test, which says when things come into view. */
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/** An IntersectionObserver the test moves: `reach(true)` brings the observed boxes near the viewport. */
export function fakeIntersectionObserver() {
  type Observer = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] };
  const observers: Observer[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(
      public callback: IntersectionObserverCallback,
      public options?: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const reach = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers)
        if (o.targets.length)
          o.callback(
            o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            o as unknown as IntersectionObserver,
          );
    });
  return { observers, reach };
}
