/**
 * Banners and pop-ups (SPEC §3 "App init" popInfo, §3 Persistence, §9): the shop's own messages, kept in the
 * api's `popups` table (migration 026) so they change without a deploy, and sent with /app/init.
 *
 * ## What /app/init sends (popInfo)
 * The pops active now (startsAt ≤ now < endsAt; a null bound is open) whose audience takes in the caller, as
 * the api sees the session: `guest` (no valid session), `non_member` (signed in, no membership), `member`
 * (signed in with a membership), `all`. Ordered by `position`, then popId. Empty while the setting is off.
 *
 * ## When the web shows one (the browser's local keys, web/src/banners/popupStorage.ts)
 * Each pop keeps a showed-up count and the last-showed date in the browser. A pop is due when
 * count < maxShowCount and now − last showed ≥ minIntervalSeconds (never shown: due). Showing it counts a show
 * (count + 1, date = now); closing it keeps the count; "Don't show again" sets the count to
 * POPUP_HIDDEN_FOREVER (99999, SPEC §9), above any maxShowCount. One banner (the first due) shows at the top of
 * the page and one pop-up (the first due) in a modal.
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
