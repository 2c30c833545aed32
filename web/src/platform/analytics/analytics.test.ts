import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLoggedIn } from '../session/sessionStore.ts';
import { countsAsSubscribed, startAnalytics, track, type AnalyticsEntry } from './analytics.ts';
import { ATTRIBUTION_COOKIE, readAttribution, recordAttribution } from './attribution.ts';
import { loadTagManager, resetTagManager } from './tagManager.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The user cookie as the gateway writes it (emailHash: SHA-256 hex of the normalised email). */
function signIn({
  email = 'ann.shopper@tote.test',
  ...user
}: { userId?: number; email?: string; subStatus?: string; isMember?: number } = {}) {
  const cookie = {
    userId: 7,
    emailHash: sha256(email),
    name: 'Ann Shopper',
    isMember: 1,
    subStatus: 'Subscribed',
    toteUpperLimit: 6,
    ...user,
  };
  document.cookie = `tote_user=${encodeURIComponent(JSON.stringify(cookie))}; path=/`;
  setLoggedIn(true);
}

const here = (url: string) => new URL(url) as unknown as Location;
const entries = () => (window.dataLayer ?? []) as AnalyticsEntry[];

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  document.cookie = `${ATTRIBUTION_COOKIE}=; Max-Age=0; path=/`;
  resetTagManager();
  for (const meta of document.querySelectorAll('meta[name="tote-tag-manager"]')) meta.remove();
  vi.restoreAllMocks();
});

describe('track', () => {
  it('pushes { event, ...params, user: null } for a guest: no user properties, no email', async () => {
    track('viewProduct', { product_id: 12, product_name: 'Silk Midi Dress', price: 89, brand: undefined });
    expect(entries()).toEqual([
      { event: 'viewProduct', product_id: 12, product_name: 'Silk Midi Dress', price: 89, user: null },
    ]);
    expect(Object.keys(entries()[0]!)).not.toContain('brand');
  });

  it('attaches the user properties when logged in: the hashed email from the user cookie', () => {
    signIn();
    track('login');
    const [entry] = entries();
    expect(entry).toEqual({
      event: 'login',
      user: {
        user_id: '7',
        hashed_email: sha256('ann.shopper@tote.test'),
        subscribed: true,
        sub_status: 'Subscribed',
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
      },
    });
  });

  it('counts Subscribed or Paused as subscribed (SPEC.md §4), Cancelled and Not Subscribed not', async () => {
    expect(['Subscribed', 'Paused', 'Cancelled', 'Not Subscribed'].map(countsAsSubscribed)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    signIn({ subStatus: 'Paused' });
    track('pageView', { page_path: '/' });
    signIn({ subStatus: 'Cancelled' });
    track('pageView', { page_path: '/x' });
    expect(entries().map((e) => [e.user?.subscribed, e.user?.sub_status])).toEqual([
      [true, 'Paused'],
      [false, 'Cancelled'],
    ]);
  });

  it('is logged out again after logout: the user is null (the tag manager forgets the shopper)', async () => {
    signIn();
    track('pageView', { page_path: '/account' });
    setLoggedIn(false);
    track('pageView', { page_path: '/' });
    expect(entries().map((e) => e.user === null)).toEqual([false, true]);
  });

  it('takes the login state of the moment each event is tracked', () => {
    signIn({ email: 'first@tote.test' });
    track('addShippingAddress');
    setLoggedIn(false);
    track('pageView', { page_path: '/' });
    signIn({ email: 'third@tote.test' });
    track('addPaymentInfo');
    expect(entries().map((e) => [e.event, e.user?.hashed_email ?? null])).toEqual([
      ['addShippingAddress', sha256('first@tote.test')],
      ['pageView', null],
      ['addPaymentInfo', sha256('third@tote.test')],
    ]);
  });

  it('adds the utm fields of the newest attribution source to the user properties', async () => {
    recordAttribution(
      'https://news.example.com/a',
      here('http://localhost:3000/?utm_source=newsletter&utm_medium=email&utm_campaign=spring'),
    );
    recordAttribution(
      'https://www.google.com/',
      here(
        'http://localhost:3000/product/12-dress?utm_source=google&utm_medium=cpc&utm_term=silk+dress&utm_content=ad1',
      ),
    );
    signIn();
    track('pageView', { page_path: '/' });
    expect(entries()[0]!.user).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: null,
      utm_term: 'silk dress',
      utm_content: 'ad1',
    });
  });
});

describe('attribution record (cookie rt)', () => {
  it('records a visit from another site with its landing path and utm fields, and keeps the last 3', () => {
    for (const source of ['a', 'b', 'c', 'd']) {
      expect(
        recordAttribution(
          `https://${source}.example.com/`,
          here(`http://localhost:3000/new-arrivals?utm_source=${source}`),
        ),
      ).not.toBeNull();
    }
    const sources = readAttribution();
    expect(sources.map((s) => s.utm_source)).toEqual(['b', 'c', 'd']);
    expect(sources[2]).toMatchObject({
      referrer: 'https://d.example.com/',
      landingPath: '/new-arrivals?utm_source=d',
      utm_medium: null,
    });
    expect(sources[2]!.timestamp).toBeGreaterThan(0);
  });

  it('records nothing without a referrer or when the referrer is this site', () => {
    expect(recordAttribution('', here('http://localhost:3000/?utm_source=x'))).toBeNull();
    expect(recordAttribution('http://localhost:3000/brands', here('http://localhost:3000/?utm_source=x'))).toBeNull();
    expect(readAttribution()).toEqual([]);
  });
});

describe('tag manager', () => {
  const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-tag-manager]')].map((s) => s.src);

  function configure(id: string) {
    const meta = document.createElement('meta');
    meta.name = 'tote-tag-manager';
    meta.content = id;
    document.head.appendChild(meta);
  }

  it('loads nothing without an id; the events still reach window.dataLayer', async () => {
    startAnalytics();
    expect(scripts()).toEqual([]);
    track('pageView', { page_path: '/' });
    expect(entries()).toHaveLength(1);
  });

  it('loads Google Tag Manager for a valid GTM- id, once', () => {
    configure('GTM-AB12CD3');
    startAnalytics();
    loadTagManager();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3']);
    expect(entries()[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads the Google tag for a valid G- id and sends each event with gtag() too', async () => {
    configure('G-XYZ123');
    startAnalytics();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-XYZ123']);
    track('likeProduct', { product_id: 12 });
    const calls = (window.dataLayer ?? [])
      .filter((e) => !Array.isArray(e) && typeof e === 'object' && e !== null && 'length' in e)
      .map((e) => Array.from(e as ArrayLike<unknown>));
    expect(calls.map((c) => c[0])).toEqual(['js', 'config', 'event']);
    expect(calls[1]).toEqual(['config', 'G-XYZ123']);
    expect(calls[2]).toEqual(['event', 'likeProduct', { product_id: 12 }]);
    expect(entries().filter((e) => e.event === 'likeProduct')).toHaveLength(1);
  });

  it.each(['gtm-ab12', 'GTM-', 'G-ab12', 'UA-12345-1', 'GTM-AB 12', 'GTM-AB12"><script>'])(
    'refuses the id %j with a console warning and no script',
    (id) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      configure(id);
      expect(loadTagManager().kind).toBe('invalid');
      expect(scripts()).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('is not GTM- or G- followed by uppercase letters and digits'),
      );
    },
  );
});
