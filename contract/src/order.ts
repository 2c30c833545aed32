/**
 * /v1 order page contract: the web's `/order/{orderId}` page, order statuses and actions, and the
 * order endpoints (detail, cancel). Types only. Both endpoints are [auth] (account.ts: 40000 / 60005).
 * Orders are made by checkout.ts (`/order/create`); this is what the shopper sees of one afterwards.
 * The order history (tabs, list, rental history) is order-history.ts.
 *
 * ## Endpoints
 * - `/order/detail` (GET ok) {orderId} → OrderDetail. Only the user's own orders: another user's
 *   or an unknown id → 20003 "Order {id} not found". The user's monthly renewal orders (mode
 *   'renewal', member.ts "Renewals") are served too, though they are not checkouts and not in the
 *   order history: one membership line, renewalPeriod, the amount and card, orderStatus Unpaid
 *   (pay status pending, failed or error while the renewal waits for its next attempt), Delivered
 *   once paid (nothing ships) or Cancelled (closed: the last attempt failed, or no longer due), and
 *   only the actions processing, view-receipt and contact-us. `/order/cancel`, `/order/pay` and the
 *   share answer 20003 for them.
 * - `/order/cancel` (POST) {orderId} → OrderDetail (the cancelled order).
 *   - An open (Unpaid) order is cancelled exactly like a newer checkout replaces one (checkout.ts
 *     "Flow" 2): its PaymentIntent is canceled at the provider first, then its reservations come
 *     back — the points (logged checkout_refund), the promo code, the stock. It becomes orderStatus
 *     'Cancelled', pay status 'failed', payMessage ORDER_CANCELLED_MESSAGE.
 *   - A paid order that charged nothing (pay status free: rentals are in the membership) is
 *     cancelled while nothing of it has shipped (orderStatus 'Requested'): its reservations come
 *     back the same way, its items become 'cancelled', orderStatus 'Cancelled', pay status stays
 *     'free', payMessage ORDER_CANCELLED_MESSAGE. Cancelling and the carrier shipping it are
 *     serialized on the order: the order ends cancelled (nothing ships) or shipped (23006
 *     ORDER_SHIPPED_MESSAGE), never both.
 *   - Its payment is processing at the provider, or has succeeded and its result has not arrived
 *     yet → 30008 and nothing changes.
 *   - Already cancelled (by the user or replaced) → the order as it is (cancelling twice is fine).
 *   - Charged (pay status success) → 23006 ORDER_NOT_CANCELLABLE_MESSAGE (a refund is a return);
 *     shipped already → 23006 ORDER_SHIPPED_MESSAGE.
 *   - The provider unreachable while canceling the PaymentIntent → 30007, nothing changes.
 *
 * ## Statuses (SPEC §4: order or shipment statuses)
 * An order's status follows from its payment, its items and its shipments (the api's one state
 * machine, api/src/orders/lifecycle.ts):
 *   Unpaid               open checkout, not paid yet
 *   Requested            paid; nothing of it has left the warehouse yet (a membership-only order,
 *                        which ships nothing, is Delivered once paid)
 *   Partially Incoming   some shipments are with the carrier, others not picked up yet
 *   Incoming             every item is with the carrier, none delivered yet
 *   Partially Delivered  some items delivered, others still on their way
 *   Delivered            every item delivered (the member has her rentals, or kept them)
 *   Return in Transit    an item is on its way back
 *   Returned             every rented item came back (returned, or bought); nothing on its way back
 *   Unresolved           an item did not come back in time
 *   Cancelled            cancelled before payment (or replaced / expired), or before anything shipped
 * Open, Full and Paused are box statuses named in the same list (member.ts): never an order's.
 * A shipment (ShipmentView) is Requested (label created) → Incoming → Delivered going out, and
 * Requested → Return in Transit → Returned | Unresolved coming back.
 *
 * ## Item states (OrderLineView.state; null for a membership or rent-to-buy line)
 *   pending → shipped → delivered → return_requested → return_in_transit → returned | unresolved;
 *   bought (a rented item the member kept: rent-to-buy); cancelled (its order cancelled before it shipped).
 * A rented item that is out — paid and not back: pending, shipped, delivered, return_requested,
 * return_in_transit or unresolved, and not bought — takes one of the member's Tote slots
 * (`toteUpperLimit`, member.ts "The box"); returned or bought frees it.
 *
 * ## Actions (primary and secondary), what the page may offer now
 *   primary   processing    the order's payment is processing at the provider (or its success has
 *                           not arrived yet): show it, offer nothing else
 *             pay-now       open (Unpaid) and not processing: pay status pending (never paid, or
 *                           awaiting 3-D Secure), failed or error → `/order/pay`
 *             track-tote    an outbound shipment is with the carrier and not everything has arrived
 *                           (Incoming, Partially Incoming, Partially Delivered): the shipments' events
 *             track-return  a return shipment is on its way (Return in Transit)
 *             return-label  an item's return is requested and its label not used yet
 *   secondary return        an item delivered and not returned, bought or asked back yet
 *             view-receipt  a receipt exists (receiptId) → `/order/receiptDetail`
 *             contact-us    always
 *             view-refund   the order's receipt was refunded
 *             cancel-order  open (Unpaid) and not processing, or free and Requested (nothing shipped)
 * Returns and refunds (`/return/*`, `/order/queryReturnLabelWindow`) move items through the same
 * table: returns.ts.
 *
 * ## Codes (HTTP 200)
 *   20003 unknown order / not the user's · 23006 a paid order can't be cancelled, or it has shipped
 *   23007 an item action in the wrong state (nothing changes)
 *   30007 payment provider unreachable · 30008 payment result check needed · 40001 invalid parameters
 */
