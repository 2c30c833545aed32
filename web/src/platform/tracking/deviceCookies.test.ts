import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCookie } from 'cookie';
import { recordAttribution } from '../analytics/attribution.ts';
import { DEVICE_COOKIES, deviceCookieValues, fingerprint, hash53, writeDeviceCookies } from './deviceCookies.ts';

declare const jsdom: { reconfigure(options: { url: string }): void };

const originalUrl = window.location.href;
let writes: string[];
let cookieSetter: ReturnType<typeof vi.spyOn>;

function clearCookies() {
  for (const name of Object.keys(parseCookie(document.cookie))) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    document.cookie = `${name}=; Max-Age=0; path=/; domain=.tote.test`;
  }
}

beforeEach(() => {
  writes = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  cookieSetter = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, v) {
    writes.push(v);
    descriptor.set!.call(this, v);
  });
});
afterEach(() => {
  cookieSetter.mockRestore();
  clearCookies();
  jsdom.reconfigure({ url: originalUrl });
});

const written = (name: string) => writes.filter((w) => w.startsWith(`${name}=`));

describe('device cookies (SPEC §3)', () => {
  it('fingerprint, resolution, network, language: path /, 365 days, on this host for localhost', () => {
    writeDeviceCookies();
    const jar = parseCookie(document.cookie);
    expect(jar).toMatchObject({
      fingerprint: fingerprint(),
      resolution: `${screen.width}x${screen.height}`,
      network: 'unknown',
      language: navigator.language,
    });
    for (const name of DEVICE_COOKIES) {
      expect(written(name)).toEqual([
        `${name}=${encodeURIComponent(jar[name]!)}; Max-Age=31536000; path=/; SameSite=Lax`,
      ]);
    }
  });

  it('on the parent domain when the host has one; never on an IP address', () => {
    jsdom.reconfigure({ url: 'https://shop.tote.test/brands' });
    writeDeviceCookies();
    expect(written('language').at(-1)).toBe(
      `language=${encodeURIComponent(navigator.language)}; Max-Age=31536000; path=/; SameSite=Lax; domain=.tote.test`,
    );
    clearCookies();

    jsdom.reconfigure({ url: 'http://192.168.1.20:8080/' });
    writes = [];
    writeDeviceCookies();
    expect(writes.every((w) => !w.includes('domain='))).toBe(true);
  });

  it('the network type when the browser tells it; the deviceId cookie is left alone', () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '4g' } });
    document.cookie = 'deviceId=dev-from-gateway; path=/';
    writes = [];
    writeDeviceCookies();
    expect(deviceCookieValues().network).toBe('4g');
    expect(parseCookie(document.cookie)).toMatchObject({ network: '4g', deviceId: 'dev-from-gateway' });
    expect(written('deviceId')).toEqual([]);
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('the fingerprint is a stable hash of stable traits: the same on every call, different for other traits', () => {
    expect(fingerprint()).toBe(fingerprint());
    expect(fingerprint()).toMatch(/^[0-9a-f]{14}$/);
    expect(hash53('a|b')).toBe(hash53('a|b'));
    expect(hash53('a|b')).not.toBe(hash53('a|c'));
  });

  it('the attribution cookie rt uses the same site-cookie rule (365 days, parent domain)', () => {
    jsdom.reconfigure({ url: 'https://shop.tote.test/?utm_source=news' });
    recordAttribution('https://news.example/a');
    expect(written('rt').at(-1)).toMatch(/; Max-Age=31536000; path=\/; SameSite=Lax; domain=\.tote\.test$/);
  });
});
