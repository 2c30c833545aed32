/**
 * The checks of the page audit (audit.spec.ts, issue #28): controls covered by another element and a page that scrolls
 * sideways (axe-core's serious or critical violations: axe.ts). The scans run inside the page (page.evaluate): each
 * is a self-contained function, so it must not use anything from this module's scope.
 */
import type { Page, Request } from '@playwright/test';

/**
 * The page's requests in flight, for waiting until the network is calm. Playwright's 'networkidle' load state is
 * reached once per document: a pop-up's request or code chunk that starts later is not waited for.
 */
export function watchNetwork(page: Page): { calm: (timeout?: number) => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const start = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const end = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** Resolves once nothing has been in flight for 500 ms, or after `timeout` ms regardless. */
    async calm(timeout = 5_000) {
      const until = Date.now() + timeout;
      while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastChange < 500)) {
        await page.waitForTimeout(100);
      }
    },
  };
}

export interface CoveredControl {
  control: string;
  cover: string;
  /** Where it was hit-tested: with the page at its top, or scrolled to the middle of the viewport. */
  at: 'scroll top' | 'scrolled into view';
}

export interface CoverScan {
  /** The name of the topmost open modal dialog, whose controls alone were checked; null when none is open. */
  dialog: string | null;
  checked: number;
  covered: CoveredControl[];
}

/**
 * Hit-tests every visible link, button, [role=button] and form field: the element at the centre of its visible box
 * must be the control, inside it, or inside one of its labels (a visually hidden radio inside its label is fine).
 * A visible control has a box of at least 2 × 2 px inside its clipping ancestors, is not visibility:hidden and not
 * inside [aria-hidden=true] or [inert]. With a modal dialog open only its controls count: the page behind it is
 * inert. First, at the page's top, what the shopper sees on landing: the controls of fixed and sticky layers (the
 * header, where a banner may lie over it) and those wholly in the viewport; then every other control scrolled to the
 * middle of the viewport, where neither a sticky header nor a floating button legitimately covers anything.
 */
