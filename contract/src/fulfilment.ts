/**
 * /v1 fulfilment contract: how paid orders travel, and how the warehouse and the carrier say so. Types only.
 *
 * Paid orders that ship (orderStatus 'Requested') are packed, shipped and delivered; rentals come back
 * and are inspected. FULFILMENT (api env) says who moves them:
 * - `simulated` (the default outside production): the local carrier on a clock. Each tick moves every
 *   order on its way one step — packing it (one parcel, or two for more than 2 items, each with a
 *   tracking code and a "Label created" event), then one parcel one scan on: picked up (Incoming), then
 *   delivered. A two-parcel order reads Requested → Partially Incoming → Incoming → Partially Delivered
 *   → Delivered (order.ts "Statuses"). The clock ticks every FULFILMENT_STEP_MS (default 60 000; 0 stops
 *   it), once across api instances.
 * - `webhook`: only the warehouse's and carrier's signed events below move orders; the clock still
 *   settles refunds and marks returns that did not come back in time, but moves no parcel.
 * Production refuses to start without FULFILMENT, and with `webhook` but no FULFILMENT_WEBHOOK_SECRET.
 * The webhook takes events in either mode once FULFILMENT_WEBHOOK_SECRET is set (development and the
 * end-to-end tests drive it next to the simulated clock).
 *
 * ## Endpoints
 * - `/dev/fulfilment/advance` (POST; development and tests only: not registered in production → 40004)
 *   {orderId?, steps?} → FulfilmentAdvanceResult: `steps` ticks (1–50, default 1) now, for the one order or
 *   for every order on its way. An unknown order, one not on its way, or any order with FULFILMENT=webhook
 *   moves nothing (moved 0).
 * - `/fulfilment/events` (POST, the warehouse's webhook) a FulfilmentEvent as the JSON body, signed:
 *   header `Tote-Signature: t=<unix seconds>,v1=<hex>` where hex is HMAC-SHA256 with
 *   FULFILMENT_WEBHOOK_SECRET over `${t}.${rawBody}` (several v1= entries are allowed while a secret is
 *   rotated). → FulfilmentEventResult.
 *   - Missing, malformed or wrong signature, a timestamp more than FULFILMENT_SIGNATURE_WINDOW_S away
 *     from the api's clock, or no secret set → 40000 (HTTP 401), nothing changes.
 *   - A body that is not a FulfilmentEvent → 40001 (HTTP 400).
 *   - Unknown order, parcel (tracking number) or order item → 20003; an event that does not fit the
 *     state (out of order) → 23011; nothing changes and the event id is not recorded, so the same event
 *     may be sent again once it fits.
 *   - An event id already applied → success with duplicate: true, nothing changes again (two deliveries
 *     at once change things once).
 *
 * ## Events (the order they fit in)
 *   order.packed      {orderId, orderItemIds?}   the lines (default: every line waiting to ship and not
 *                     packed yet) are packed in one parcel (status Requested, the shop's reference as its
 *                     tracking code until it ships) → answer's trackingCode
 *   parcel.shipped    {orderId, carrier, trackingNumber, trackingUrl?, orderItemIds?}   the order's first
 *                     packed parcel (or the one holding orderItemIds) is with the carrier: its carrier,
 *                     tracking number and link replace the reference; status Incoming, its items shipped
 *   parcel.scanned    {trackingNumber, location, description?}   a scan on the way (outbound Incoming or
 *                     return Return in Transit): added to the parcel's events, nothing else moves
 *   parcel.delivered  {trackingNumber}   an outbound parcel delivered: its items delivered
 *   return.shipped    {trackingNumber, carrier?, trackingUrl?}   a return parcel (the label's tracking
 *                     code, returns.ts) picked up: Return in Transit, its items on their way back
 *   return.received   {trackingNumber}   the return parcel arrived at the warehouse: its items returned,
 *                     refunds due as returns.ts says
 *   item.inspected    {orderItemId, outcome}   a returned rental inspected ("Inspection")
 * Every event has `id` (the sender's event id, 1–200 characters) and may have `occurredAt` (ISO 8601,
 * default now) for the scan it writes.
 *
 * ## Inspection (OrderLineView.inspection)
 *   fine            back on the shelf: the SKU's stock +1 (a size back from 0 sends back-in-stock mails)
 *   needs-cleaning  out for cleaning: stock unchanged; a later item.inspected `fine` (or `damaged`, `lost`)
 *                   after cleaning decides
 *   damaged, lost   leaves stock for good (its stock already went down when it was rented)
 * `fine`, `damaged` and `lost` are final: a later inspection of the item → 23011.
 */

export interface FulfilmentAdvanceResult {
  /** Steps that moved an order (a parcel packed or scanned). */
  moved: number;
}

export const FULFILMENT_MODES = ['simulated', 'webhook'] as const;
export type FulfilmentMode = (typeof FULFILMENT_MODES)[number];

/** How far an event's signature timestamp may be from the api's clock (seconds), either way. */
export const FULFILMENT_SIGNATURE_WINDOW_S = 300;
/** The header of the webhook's signature. */
export const FULFILMENT_SIGNATURE_HEADER = 'tote-signature';

export const INSPECTION_OUTCOMES = ['fine', 'needs-cleaning', 'damaged', 'lost'] as const;
export type InspectionOutcome = (typeof INSPECTION_OUTCOMES)[number];

export const FULFILMENT_EVENT_TYPES = [
  'order.packed',
  'parcel.shipped',
  'parcel.scanned',
  'parcel.delivered',
  'return.shipped',
  'return.received',
  'item.inspected',
] as const;
export type FulfilmentEventType = (typeof FULFILMENT_EVENT_TYPES)[number];

export interface FulfilmentEventResult {
  /** The event id, as sent. */
  id: string;
  /** The event was applied before: nothing changed now. */
  duplicate: boolean;
  /** The order it concerns. */
  orderId: number;
  /** order.packed: the new parcel's tracking code (the shop's reference until it ships); else null. */
  trackingCode: string | null;
}
