import { writeSiteCookie } from './siteCookie.ts';
import { timeZone } from './timeZone.ts';

/**
 * The device cookies of SPEC §3, written at start-up (each write renews the 365 days): fingerprint, resolution,
 * network, language. `deviceId` is the gateway's (it mints it, HttpOnly or not): never written here.
 */
export const DEVICE_COOKIES = ['fingerprint', 'resolution', 'network', 'language'] as const;

interface NetworkInformation {
  effectiveType?: string;
}

/** Traits that do not change from one visit to the next on the same browser (nothing random, no time). */
function stableTraits(): string[] {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    String(nav.hardwareConcurrency ?? ''),
    String(nav.deviceMemory ?? ''),
    String(nav.maxTouchPoints ?? ''),
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    timeZone(),
  ];
}

/** A 53-bit hash (cyrb53) of the text as 14 hex digits: the same text always gives the same value. */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The browser's fingerprint: computed here from stable traits, no third-party script. */
export function fingerprint(): string {
  return hash53(stableTraits().join('|'));
}

/** The values of the device cookies, as written. */
export function deviceCookieValues(): Record<(typeof DEVICE_COOKIES)[number], string> {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return {
    fingerprint: fingerprint(),
    resolution: `${screen.width}x${screen.height}`,
    network: connection?.effectiveType || 'unknown',
    language: navigator.language || 'unknown',
  };
}

export function writeDeviceCookies(): void {
  for (const [name, value] of Object.entries(deviceCookieValues())) writeSiteCookie(name, value);
}
