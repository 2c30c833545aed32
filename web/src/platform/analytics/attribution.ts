import { readDocumentCookie } from '../session/documentCookie.ts';
import { writeSiteCookie } from '../tracking/siteCookie.ts';

/**
 * The attribution record (cookie `rt`): where a visitor came from. One source per
 * visit that arrives from another site (recorded only when the referrer is external), the newest
 * last, at most 3. It is kept on the parent domain, path /, for 365 days (platform/tracking/siteCookie.ts).
 */
export const ATTRIBUTION_COOKIE = 'rt';
const MAX_SOURCES = 3;
/** Keeps 3 sources within a cookie's 4 KB, however long the URLs. */
const MAX_URL_LENGTH = 400;

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export interface AttributionSource extends Record<UtmField, string | null> {
  referrer: string;
  landingPath: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** The recorded sources, oldest first; [] when none or unreadable. */
export function readAttribution(): AttributionSource[] {
  const json = readDocumentCookie(ATTRIBUTION_COOKIE);
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
      .map((entry) => {
        const source: AttributionSource = {
          referrer: String(entry.referrer ?? ''),
          landingPath: String(entry.landingPath ?? '/'),
          timestamp: Number(entry.timestamp) || 0,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          utm_term: null,
          utm_content: null,
        };
        for (const field of UTM_FIELDS)
          source[field] = typeof entry[field] === 'string' && entry[field] !== '' ? (entry[field] as string) : null;
        return source;
      })
      .slice(-MAX_SOURCES);
  } catch {
    return [];
  }
}

/** The newest source, or null. */
export function latestAttribution(): AttributionSource | null {
  const sources = readAttribution();
  return sources[sources.length - 1] ?? null;
}

/** An external referrer: a web page on another host than this one. */
export function isExternalReferrer(referrer: string, here: Location = window.location): boolean {
  if (!referrer) return false;
  try {
    const url = new URL(referrer);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== here.hostname;
  } catch {
    return false;
  }
}

/**
 * At start-up: when this visit comes from another site, adds it as a source with the landing page's
 * utm parameters. Returns the recorded source, or null when nothing was recorded.
 */
export function recordAttribution(
  referrer: string = document.referrer,
  here: Location = window.location,
): AttributionSource | null {
  if (!isExternalReferrer(referrer, here)) return null;
  const params = new URLSearchParams(here.search);
  const source: AttributionSource = {
    referrer: referrer.slice(0, MAX_URL_LENGTH),
    landingPath: (here.pathname + here.search).slice(0, MAX_URL_LENGTH),
    timestamp: Date.now(),
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
  };
  for (const field of UTM_FIELDS) source[field] = params.get(field)?.slice(0, 100) || null;
  const sources = [...readAttribution(), source].slice(-MAX_SOURCES);
  writeSiteCookie(ATTRIBUTION_COOKIE, JSON.stringify(sources));
  return source;
}
