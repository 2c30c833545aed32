import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLoggedIn } from '../../session/sessionStore.ts';
import { fingerprint } from '../../tracking/deviceCookies.ts';
import { resetAffiliate } from './affiliate.ts';
import { forward, resetThirdParties, startThirdParties } from './index.ts';

const UTT_ID = 'A1234567-1a2b-4c3d-8e9f-0123456789ab1';
const ORG_ID = 'o-1ABC23-eu1';
const EMAIL = 'ann.shopper@tote.test';
const hash = (algorithm: string) => createHash(algorithm).update(EMAIL).digest('hex');

function meta(name: string, content: string, attributes: Record<string, string> = {}) {
  const tag = document.createElement('meta');
  tag.name = name;
  tag.content = content;
  for (const [key, value] of Object.entries(attributes)) tag.setAttribute(key, value);
  document.head.appendChild(tag);
}

/** The user cookie as the gateway writes it: the email's hashes, never the email. */
function signIn() {
  const cookie = {
    userId: 7,
    emailHash: hash('sha256'),
    emailSha1: hash('sha1'),
    name: 'Ann',
    subStatus: 'Subscribed',
  };
  document.cookie = `tote_user=${encodeURIComponent(JSON.stringify(cookie))}; path=/`;
  setLoggedIn(true);
}

const ireCalls = () => (window.ire?.a ?? []).map((args) => Array.from(args));
const scriptSrcs = () => Array.from(document.querySelectorAll('script'), (script) => script.src);

afterEach(() => {
  resetThirdParties();
  resetAffiliate();
  for (const tag of document.querySelectorAll('meta')) tag.remove();
  document.cookie = 'tote_user=; Max-Age=0; path=/';
  setLoggedIn(false);
  vi.restoreAllMocks();
});

describe('affiliate tracking (impact.com UTT)', () => {
  it('loads the tag of the configured id and identifies the signed-in customer with the SHA-1 email', () => {
    meta('tote-affiliate', UTT_ID);
    signIn();
    startThirdParties();
    expect(scriptSrcs()).toContain(`https://utt.impactcdn.com/${UTT_ID}.js`);
    expect(window.ire_o).toBe('ire');
    expect(ireCalls()).toEqual([
      ['identify', { customerId: '7', customerEmail: hash('sha1'), customProfileId: fingerprint() }],
    ]);
    expect(JSON.stringify(ireCalls())).not.toContain(EMAIL);
  });

  it('identifies a guest by the profile id only, and again on login', () => {
    meta('tote-affiliate', UTT_ID);
    startThirdParties();
    signIn();
    forward('login', {});
    expect(ireCalls()).toEqual([
      ['identify', { customerId: '', customerEmail: '', customProfileId: fingerprint() }],
      ['identify', { customerId: '7', customerEmail: hash('sha1'), customProfileId: fingerprint() }],
    ]);
  });

  it('reports a paid membership as a conversion of its event type; none without one', () => {
    meta('tote-affiliate', UTT_ID, { 'data-event-types': 'subscribe=12345' });
    signIn();
    forward('subscribe', {
      order_id: 42,
      value: 89,
      currency: 'USD',
      plan: 'Monthly',
      plan_code: 'M1',
      mode: 'member',
    });
    forward('purchaseRental', { order_id: 43, value: 20, currency: 'USD', mode: 'buy' });
    const conversions = ireCalls().filter(([name]) => name === 'trackConversion');
    expect(conversions).toEqual([
      [
        'trackConversion',
        12345,
        {
          orderId: '42',
          customerId: '7',
          customerEmail: hash('sha1'),
          currencyCode: 'USD',
          items: [{ subTotal: 89, category: 'membership', sku: 'M1', quantity: 1, name: 'Monthly' }],
        },
        { verifySiteDefinitionMatch: true },
      ],
    ]);
  });

  it('refuses an id of another form: a warning, no script, no queue', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    meta('tote-affiliate', 'A123"><script>');
    startThirdParties();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not an impact.com UTT id'));
    expect(window.ire).toBeUndefined();
    expect(scriptSrcs().filter((src) => src.includes('impactcdn'))).toEqual([]);
  });
});

describe('session recording (Fullstory, EU)', () => {
  it('refuses an org id outside the EU data center', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    meta('tote-session-recording', 'o-1ABC23-na1');
    startThirdParties();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('EU data center'));
    expect(scriptSrcs().filter((src) => src.includes('fullstory'))).toEqual([]);
  });

  it('loads the EU recording script and identifies the customer by id, hashed email and profile id', () => {
    meta('tote-session-recording', ORG_ID);
    signIn();
    startThirdParties();
    expect(scriptSrcs()).toContain(`https://edge.eu1.fullstory.com/s/fs.js?org=${ORG_ID}`);
    const queue = JSON.stringify((window as unknown as { FS: { q?: unknown[] } }).FS.q);
    expect(queue).toContain('setIdentity');
    expect(queue).toContain(hash('sha256'));
    expect(queue).toContain(fingerprint());
    expect(queue).not.toContain(EMAIL);
  });
});