export function scanCovered(): CoverScan {
  const CONTROLS =
    'a[href], button, [role="button"], input:not([type="hidden"]), select, textarea, summary, [role="link"]';
  const name = (el: Element): string => {
    const label =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
        ? Array.from(el.labels ?? [])
            .map((l) => l.textContent ?? '')
            .join(' ') ||
          el.getAttribute('placeholder') ||
          `${el.getAttribute('type') ?? el.tagName.toLowerCase()}[name=${el.getAttribute('name') ?? ''}]`
        : el instanceof HTMLElement
          ? el.innerText
          : (el.textContent ?? ''));
    return label.replace(/\s+/g, ' ').trim().slice(0, 50);
  };
  const short = (el: Element): string =>
    el.tagName.toLowerCase() +
    (el.id ? `#${el.id}` : '') +
    Array.from(el.classList)
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
  const path = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
      parts.unshift(short(e));
    }
    return parts.join(' > ');
  };
  const describe = (el: Element): string => {
    const text = name(el);
    return text ? `${path(el)} "${text}"` : path(el);
  };
  /** The fixed or sticky layer, dialog or labelled region the covering element belongs to: where to fix it. */
  const layer = (el: Element): string => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const position = getComputedStyle(e).position;
      const pinnedLayer = position === 'fixed' || position === 'sticky';
      if (pinnedLayer || e.matches('dialog, [role="dialog"], header, footer, section[aria-label], aside[aria-label]')) {
        const label = e === el ? '' : ` in ${short(e)}${e.getAttribute('aria-label') ? ` "${name(e)}"` : ''}`;
        return `${label}${pinnedLayer ? ` (${position})` : ''}`;
      }
    }
    return '';
  };

  const hidden = (el: Element): boolean =>
    !el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"], [inert]') !== null;

  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;

  /** The centre of the control's largest box, clipped by the ancestors that clip it and the viewport; null if none. */
  const centre = (el: Element): { x: number; y: number } | null => {
    const rects = Array.from(el.getClientRects()).filter((r) => r.width >= 2 && r.height >= 2);
    if (rects.length === 0) return null;
    const box = rects.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
    let { left, top, right, bottom } = box;
    for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
      const style = getComputedStyle(p);
      const r = p.getBoundingClientRect();
      if (style.overflowX !== 'visible') {
        left = Math.max(left, r.left);
        right = Math.min(right, r.right);
      }
      if (style.overflowY !== 'visible') {
        top = Math.max(top, r.top);
        bottom = Math.min(bottom, r.bottom);
      }
      if (style.position === 'fixed') break;
    }
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, viewportWidth);
    bottom = Math.min(bottom, viewportHeight);
    if (right - left < 2 || bottom - top < 2) return null;
    return { x: (left + right) / 2, y: (top + bottom) / 2 };
  };

  const reachedBy = (el: Element, hit: Element): boolean => {
    if (hit === el || el.contains(hit)) return true;
    const labels =
      el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
        ? Array.from(el.labels ?? [])
        : [];
    return labels.some((label) => label.contains(hit));
  };

  const modals = Array.from(document.querySelectorAll('dialog, [role="dialog"], [role="alertdialog"]')).filter(
    (d) =>
      (d instanceof HTMLDialogElement ? d.matches(':modal') : d.getAttribute('aria-modal') === 'true') && !hidden(d),
  );
  // The browser keeps focus inside the topmost modal; the last one in the document otherwise.
  const topmost = modals.find((d) => d.contains(document.activeElement)) ?? modals.at(-1) ?? null;
  const scope: ParentNode = topmost ?? document;
  const controls = Array.from(scope.querySelectorAll(CONTROLS)).filter((el) => !hidden(el));

  const covered = new Map<Element, CoveredControl>();
  let checked = 0;
  const test = (el: Element, at: CoveredControl['at']): void => {
    const point = centre(el);
    if (!point) return;
    checked += 1;
    const hit = document.elementFromPoint(point.x, point.y);
    if (hit && reachedBy(el, hit)) return;
    covered.set(el, {
      control: describe(el),
      cover: hit ? `${describe(hit)}${layer(hit)}` : 'nothing (outside the page)',
      at,
    });
  };

  /** In a layer that stays put while the page scrolls: the header, a bottom bar, a floating button, a banner. */
  const pinned = (el: Element): boolean => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const position = getComputedStyle(e).position;
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };

  const scroller = topmost ?? document.scrollingElement ?? document.documentElement;
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  scroller.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const inView = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= viewportHeight && r.right <= viewportWidth;
  };
  for (const el of controls) if (pinned(el) || inView(el)) test(el, 'scroll top');
  for (const el of controls) {
    if (covered.has(el)) continue;
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    test(el, 'scrolled into view');
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  scroller.scrollTo({ top: 0, left: 0, behavior: 'instant' });

  return {
    dialog: topmost
      ? (topmost.getAttribute('aria-label') ?? name(topmost.querySelector('h1, h2, h3') ?? topmost))
      : null,
    checked,
    covered: [...covered.values()],
  };
}

export interface SidewaysScan {
  scrollWidth: number;
  viewportWidth: number;
  /** The outermost elements reaching past the viewport's right edge (where the overflow starts). */
  culprits: string[];
}

/** The page scrolls sideways when the document is wider than the viewport (by more than a rounding pixel). */
export function scanSideways(): SidewaysScan {
  const viewportWidth = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  const culprits: string[] = [];
  if (scrollWidth > viewportWidth + 1) {
    const clipsX = (el: Element): boolean => getComputedStyle(el).overflowX !== 'visible';
    const over = (el: Element): boolean => el.getBoundingClientRect().right > viewportWidth + 1;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!over(el) || culprits.length >= 3) continue;
      let parent = el.parentElement;
      let contained = false;
      for (; parent && parent !== document.body; parent = parent.parentElement) {
        if (clipsX(parent) || over(parent)) {
          contained = true;
          break;
        }
      }
      if (contained) continue;
      const text = (el instanceof HTMLElement ? el.innerText : '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = Array.from(el.classList)
        .slice(0, 2)
        .map((c) => `.${c}`);
      const right = Math.round(el.getBoundingClientRect().right);
      culprits.push(
        `${el.tagName.toLowerCase()}${classes.join('')}${text ? ` "${text}"` : ''} (right edge ${right}px)`,
      );
    }
  }
  return { scrollWidth, viewportWidth, culprits };
}
