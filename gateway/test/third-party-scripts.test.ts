import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { thirdPartyScripts } from '../src/http/thirdPartyScripts.js';
import { page, webDist } from './document-helpers.js';
import { startGateway, type Gateway } from './helpers.js';

const UTT_ID = 'A1234567-1a2b-4c3d-8e9f-0123456789ab1';
const ORG_ID = 'o-1ABC23-eu1';
const VENDOR_HOSTS = /impactcdn|impactradius|fullstory/;
const dist = webDist();

function directives(policy: string | null): Map<string, string[]> {
  const entries = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...sources]) => [name, sources]));
}

describe('affiliate tracking and session recording settings', () => {
  let none: Gateway;
  let both: Gateway;
  let invalid: Gateway;
  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    none = await startGateway({ webDist: dist, thirdParties: {} });
    both = await startGateway({
      webDist: dist,
      thirdParties: { affiliateTrackingId: UTT_ID, affiliateEventTypes: 'subscribe=12345', sessionRecordingId: ORG_ID },
    });
    invalid = await startGateway({
      webDist: dist,
      thirdParties: { affiliateTrackingId: 'A1"><script>', sessionRecordingId: 'o-1ABC23-na1' },
    });
  });
  afterAll(async () => {
    await Promise.all([none.close(), both.close(), invalid.close()]);
    vi.restoreAllMocks();
  });

  it('unset: no meta tag, no vendor host in the CSP', async () => {
    const res = await page(`${none.url}/login`);
    expect(res.html).not.toMatch(/tote-affiliate|tote-session-recording/);
    expect(res.headers.get('content-security-policy')).not.toMatch(VENDOR_HOSTS);
  });

  it('valid: both meta tags in the head and each vendor’s hosts in the CSP', async () => {
    const res = await page(`${both.url}/login`);
    const { html } = res;
    expect(html).toMatch(
      new RegExp(
        `<head>.*<meta name="tote-affiliate" content="${UTT_ID}" data-event-types="subscribe=12345">.*</head>`,
        's',
      ),
    );
    expect(html).toContain(`<meta name="tote-session-recording" content="${ORG_ID}">`);
    const policy = directives(res.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(['https://utt.impactcdn.com', 'https://edge.eu1.fullstory.com']),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.impactradius-event.com', 'https://rs.eu1.fullstory.com']),
    );
    expect(policy.get('img-src')).toContain('https://*.impactradius-event.com');
  });

  it('invalid: a warning naming each variable, and neither the meta tag nor the hosts', async () => {
    const res = await page(`${invalid.url}/login`);
    expect(res.html).not.toMatch(/tote-affiliate|tote-session-recording|<script>"/);
    expect(res.headers.get('content-security-policy')).not.toMatch(VENDOR_HOSTS);
    const warn = vi.fn();
    expect(
      thirdPartyScripts(
        { affiliateTrackingId: 'nope', affiliateEventTypes: 'buy=1', sessionRecordingId: 'o-X-na1' },
        warn,
      ),
    ).toEqual({});
    expect(warn.mock.calls.map(([text]) => /gateway: (\w+)/.exec(String(text))?.[1])).toEqual([
      'AFFILIATE_TRACKING_ID',
      'AFFILIATE_EVENT_TYPES',
      'SESSION_RECORDING_ID',
    ]);
  });
});
