/**
 * /v1 returns contract: sending delivered items of an order back, the return label, and refunds of
 * returned purchases. Types only. Every endpoint is [auth] (account.ts: 40000 / 60005) and reads
 * only the user's own orders and tickets: another user's or an unknown id → 20003 "… not found".
 *
 * ## The label window
 * Items of an order may be returned, and a return label printed, until RETURN_LABEL_DAYS (api env
 * RETURN_LABEL_DAYS, default 14) days after the order's last delivery (the latest deliveredAt of
 * its items). A ticket keeps the window of its order when it was made (`labelUntil`).
 *
 * ## Endpoints
 * - `/order/queryReturnLabelWindow` (GET ok) {orderId} → ReturnLabelWindow.
 * - `/return/preCheckout` (GET ok) {orderId} → ReturnPreCheckout: the items that can be returned
 *   now (rent and purchase lines in state 'delivered'; none once the window has closed), the window,
 *   and what returning each purchase would refund.
 * - `/return/confirm` (POST) {orderId, orderItemIds} → ReturnTicketDetail: one ticket with a unique
 *   return code; its items move 'delivered' → 'return_requested' (order.ts "Item states") and a
 *   return parcel is booked with the carrier (a ShipmentView, direction 'return', status Requested).
 *   All or nothing: an item not of the order → 20003; an item not delivered (already asked back,
 *   returned, bought, on its way) → 23007 with the lifecycle's message ("This item can't be
 *   returned: it is waiting for its return."); the window closed → 23007 RETURN_WINDOW_CLOSED_MESSAGE.
 *   Two confirms racing for the same item: exactly one ticket, the other 23007.
 * - `/return/ticketDetail` (GET ok) {ticketId} → ReturnTicketDetail.
 * - `/return/cancel` (POST) {ticketId} → ReturnTicketDetail (status Cancelled): while its parcel has
 *   not been handed to the carrier (status Requested); its items are 'delivered' again. Cancelled
 *   already → the ticket as it is. Sent already → 23007 ("This item can't be kept (no return was
 *   requested): it is on its way back."), nothing changes.
 * - `GET /v1/return/label?ticketId=` → the printable label: an HTML page (not the envelope) with the
 *   return code (text and a barcode drawing), the member's and the warehouse's addresses. Errors are
 *   envelopes: 20003 (not the user's / unknown), 23007 RETURN_LABEL_USED_MESSAGE (the ticket is not
 *   Requested any more), 23007 RETURN_LABEL_EXPIRED_MESSAGE (after labelUntil).
 *
 * ## A return's travel (the fulfilment clock, fulfilment.ts; `/dev/fulfilment/advance` moves it too)
 * Requested → Return in Transit (items 'return_in_transit') → Returned (items 'returned': a rental
 * frees its Tote slot, member.ts "The box"). Unresolved (items 'unresolved', order Unresolved) when
 * the label was not used by labelUntil, or the parcel has not arrived RETURN_TRANSIT_DAYS (api env,
 * default 10) days after it was sent; a late parcel that does arrive still settles its items.
 *
 * ## Refunds
 * When a ticket with purchase lines is Returned, their amount (capped at what the order's payment
 * has left to refund; nothing for an order paid with points only) is refunded to the card through
 * the payment provider, once per ticket (a retried or concurrent attempt sends the same idempotency
 * key), and a receipt of cost type 'Refund' with a negative amount is written (receipts.ts); the
 * order's receipt becomes 'refunded' and the order page offers 'view-refund'. A provider that
 * cannot be reached is tried again on the next ticks of the clock (refund status 'pending').
 *
 * ## Codes (HTTP 200)
 *   20003 unknown / not the user's order, item or ticket · 23007 an action in the wrong state
 *   40001 invalid parameters
 */
import type { OrderLineView, ShipmentView } from './order.js';

/** Most order items one return names. */
export const RETURN_ITEMS_MAX = 50;
export const RETURN_LABEL_DAYS_DEFAULT = 14;
export const RETURN_TRANSIT_DAYS_DEFAULT = 10;

export const RETURN_WINDOW_CLOSED_MESSAGE = 'The return window of this order has closed.';
export const RETURN_LABEL_USED_MESSAGE = 'This return label has been used or cancelled.';
export const RETURN_LABEL_EXPIRED_MESSAGE = 'This return label has expired.';

export const RETURN_TICKET_STATUSES = [
  'Requested',
  'Return in Transit',
  'Returned',
  'Unresolved',
  'Cancelled',
] as const;
export type ReturnTicketStatus = (typeof RETURN_TICKET_STATUSES)[number];

export interface ReturnLabelWindow {
  orderId: number;
  /** A return can be asked for and its label printed now. */
  open: boolean;
  /** ISO 8601: the last moment of the window; null before anything of the order was delivered. */
  until: string | null;
  /** Why it is closed: "Nothing of this order has been delivered yet." or RETURN_WINDOW_CLOSED_MESSAGE; '' if open. */
  reason: string;
  days: number; // RETURN_LABEL_DAYS
}

export interface ReturnableItem {
  line: OrderLineView;
  /** USD refunded when this purchase comes back; 0 for a rental. */
  refund: number;
}

export interface ReturnPreCheckout {
  orderId: number;
  items: ReturnableItem[];
  window: ReturnLabelWindow;
}

export interface RefundView {
  amount: number; // USD, positive
  status: 'pending' | 'succeeded';
  receiptId: number | null; // the Refund receipt, once succeeded
  refundedAt: string | null;
}

export interface ReturnTicketDetail {
  ticketId: number;
  orderId: number;
  returnCode: string; // "R-7KQ2-M9XD", unique
  status: ReturnTicketStatus;
  items: OrderLineView[];
  /** `/v1/return/label?ticketId=…`: only while status Requested and not after labelUntil. */
  labelUrl: string | null;
  labelUntil: string; // ISO 8601
  /** The return parcel with its carrier events. */
  shipment: ShipmentView;
  /** Returned purchases' refund; null when the ticket refunds nothing (yet). */
  refund: RefundView | null;
  createdAt: string;
}
