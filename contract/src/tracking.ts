/**
 * /v1 tracking and inventory contract (issue 4). Types only.
 *
 * ## `/context/tracking` (POST; token optional) — one tracking event of a known name.
 * Params: TrackingEvent. `event_type` must be one of TRACKING_EVENT_TYPES (else 40001 naming
 * event_type); other fields that fail their type or length → 40001 naming them. The api stores
 * the event with the session user (the token's user wins over `user_id`; without a valid token,
 * `user_id` is kept when such a user exists), the request's device id header when `device_id` is
 * absent, the user agent header, and the time. `star` and `order_type` are accepted and ignored.
 * An event without country, region and city gets those of its `ip` (else of the request's address, which then
 * becomes its `ip`) from the location lookup (contract/location.ts).
 * Response data: { recorded: true } (clients do not read it).
 *
 * `ip` is the caller's to give, and the api's caller is the gateway, never a browser: the gateway always sends
 * the address it resolved for the request (its TRUST_PROXY rule) and its GraphQL input has no ip field, so no
 * client can put another address into an event. The web's fields (GraphQL TrackEventInput): app_version (the
 * build id), device_type (768 px breakpoint), session_id (app init's), user_id, timezone, the stored location
 * (lat, lon, country, region, city), refer, shop_product_id, color_id.
 *
 * ## `/dev/tracking` (GET; outside production only) — the events of one `session_id` (required), oldest first,
 * at most `limit` (1..200, default 100): { list: events without id and time }. For tests; it never lists events
 * at large.
 *
 * Every event is the client's to send, `add_tote_box` and `add_wishlist` included: the
 * web sends them once a /shopCart/add or /wishlist/add has succeeded, with the page (`refer`),
 * product, color and time zone that only the client knows.
 *
 * ## `/inventory/stock` (POST) — the api's own: sets a SKU's stock (warehouse intake, returns).
 * Params {sku, stock (0..100000)} → StockChange. Allowed with the header `x-admin-key` equal to the
 * ADMIN_KEY environment variable; without ADMIN_KEY configured it is allowed only outside
 * production (development and tests). Refused → 40000 (checked before the parameters). Unknown
 * sku → 20003; stock outside 0..100000 → 40001. When the stock goes from 0 to more, the pending
 * back-in-stock requests for that SKU, earliest first, each take one of the units back as a hold and are mailed
 * once (see wishlist.ts "Holds"); `stock` is what is left for everyone, `held` how many units were held,
 * `notified` counts the mails sent. A change from more to more holds nothing and mails nobody.
 */

export const TRACKING_EVENT_TYPES = [
  'tote_init',
  'first_time_visitor',
  'returning_visitor',
  'view_page',
  'view_pdp',
  'add_wishlist',
  'page_idle',
  'cancel_subscription',
  'choose_cancel_reason',
  'submit_review',
  'reactivate',
  'confirm_order',
  'add_tote_box',
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

export interface TrackingEvent {
  event_type: TrackingEventType;
  platform?: string;
  app_version?: string;
  device_id?: string;
  device_type?: string;
  user_id?: number;
  session_id?: string;
  ip?: string;
  timezone?: string;
  lat?: number;
  lon?: number;
  country?: string;
  region?: string;
  city?: string;
  refer?: string;
  shop_product_id?: number;
  color_id?: number;
  star?: number;
  order_type?: string;
}

export interface TrackingResult {
  recorded: true;
}

export interface StockChange {
  sku: string;
  stock: number;
  previousStock: number;
  /** Units of this change held for members who asked to be told (taken out of `stock`). */
  held: number;
  /** Back-in-stock mails sent by this change. */
  notified: number;
}

/** The longest value of each text field of a tracking event (/context/tracking). */
export const TRACKING_TEXT_MAX = {
  platform: 40,
  app_version: 40,
  device_id: 200,
  device_type: 40,
  session_id: 200,
  ip: 64,
  timezone: 64,
  country: 64,
  region: 100,
  city: 100,
  refer: 2000,
} as const;
