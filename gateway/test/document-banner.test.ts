/**
 * The banner's reserved strip (document/banner.ts, contract/popups.ts): a browsing page's document carries an
 * inline script in its head that marks `<html data-banner>` with the banner due by the browser's records (the
 * banners in a JSON block before it), before the page paints, and the page drawn on the server has the strip's space
 * above the header; a page of a flow has neither.
 */
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popKey, POPUP_HIDDEN_FOREVER } from '@tote/contract/popups';
import { BANNER_RESERVATION_SCRIPT, bannerReservationScript } from '../src/http/document/banner.js';
import { startGateway, type Gateway } from './helpers.js';
import { DRAWING_BUDGET_MS, drawnPage, webDist } from './document-helpers.js';

const NOW = Date.UTC(2026, 10, 28, 12);
const BANNERS = [
  { id: 'spent', maxShowCount: 2, minIntervalSeconds: 0 },
  { id: 'daily', maxShowCount: 3, minIntervalSeconds: 86_400 },
  { id: 'last', maxShowCount: 1, minIntervalSeconds: 0 },
];

const RESERVATION = /<script type="application\/json" id="tote-banners">(.*?)<\/script><script>(.*?)<\/script>/s;

/** Runs the banners' block and script as a browser would, on records in local storage; the banner marked, or null. */
function reserved(markup: string, records: Record<string, unknown>, storage: 'ok' | 'refused' = 'ok'): string | null {
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem(key: string) {
      if (storage === 'refused') throw new Error('SecurityError');
      return key in records ? JSON.stringify(records[key]) : null;
    },
  };
  const [, banners, code] = RESERVATION.exec(markup)!;
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    getElementById: (id: string) => (id === 'tote-banners' ? { textContent: banners } : null),
  };
  runInNewContext(code!, { localStorage, document, Date: { now: () => NOW } });
  return attributes.get('data-banner') ?? null;
}

describe('the reservation script', () => {
  const script = bannerReservationScript(BANNERS);

  it('marks the first banner due by the records, as the web decides (firstDuePop)', () => {
    expect(reserved(script, {})).toBe('spent');
    expect(reserved(script, { [popKey('spent')]: { count: 2, lastShownAt: NOW - 1 } })).toBe('daily');
    const spentAndDailyToday = {
      [popKey('spent')]: { count: POPUP_HIDDEN_FOREVER, lastShownAt: null },
      [popKey('daily')]: { count: 1, lastShownAt: NOW - 3_600_000 },
    };
    expect(reserved(script, spentAndDailyToday)).toBe('last');
    expect(reserved(script, { ...spentAndDailyToday, [popKey('last')]: { count: 1, lastShownAt: NOW - 1 } })).toBe(
      null,
    );
  });

  it('reads a broken record as never shown, and refused storage as a first visit', () => {
    expect(reserved(script, { [popKey('spent')]: 'not a record' })).toBe('spent');
    expect(reserved(script, {}, 'refused')).toBe('spent');
  });

  it('is nothing at all when no banner could show', () => {
    expect(bannerReservationScript([])).toBe('');
  });

  it('cannot be ended early by what a banner id holds', () => {
    const hostile = bannerReservationScript([
      { id: '</script><script>alert(1)', maxShowCount: 1, minIntervalSeconds: 0 },
    ]);
    expect([...hostile.matchAll(/<\/script>/g)]).toHaveLength(2);
    expect(hostile.endsWith(`<script>${BANNER_RESERVATION_SCRIPT}</script>`)).toBe(true);
    expect(reserved(hostile, {})).toBe('</script><script>alert(1)');
  });

  it('is the same script on every page, whatever banners it weighs (the pages allow it by its hash)', () => {
    const script = (markup: string) => RESERVATION.exec(markup)![2];
    expect(script(bannerReservationScript(BANNERS))).toBe(BANNER_RESERVATION_SCRIPT);
    expect(script(bannerReservationScript(BANNERS.slice(1)))).toBe(BANNER_RESERVATION_SCRIPT);
  });
});

describe('the pages', () => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway({ webDist: webDist(), pageDataBudgetMs: DRAWING_BUDGET_MS });
  });
  afterAll(() => gw?.close());

  it("a browsing page reserves the due banner's strip (the seed has one for guests) above the header", async () => {
    const home = await drawnPage(`${gw.url}/`);
    const head = home.html.slice(0, home.html.indexOf('</head>'));
    expect(head).toContain('data-banner');
    expect(reserved(head, {})).toBe('welcome-2025');
    expect(home.root.indexOf('class="top-banner-space"')).toBeGreaterThan(-1);
    expect(home.root.indexOf('class="top-banner-space"')).toBeLessThan(home.root.indexOf('<header'));
  });

  it('a browsing page outside the route table (search) reserves it too', async () => {
    const search = await drawnPage(`${gw.url}/search?q=dress`);
    expect(search.status).toBe(200);
    expect(search.html).toContain('data-banner');
    expect(search.root).toContain('class="top-banner-space"');
    expect(search.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('a page of a flow (log-in) shows no banner, so it reserves none', async () => {
    const login = await drawnPage(`${gw.url}/login`);
    expect(login.html).not.toContain('data-banner');
    expect(login.root).not.toContain('top-banner-space');
  });
});
