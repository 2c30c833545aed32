/**
 * /v1 tracking and inventory contract (issue 4). Types only.
 *
 * ## `/context/tracking` (POST; token optional) — SPEC.md §3 "Tracking event", §4 event names.
 * Params: TrackingEvent. `event_type` must be one of TRACKING_EVENT_TYPES (else 40001). The api
 * stores the event with the session user (the token's user wins over `user_id`), the request's
 * device id and user agent headers when the fields are absent, and the time. `star` and
 * `order_type` are accepted and ignored. Response data: { recorded: true } (clients do not read it).
 *
 * ## `/inventory/stock` (POST) — the api's own: sets a SKU's stock (warehouse intake, returns).
 * Params {sku, stock (0..100000)} → StockChange. Allowed with the header `x-admin-key` equal to the
 * ADMIN_KEY environment variable; without ADMIN_KEY configured it is allowed only outside
 * production (development and tests). Refused → 40000. When the stock goes from 0 to more, pending
 * back-in-stock requests for that SKU are mailed (see wishlist.ts) — `notified` counts them.
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
  /** Back-in-stock mails sent by this change. */
  notified: number;
}
