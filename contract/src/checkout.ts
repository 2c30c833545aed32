/**
 * /v1 checkout contract: the checkout of every subscribe mode, pricing it, paying it and the
 * payment result. Promo codes are in coupons.ts, bonus credits (points) in points.ts, receipts in
 * receipts.ts. Types only. Every endpoint is [auth] (account.ts: 40000 / 60005). Reads accept GET
 * and POST; changes are POST. Money is USD in dollars (89.5); points are integers, 100 points = $1.
 *
 * ## Flow
 * 1. `/order/pre-pay-detail` {mode, …} → PrePayDetail: the lines, discount, points and totalBilled.
 *    Writes nothing. Same rules and errors as create.
 * 2. `/order/create` {mode, …, idempotencyKey?} → OrderCreated. Prices the checkout exactly like
 *    pre-pay-detail and reserves what it uses: the points (taken from the balance), the promo code
 *    (one use), the stock of the items. A user has at most one open (unpaid) order: creating one
 *    closes the previous open order and gives its reservations back (its pay status becomes
 *    'failed', orderStatus 'Cancelled', message "This checkout was replaced by a newer one."; its
 *    PaymentIntent is canceled at the provider first). If that order's payment is processing at the
 *    provider, or has succeeded and its result has not arrived yet → 30008 and nothing changes.
 *    An open order left alone for UNPAID_ORDER_EXPIRY_MINUTES (no create, pay or payment event
 *    touched it) expires the same way: the api's sweep cancels its PaymentIntent and closes it
 *    (reservations back, pay status 'failed', orderStatus 'Cancelled', message "This checkout
 *    expired. Please start again."); one whose payment is processing is left for its result.
 *    The same idempotencyKey (per user) answers the order it created the first time.
 *    totalBilled 0 (100% promo code, points, rent-only) → status 'free': the order is completed at
 *    once, nothing is charged, no payment method is needed.
 * 3. `/order/pay` {orderId, idempotencyKey, paymentMethodId?, returnUrl?} → PayResult. Creates the
 *    order's PaymentIntent (one per order, idempotency key derived from the order) and confirms it
 *    with the payment method (the given one, else the saved card: 23004 without either) and an
 *    idempotency key derived from yours. The same idempotencyKey sent twice — a double click, a
 *    retry, concurrently — confirms once and charges once; every answer describes that one payment.
 *    A new key is a new attempt (after 'failed' or 'error'); an order already paid is never charged
 *    again (any key answers its 'success'). The mode is checked again before charging (23001, 23002).
 *    The provider unreachable → 30007 (the order's status becomes 'error'). The order's payment is
 *    'processing' at the provider → 30008 (check the result; don't pay again).
 * 4. When PayResult.paymentIntent.status is 'requires_action' (3-D Secure), send the browser to
 *    paymentIntent.nextAction.redirectToUrl.url (with Stripe: stripe.handleNextAction /
 *    confirmCardPayment with the clientSecret and return_url). It comes back to returnUrl with
 *    ?payment_intent=…&redirect_status=…; then `/order/queryPayResult` {orderId} → PayResult.
 *    With Stripe the order turns 'success' when Stripe's webhook arrives, so a just-succeeded
 *    intent may still read 'pending' for a moment: poll queryPayResult (every 1–2 s).
 *
 * ## Pay statuses — PayResult.status
 *   pending  not paid yet: awaiting payment, authentication, processing or the provider's webhook
 *   success  paid; its effects are applied (membership, receipt, items out of the Tote)
 *   failed   the last attempt failed (declined, authentication failed) — `message` is the
 *            provider's ("Your card has insufficient funds.") — or the order was closed
 *   error    the provider could not be reached in the last attempt (30007 was answered)
 *   free     nothing to pay; effects applied at /order/create
 * The web's failure page gets message + status=2 + totalBilled; success gets orderIds, redirectUri
 * and totalBilled.
 *
 * ## Modes — what each needs of the membership state (else 23001 / 23002), its lines, its cost type
 *   subscribe            Not Subscribed              the plan, 1 month                           Subscription
 *   resubscribe          Cancelled                   the plan, 1 month                           Subscription
 *   resume-subscription  Paused                      the plan, 1 month                           Subscription
 *   unlock-early         Subscribed, box locked      the current plan, 1 month (planId ignored)  Premium
 *   purchase-only        logged in                   purchase items                              Purchase
 *   rent-only            Subscribed, box not locked  rent items at $0 (included)                 Order
 *   rent-and-purchase    Subscribed, box not locked  rent items at $0 + purchase items           Order
 *   rent-to-buy          isMember 1                  rented items at 80% of the purchase price   Purchase
 * (The box lock is member.ts's.)
 * - planId: the plan to (re)subscribe or resume on; default the member's current plan, else the
 *   default plan (member.ts PlanList.defaultPlanId). Unknown planId → 20003.
 * - Items: `cartItemIdList` (Tote cartItemIds) for the purchase/rent modes, default: the checked
 *   items of the needed sections. Rent items: at most toteUpperLimit. `orderItemIdList` for
 *   rent-to-buy: rent lines of the user's own completed rental orders not bought yet. No items →
 *   23003. An item no longer available (off shelf or not enough stock) → 21003 naming it.
 * - Purchased and rented items leave the Tote when the order completes; their stock is reserved at
 *   create (given back if the order is closed).
 * - Every mode needs a saved shipping address (address.ts) at create → 23004 "Add a shipping
 *   address first."; paying needs a payment method → 23004 "Add a payment method first."
 * - Shipping is free; no tax is added.
 *
 * ## Points
 * `points` = how many points to use; more than the balance → 50003 "You have only {n} points."
 * At most what the order costs after the promo code is used (PrePayDetail.points.used). An open
 * order holds its points (they leave the balance at /order/create); pre-pay-detail counts them as
 * available, since a new checkout gives them back.
 *
 * ## Endpoints
 * - `/order/pre-pay-detail` (GET ok) CheckoutParams → PrePayDetail.
 * - `/order/create` (POST) CheckoutParams & {idempotencyKey?} → OrderCreated.
 * - `/order/pay` (POST) PayParams → PayResult.
 * - `/order/queryPayResult` (GET ok) {orderId} → PayResult (20003 when not the user's order).
 *
 * ## Codes (HTTP 200)
 *   20003 unknown order / plan / cartItemId / orderItemId (not the user's)
 *   21001 more rent items than the plan's toteUpperLimit · 21005 "Only {n} left of {title} in {size}."
 *   21003 an item is no longer available ("{title} in {size} is no longer available.")
 *   23001 mode not allowed from the membership state (member.ts) · 23002 box locked
 *   23003 nothing to check out · 23004 address or payment method missing · 23005 order closed
 *   30007 payment provider error / unavailable · 30008 payment result check needed
 *   50000–50004 promo codes (coupons.ts) · 50003 points · 40001 invalid parameters
 */