import type { Address } from './address.js';
import type { BrandRef, ImageRef, SaleType } from './catalog.js';
import type { CostType, LineType, OrderMode, PayStatus } from './checkout.js';
import type { CardBrand } from './payment.js';
import type { InspectionOutcome } from './fulfilment.js';

export const ORDER_CANCELLED_MESSAGE = 'You cancelled this order.';
export const ORDER_NOT_CANCELLABLE_MESSAGE =
  "This order is paid and can't be cancelled. Contact us about returns and refunds.";

export const ORDER_SHIPPED_MESSAGE =
  "This order has shipped and can't be cancelled. You can return it once it arrives.";

import type { OrderStatus } from './order-status.js';
export { ORDER_STATUSES, type OrderStatus } from './order-status.js';

export const ORDER_ITEM_STATES = [
  'pending',
  'shipped',
  'delivered',
  'return_requested',
  'return_in_transit',
  'returned',
  'unresolved',
  'bought',
  'cancelled',
] as const;
export type OrderItemState = (typeof ORDER_ITEM_STATES)[number];

export const SHIPMENT_STATUSES = [
  'Requested',
  'Incoming',
  'Delivered',
  'Return in Transit',
  'Returned',
  'Unresolved',
  'Cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const ORDER_PRIMARY_ACTIONS = ['processing', 'pay-now', 'track-tote', 'track-return', 'return-label'] as const;
export const ORDER_SECONDARY_ACTIONS = ['return', 'view-receipt', 'cancel-order', 'contact-us', 'view-refund'] as const;
export type OrderPrimaryAction = (typeof ORDER_PRIMARY_ACTIONS)[number];
export type OrderSecondaryAction = (typeof ORDER_SECONDARY_ACTIONS)[number];

export interface OrderLineView {
  orderItemId: number;
  type: LineType;
  /** rent for rent lines; purchase for purchase and rent-to-buy lines; null for a membership line. */
  saleType: SaleType | null;
  title: string; // the title when ordered: "Classic membership" / the product's title
  detail: string; // "6 items at a time · 1 month" / "Size M · Black"
  quantity: number;
  unitPrice: number;
  amount: number; // unitPrice × quantity (0 for rent lines)
  // The item's product and SKU (null for a membership line, or a product no longer in the catalog).
  shopProductId: number | null;
  sku: string | null;
  brand: BrandRef | null;
  image: ImageRef | null; // the cover of the line's color
  size: string | null; // "M" / "US 8"
  color: { colorId: number; name: string; hex: string } | null;
  /**
   * A rented item of a completed order, not bought yet: what it costs to keep it (rent-to-buy,
   * RENT_TO_BUY_PERCENT of the purchase price; checkout with mode rent-to-buy and this
   * orderItemId). Null otherwise.
   */
  buyPrice: number | null;
  /** Where the item is (header "Item states"); null for a membership or rent-to-buy line. */
  state: OrderItemState | null;
  /**
   * What the warehouse decided when a returned rental came back (fulfilment.ts "Inspection"); null before it is
   * inspected, and for lines that do not come back.
   */
  inspection: InspectionOutcome | null;
}

/** A carrier's scan of a shipment, oldest first. */
export interface TrackingEventView {
  status: ShipmentStatus;
  description: string; // "Picked up by the carrier"
  location: string; // "Newark, NJ"
  occurredAt: string; // ISO 8601
}

/** One parcel of an order: going out (outbound) or coming back (return). */
export interface ShipmentView {
  shipmentId: number;
  direction: 'outbound' | 'return';
  carrier: string; // "Tote Local Carrier"
  trackingCode: string; // unique
  /** The carrier's tracking page for this parcel (http or https only); null when the carrier gave none. */
  trackingUrl: string | null;
  status: ShipmentStatus;
  orderItemIds: number[]; // the lines in the parcel
  createdAt: string; // ISO 8601, the label
  shippedAt: string | null; // picked up by the carrier
  deliveredAt: string | null; // delivered (or back at the warehouse)
  events: TrackingEventView[];
  returnTicketId: number | null; // a return parcel's ticket (/return/ticketDetail); null going out
}

/** The membership period a renewal order pays for: YYYY-MM-DD, end exclusive (the next billing date). */
export interface RenewalPeriod {
  start: string;
  end: string;
}

export interface OrderDetail {
  orderId: number;
  /** The checkout's mode, or 'renewal' for a monthly renewal order. */
  mode: OrderMode;
  costType: CostType;
  createdAt: string; // ISO 8601
  paidAt: string | null; // ISO 8601; completed orders (success or free)
  orderStatus: OrderStatus;
  payStatus: PayStatus;
  /**
   * The reason of a failed / error / closed payment ("Your card was declined.", ORDER_CANCELLED_MESSAGE); ''
   * otherwise.
   */
  payMessage: string;
  lines: OrderLineView[];
  subtotal: number;
  couponCode: string | null;
  discount: number; // the promo code's
  pointsUsed: number;
  pointsValue: number; // USD
  shipping: number; // 0
  totalBilled: number;
  currency: 'USD';
  /** The card of the last payment attempt (masked); null before the first attempt and for free orders. */
  card: { brand: CardBrand; last4: string } | null;
  /**
   * The shipping address: the snapshot stored with the order at /order/create
   * (shippingAddressSource 'order'); for an order stored without one, the user's current shipping
   * address ('current'); null (source null) when there is neither.
   */
  shippingAddress: Address | null;
  shippingAddressSource: 'order' | 'current' | null;
  receiptId: number | null;
  /**
   * A renewal order's period: the paid period (its receipt's) once paid, else the one it would pay
   * for (the billing date to a month later). Null for checkouts.
   */
  renewalPeriod: RenewalPeriod | null;
  /** Outbound parcels first, then returns, each oldest first; [] before anything is packed. */
  shipments: ShipmentView[];
  primaryActions: OrderPrimaryAction[];
  secondaryActions: OrderSecondaryAction[];
}
