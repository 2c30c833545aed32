/**
 * /v1 order history contract: the web's `/account/order-history` — tabs, the paged order list and
 * the rental history. Types only. Every endpoint is [auth] (account.ts: 40000 / 60005) and
 * accepts GET and POST. Only the user's own checkouts are listed (monthly renewal charges are
 * receipts, not orders); statuses, item states and actions are order.ts's.
 *
 * ## Tabs (ORDER_TABS), each order in exactly one
 *   current    needs the member or is on its way: open (Unpaid); or an item waiting to ship, on its
 *              way, with her as a rental (delivered, not bought), asked back, on its way back, or
 *              unresolved
 *   past       paid and settled: purchases and memberships delivered, rentals back (returned or bought)
 *   cancelled  cancelled, replaced or expired before payment, or cancelled before anything shipped
 *
 * ## Endpoints
 * - `/order/tabs` {} → OrderTabs: the three tabs in that order with their counts.
 * - `/order/list` {tab?, pageIndex?, pageSize?} → OrderList: the tab's orders, newest first.
 *   tab default 'current'; pageIndex 1-based (default 1); pageSize 1–50 (default 10).
 * - `/user/rental-history` {} → RentalHistorySummary: the member's rented items in numbers, the
 *   Tote slots they take, and the latest few.
 * - `/order/rental-history-page` {filter?, pageIndex?, pageSize?} → RentalHistoryPage: rented items
 *   of paid orders, newest rental first (filter 'out': taking a slot now; 'back': returned or bought;
 *   default 'all'), each with the parcels it travelled in (as the detail's).
 * - `/order/rental-history-detail` {orderItemId} → RentalHistoryDetail: one rented item with the
 *   parcels it travelled in. Another user's item, a line that is not a rental or an unknown id →
 *   20003 "Rental item {id} not found".
 *
 * ## Codes (HTTP 200)
 *   20003 unknown item / not the user's · 40001 invalid parameters (an unknown tab or filter)
 */
import type { OrderDetail, OrderItemState, OrderLineView, ShipmentView } from './order.js';

export const ORDER_TABS = ['current', 'past', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export interface OrderTabs {
  tabs: { tab: OrderTab; title: string; count: number }[]; // titles "Current", "Past", "Cancelled"
}

/** An order in the list: the order page's head, lines and actions (no addresses, card or parcels). */
export type OrderSummary = Pick<
  OrderDetail,
  | 'orderId'
  | 'mode'
  | 'costType'
  | 'createdAt'
  | 'paidAt'
  | 'orderStatus'
  | 'payStatus'
  | 'totalBilled'
  | 'currency'
  | 'lines'
  | 'primaryActions'
  | 'secondaryActions'
>;

export interface OrderList {
  tab: OrderTab;
  list: OrderSummary[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export const RENTAL_FILTERS = ['all', 'out', 'back'] as const;
export type RentalFilter = (typeof RENTAL_FILTERS)[number];

/** A rented item, past or present. */
export interface RentalItem {
  orderItemId: number;
  orderId: number;
  line: OrderLineView; // product, brand, image, size, color, state
  state: OrderItemState;
  /** Taking a Tote slot now: not back yet (order.ts "Item states": neither returned nor bought). */
  out: boolean;
  rentedAt: string; // ISO 8601: its order was paid
  shippedAt: string | null;
  deliveredAt: string | null;
  returnedAt: string | null;
  /** Bought (rent-to-buy): the order that bought it; null otherwise. */
  boughtInOrderId: number | null;
}

export interface RentalHistorySummary {
  total: number; // items ever rented (orders paid, not cancelled)
  out: number; // taking a slot now
  back: number; // returned or bought
  toteUpperLimit: number; // the member's slots
  recent: RentalItem[]; // up to 5, newest first
}

export interface RentalHistoryPage {
  /** Each with the parcels it travelled in (a rental history card shows its carrier and tracking link). */
  list: RentalHistoryDetail[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export interface RentalHistoryDetail extends RentalItem {
  shipments: ShipmentView[]; // the parcels it travelled in, outbound first
}