import type { OrderStatus } from './order-status.js';
import type { Address } from './address.js';
import type { CardBrand, IntentStatus } from './payment.js';
import type { Plan } from './member.js';

export const CHECKOUT_MODES = [
  'subscribe',
  'resubscribe',
  'unlock-early',
  'resume-subscription',
  'rent-to-buy',
  'purchase-only',
  'rent-only',
  'rent-and-purchase',
] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];
/** The modes of stored orders: the checkout modes and the sweep's monthly renewals (member.ts "Renewals"). */
export type OrderMode = CheckoutMode | 'renewal';

/** An open (unpaid) checkout untouched for this long is closed by the sweep ("Flow" 2). */
export const UNPAID_ORDER_EXPIRY_MINUTES = 30;

/** Most Tote items (cartItemIdList) or order items (orderItemIdList) one checkout names. */
export const CHECKOUT_ITEMS_MAX = 100;
/** Longest promo code. */
export const COUPON_CODE_MAX = 64;
/** An idempotency key: 8 to 100 letters, digits or - _ : . (a Tote add takes any 1 to 100 characters). */
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;

export const RENT_TO_BUY_PERCENT = 80; // of the purchase price

export type PayStatus = 'pending' | 'success' | 'failed' | 'error' | 'free';
/** SPEC §4's order statuses (order.ts "Statuses"); a checkout's order is Unpaid, Requested, Delivered or Cancelled. */
export type { OrderStatus };
export type CostType = 'Subscription' | 'Purchase' | 'Refund' | 'Premium' | 'Order';
export type LineType = 'subscription' | 'rent' | 'purchase' | 'rent-to-buy';

