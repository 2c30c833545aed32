import { useEffect, useState, type RefObject } from 'react';

/**
 * A page's primary actions: its buttons (filled or outlined), its forms' submits, and anything marked so; and what
 * must stay readable beside them (a product page's prices: `data-keep-uncovered`).
 */
const PRIMARY_ACTIONS = '.button, button[type="submit"], [data-primary-action], [data-keep-uncovered]';
/** Any other control: covering its centre would take its clicks (a large one, a product card, keeps the rest). */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex="0"]';
/** The room kept between a floating element and an action, in CSS pixels. */
const ROOM = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right + ROOM && a.right > b.left - ROOM && a.top < b.bottom + ROOM && a.bottom > b.top - ROOM;
}

function coversCentre(own: DOMRect, box: DOMRect): boolean {
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  return x > own.left - ROOM && x < own.right + ROOM && y > own.top - ROOM && y < own.bottom + ROOM;
}

/**
 * Whether the browser skips drawing `element` (inside a `content-visibility: auto` part far from the view, such as
 * `.renders-near-view`): it is nowhere near a fixed element, and measuring it would lay that part out (on the
 * search page ~60 ms at a phone's speed, in one frame).
 */
const skipped = (element: Element): boolean =>
  typeof element.checkVisibility === 'function' && !element.checkVisibility({ contentVisibilityAuto: true });

/** Whether `element`, where it stands, would sit over a primary action, the prices or the centre of any control. */
function isOverAControl(element: HTMLElement): boolean {
  const own = element.getBoundingClientRect();
  const near = (action: Element) => {
    if (element.contains(action) || skipped(action)) return null;
    const box = action.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && overlaps(own, box) ? box : null;
  };
  for (const action of document.querySelectorAll(PRIMARY_ACTIONS)) if (near(action)) return true;
  for (const control of document.querySelectorAll(CONTROLS)) {
    const box = near(control);
    if (box && coversCentre(own, box)) return true;
  }
  return false;
}

/**
 * True while the fixed element at `ref` would sit over one of the page's primary actions, or over the centre of
 * any other control (a link, a field) — at any width, on any page, however the page scrolls or grows — so it can
 * step aside. Looked at once a frame at most, when the page
 * scrolls, resizes or changes. The element must keep its box while it steps aside (opacity and visibility, not
 * display or a move), or it would measure itself away.
 */
export function useOverAControl(ref: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setOver(isOverAControl(element));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    // Images and fonts that load resize the page without changing its nodes (jsdom has no ResizeObserver).
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resizes?.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule, { passive: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      resizes?.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
  return over;
}
