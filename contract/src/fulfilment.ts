/**
 * /v1 fulfilment contract: the local carrier's clock. Types only.
 *
 * Paid orders that ship (orderStatus 'Requested') are packed and shipped by the api's fulfilment
 * service: each tick of its clock moves every order on its way one step — packing it (one parcel,
 * or two for more than 2 items, each with a tracking code and a "Label created" event), then one
 * parcel one scan on: picked up (Incoming), then delivered. A two-parcel order reads Requested →
 * Partially Incoming → Incoming → Partially Delivered → Delivered (order.ts "Statuses").
 * The clock ticks every FULFILMENT_STEP_MS (api env; default 60 000; 0 stops it), once across api
 * instances.
 *
 * ## Endpoint (development and tests only: not registered in production → 40004)
 * - `/dev/fulfilment/advance` (POST) {orderId?, steps?} → FulfilmentAdvanceResult: `steps` ticks
 *   (1–50, default 1) now, for the one order or for every order on its way. An unknown order, or
 *   one not on its way, moves nothing (moved 0).
 */

export interface FulfilmentAdvanceResult {
  /** Steps that moved an order (a parcel packed or scanned). */
  moved: number;
}
