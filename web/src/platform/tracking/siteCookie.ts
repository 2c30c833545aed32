import { readDocumentCookie } from '../session/documentCookie.ts';

/** SPEC §3/§9: the shop's own cookies (fingerprint, resolution, network, language, rt) live 365 days. */
export const SITE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

function isIpOrLocal(hostname: string): boolean {
  return !hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':');
}

/**
 * Writes a readable cookie (path /, SameSite=Lax, 365 days) on the widest domain the browser accepts: the parent
 * domain (shop.tote.com → tote.com; a public suffix such as co.uk is refused by the browser, so the next one is
 * tried), else on this host only — always on this host only for localhost and IP addresses.
 */
export function writeSiteCookie(name: string, value: string, maxAgeSeconds = SITE_COOKIE_MAX_AGE_SECONDS): void {
  const base = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; path=/; SameSite=Lax`;
  const hostname = window.location.hostname;
  if (!isIpOrLocal(hostname)) {
    const labels = hostname.split('.');
    for (let i = labels.length - 2; i >= 0; i--) {
      document.cookie = `${base}; domain=.${labels.slice(i).join('.')}`;
      if (readDocumentCookie(name) === value) return;
    }
  }
  document.cookie = base;
}
