/**
 * /v1 order page contract: the web's `/order/{orderId}` page, order statuses and actions, and the
 * order endpoints (detail, cancel). Types only. Both endpoints are [auth] (account.ts: 40000 / 60005).
 * Orders are made by checkout.ts (`/order/create`); this is what the shopper sees of one afterwards.
 *
 * ## Endpoints
 * - `/order/detail` (GET ok) {orderId} → OrderDetail. Only the user's own orders: another user's
 *   or an unknown id → 20003 "Order {id} not found".
 * - `/order/cancel` (POST) {orderId} → OrderDetail (the cancelled order). Cancels an open (Unpaid)
 *   order exactly like a newer checkout replaces one (checkout.ts "Flow" 2): its PaymentIntent is
 *   canceled at the provider first, then its reservations come back — the points (logged
 *   checkout_refund), the promo code, the stock. It becomes orderStatus 'Cancelled', pay status
 *   'failed', payMessage ORDER_CANCELLED_MESSAGE.
 *   - Its payment is processing at the provider, or has succeeded and its result has not arrived
 *     yet → 30008 and nothing changes.
 *   - Already cancelled (by the user or replaced) → the order as it is (cancelling twice is fine).
 *   - Paid or free (pay status success / free) → 23006 "This order is paid and can't be
 *     cancelled. Contact us about returns and refunds."
 *   - The provider unreachable while canceling the PaymentIntent → 30007, nothing changes.
 *
 * ## Actions (primary and secondary), what the page may offer now
 *   primary   processing    the order's payment is processing at the provider (or its success has
 *                           not arrived yet): show it, offer nothing else
 *             pay-now       open (Unpaid) and not processing: pay status pending (never paid, or
 *                           awaiting 3-D Secure), failed or error → `/order/pay`
 *   secondary view-receipt  a receipt exists (receiptId) → `/order/receiptDetail`
 *             cancel-order  open (Unpaid) and not processing → `/order/cancel`
 *             contact-us    always
 * Tracking, returns, return labels and refunds are not built yet: track-{product}, track-return,
 * return-label, return and view-refund are never offered.
 *
 * ## Codes (HTTP 200)
 *   20003 unknown order / not the user's · 23006 a paid order can't be cancelled
 *   30007 payment provider unreachable · 30008 payment result check needed · 40001 invalid parameters
 */
import type { Address } from './address.js';
import type { BrandRef, ImageRef, SaleType } from './catalog.js';
import type { CheckoutMode, CostType, LineType, OrderStatus, PayStatus } from './checkout.js';
import type { CardBrand } from './payment.js';

export const ORDER_CANCELLED_MESSAGE = 'You cancelled this order.';
export const ORDER_NOT_CANCELLABLE_MESSAGE =
  "This order is paid and can't be cancelled. Contact us about returns and refunds.";

export const ORDER_PRIMARY_ACTIONS = ['processing', 'pay-now'] as const;
export const ORDER_SECONDARY_ACTIONS = ['view-receipt', 'cancel-order', 'contact-us'] as const;
export type OrderPrimaryAction = (typeof ORDER_PRIMARY_ACTIONS)[number];
export type OrderSecondaryAction = (typeof ORDER_SECONDARY_ACTIONS)[number];

export interface OrderDetailParams {
  orderId: number;
}

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
}

export interface OrderDetail {
  orderId: number;
  mode: CheckoutMode;
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
  primaryActions: OrderPrimaryAction[];
  secondaryActions: OrderSecondaryAction[];
}