export interface CheckoutParams {
  mode: CheckoutMode;
  planId?: number;
  couponCode?: string;
  points?: number; // ≥ 0
  cartItemIdList?: number[];
  orderItemIdList?: number[];
}

export interface CheckoutLine {
  type: LineType;
  title: string; // "Classic membership" / product title
  detail: string; // "6 items at a time · 1 month" / "Size M · Black"
  quantity: number;
  unitPrice: number;
  amount: number; // unitPrice × quantity (0 for rent lines)
  cartItemId: number | null;
  orderItemId: number | null; // rent-to-buy: the rented line
  sku: string | null;
  shopProductId: number | null;
  imageUrl: string | null;
}

export interface AppliedCoupon {
  code: string;
  description: string;
  discount: number; // USD taken off
}

export interface CouponSummary {
  code: string;
  description: string;
  discountType: 'percent' | 'amount';
  discountValue: number; // percent, or USD
  appliesTo: 'membership' | 'purchase' | 'any';
  firstSubscriptionOnly: boolean;
  expiresAt: string | null;
}

export interface PrePayDetail {
  mode: CheckoutMode;
  plan: Plan | null; // membership modes
  lines: CheckoutLine[];
  subtotal: number;
  coupon: AppliedCoupon | null;
  discount: number; // the coupon's
  points: { balance: number; requested: number; used: number; value: number }; // value USD
  shipping: number; // 0
  totalBilled: number;
  currency: 'USD';
  isFree: boolean;
  /** Membership modes: the billing date after this checkout (YYYY-MM-DD); else the current one or null. */
  nextBillingDate: string | null;
  shippingAddress: Address | null;
  hasPaymentMethod: boolean;
  boundCoupons: CouponSummary[];
  messageList: string[]; // "Your membership starts today and renews on 2025-08-14."
}

/** What was stored (the same figures as the PrePayDetail it was priced from). */
export interface OrderCreated {
  orderId: number;
  orderIds: number[]; // [orderId] (the payment result page takes a list)
  mode: CheckoutMode;
  status: 'pending' | 'free';
  lines: CheckoutLine[];
  subtotal: number;
  couponCode: string | null;
  discount: number;
  pointsUsed: number;
  totalBilled: number;
  currency: 'USD';
}

export interface PayParams {
  orderId: number;
  idempotencyKey: string; // 8..100 chars [A-Za-z0-9_-:.]; one per pay button press
  paymentMethodId?: string; // default: the saved card
  returnUrl?: string; // absolute http(s); default {WEB_ORIGIN}/payment-result-check?orderIds={orderId}
}

export interface ClientPaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  nextAction: { type: 'redirect_to_url'; redirectToUrl: { url: string; returnUrl: string } } | null;
}

/** /order/pay and /order/queryPayResult */
export interface PayResult {
  orderId: number;
  orderIds: number[];
  mode: CheckoutMode;
  status: PayStatus;
  orderStatus: OrderStatus;
  message: string; // '' on success; the reason otherwise
  totalBilled: number;
  currency: 'USD';
  /** Where the web goes after success: '/account/my-subscription' for membership modes, '/order/{id}' else. */
  redirectUri: string;
  card: { brand: CardBrand; last4: string } | null;
  paymentIntent: ClientPaymentIntent | null; // null for free orders and before the first /order/pay
  receiptId: number | null; // once completed
}
