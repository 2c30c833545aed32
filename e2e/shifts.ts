/**
 * The shift guard (issue #31, no lost taps): a control the server drew that moves when the app takes over is one a
 * tap aimed at the server's page misses. The page's links, buttons and fields in the first viewport are measured
 * when the document is parsed (DOMContentLoaded: the app hydrates tasks later, once its screen's code has come) and
 * again once the app runs: each must stand where it stood. One the app removed or replaced is not compared.
 */
import type { Page } from '@playwright/test';

interface Drawn {
  /** The app was already running when the document was parsed: nothing to compare with. */
  ready: boolean;
  /** Each control as the server drew it: the element itself (hydration keeps the server's elements), where it stood. */
  controls: Array<{ element: Element; name: string; left: number; top: number }>;
}

declare global {
  interface Window {
    __toteDrawn?: Drawn;
  }
}

/** In the page, before its scripts: the controls of the first viewport at DOMContentLoaded. */
function recordDrawn(): void {
  document.addEventListener('DOMContentLoaded', () => {
    const controls: Drawn['controls'] = [];
    const root = document.getElementById('root');
    for (const element of Array.from(root?.querySelectorAll('a[href], button, input, select, textarea') ?? [])) {
      const r = element.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || r.top >= innerHeight || element.closest('dialog')) continue;
      const label = element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '';
      const name = `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      controls.push({ element, name, left: Math.round(r.left), top: Math.round(r.top + scrollY) });
    }
    window.__toteDrawn = { ready: document.documentElement.dataset['app'] === 'ready', controls };
  });
}

export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(recordDrawn);
}

/** Once the app runs: each control the server drew in the first viewport that has moved since, one line each. */
export async function shiftsSinceDrawn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawn = window.__toteDrawn;
    if (!drawn || drawn.ready) return [];
    return drawn.controls.flatMap(({ element, name, left, top }) => {
      if (!element.isConnected) return [];
      const r = element.getBoundingClientRect();
      const [x, y] = [Math.round(r.left), Math.round(r.top + scrollY)];
      if (Math.abs(x - left) <= 2 && Math.abs(y - top) <= 2) return [];
      return [`${name} moved from (${left}, ${top}) to (${x}, ${y}) as the app took over`];
    });
  });
}
