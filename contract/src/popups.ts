/**
 * Banners and pop-ups (SPEC §3 "App init" popInfo, §3 Persistence, §9): the shop's own messages, kept in the
 * api's `popups` table (migration 026) so they change without a deploy, and sent with /app/init.
 *
 * ## What /app/init sends (popInfo)
 * The pops active now (startsAt ≤ now < endsAt; a null bound is open) whose audience takes in the caller, as
 * the api sees the session: `guest` (no valid session), `non_member` (signed in, no membership), `member`
 * (signed in with a membership), `all`. Ordered by `position`, then popId. Empty while the setting is off.
 *
 * ## When the web shows one (the browser's local keys: popRecordOf and firstDuePop below)
 * Each pop keeps a showed-up count and the last-showed date in the browser. A pop is due when
 * count < maxShowCount and now − last showed ≥ minIntervalSeconds (never shown: due). Showing it counts a show
 * (count + 1, date = now); closing it keeps the count; "Don't show again" sets the count to
 * POPUP_HIDDEN_FOREVER (99999, SPEC §9), above any maxShowCount. One banner (the first due) shows in a strip of
 * its own above the header (BANNER_RESERVED_ATTRIBUTE below) and one pop-up (the first due) in a modal, at a
 * calm moment: never over an open drawer, dialog or the assistant, never right after a click or key press.
 * The pop `entrance` (ENTRANCE_POP_ID) is the entrance preference: it also shows only while the
 * entrance-preference flag says visible; dismissing it either way sets the flag hidden.
 *
 * ## The setting
 * The api's POPUPS=on|off (default on). Back office: POST /admin/popups/switch {on} turns them on or off — on
 * every api instance sharing REDIS_URL, and for good while Redis keeps it; without Redis on this instance until it
 * restarts; it needs the admin key (`x-admin-key` = ADMIN_KEY; without ADMIN_KEY open outside
 * production only). The e2e shop runs with POPUPS=off so that no pop-up covers another spec's page.
 *
 * ## Codes
 *   40000 admin key missing or wrong (switch) · 40001 invalid parameters
 */

/** banner: a strip at the top of the page; popup: a modal. */
export const POP_KINDS = ['banner', 'popup'] as const;
export type PopKind = (typeof POP_KINDS)[number];

/** Who a pop is for (see "What /app/init sends"). */
export const POP_AUDIENCES = ['guest', 'non_member', 'member', 'all'] as const;
export type PopAudience = (typeof POP_AUDIENCES)[number];

/** The showed-up count that hides a pop forever ("Don't show again"). */
export const POPUP_HIDDEN_FOREVER = 99999;

/** The pop that asks a guest what they shop for; also governed by the entrance-preference flag. */
export const ENTRANCE_POP_ID = 'entrance';

/** One pop of /app/init popInfo. */
export interface PopInfo {
  popId: string;
  kind: PopKind;
  title: string;
  content: string;
  /** A web route or an absolute https URL. */
  link: string;
  /** The link's text, e.g. "Join now". */
  linkLabel: string;
  /** An image URL, or null for none. */
  image: string | null;
  audience: PopAudience;
  /** Shows per browser before it stops (≥ 1). */
  maxShowCount: number;
  /** Seconds that must pass between two shows (≥ 0). */
  minIntervalSeconds: number;
  /** ISO times of the active window; null: open at that end. */
  startsAt: string | null;
  endsAt: string | null;
}

/** POST /admin/popups/switch {on} */
export interface PopupsSwitched {
  on: boolean;
}

/**
 * Pages where a banner or pop-up may show: pages for browsing. Never over a form or a flow the shopper is in the
 * middle of — log-in, sign-up, the subscribe steps, an order, a return, a review, the account pages. The web
 * decides with it which screen shows pops; the gateway, which page's document reserves a banner's space.
 */
const BROWSING_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/home$/,
  /^\/new-arrivals$/,
  /^\/(category|collection|brand)\/[^/]+$/,
  /^\/(brands|occasions|search|wishlist)$/,
  /^\/product\//,
];

export const popsAllowedOn = (pathname: string): boolean => BROWSING_PAGES.some((page) => page.test(pathname));

/** The browser's local key of a pop's showed-up count and last-showed date. */
export const popKey = (popId: string): string => `tote.popup.${popId}`;

/** A pop's record in the browser: shows so far and when it last showed (ms since the epoch; null: never). */
export interface PopRecord {
  count: number;
  lastShownAt: number | null;
}

/** What decides whether a pop is due. */
export interface PopLimits {
  id: string;
  maxShowCount: number;
  minIntervalSeconds: number;
}

// The two functions below are also sent to the browser as the source text of the page's first inline script
// (the gateway's banner reservation), so each refers to nothing outside its own parameters and body.

/** A stored record (the JSON under popKey); missing or broken: never shown. */
export function popRecordOf(raw: string | null): PopRecord {
  let count = 0;
  let lastShownAt: number | null = null;
  try {
    const value = JSON.parse(raw ?? 'null') as { count?: unknown; lastShownAt?: unknown } | null;
    if (value && typeof value === 'object') {
      if (typeof value.count === 'number' && Number.isInteger(value.count) && value.count >= 0) count = value.count;
      if (typeof value.lastShownAt === 'number' && Number.isFinite(value.lastShownAt)) lastShownAt = value.lastShownAt;
    }
  } catch {
    // A broken record counts as none.
  }
  return { count, lastShownAt };
}

/** The first of `pops` that is due now: shown fewer than maxShowCount times, and minIntervalSeconds ago or never. */
export function firstDuePop<P extends PopLimits>(
  pops: readonly P[],
  recordOf: (popId: string) => PopRecord,
  now: number,
): P | null {
  for (const pop of pops) {
    const record = recordOf(pop.id);
    if (record.count >= pop.maxShowCount) continue;
    if (record.lastShownAt === null || now - record.lastShownAt >= pop.minIntervalSeconds * 1000) return pop;
  }
  return null;
}

/**
 * The banner's place on the page: it sits above the header in a strip of its own, and the page reserves that
 * strip before anything is drawn, so nothing moves when the banner's text arrives. The document's first inline
 * script (written by the gateway from /app/init's banners) sets `<html data-banner="popId">` for the banner due
 * by the browser's records; the web's first render shows that banner, and no other, in that space.
 */
export const BANNER_RESERVED_ATTRIBUTE = 'data-banner';
