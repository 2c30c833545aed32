/**
 * /v1 receipts contract: the user's receipts of what was charged, free or refunded. Types only;
 * every endpoint is [auth].
 * - `/order/receipt-list` (GET ok) ReceiptListParams → ReceiptList, newest first.
 * - `/order/receiptDetail` (GET ok) {receiptId} → ReceiptDetail (20003 when not the user's).
 */
import type { BillingAddress } from './address.js';
import type { CardBrand } from './payment.js';
import type { CostType, LineType, OrderMode } from './checkout.js';

export interface ReceiptListParams {
  pageIndex?: number; // from 1
  pageSize?: number; // 1..50, default 10
  costType?: CostType;
}

export interface ReceiptSummary {
  receiptId: number;
  /** The order it charged for (`/order/detail`, renewals included); null when that order is gone. */
  orderId: number | null;
  costType: CostType;
  title: string; // "Classic membership — Jul 14 to Aug 14, 2025"
  amount: number; // USD; negative for a Refund
  currency: 'USD';
  status: 'paid' | 'free' | 'refunded';
  card: { brand: CardBrand; last4: string } | null;
  createdAt: string;
}

export interface ReceiptList {
  list: ReceiptSummary[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export interface ReceiptLine {
  type: LineType | 'refund';
  title: string;
  detail: string;
  quantity: number;
  amount: number;
}

export interface ReceiptDetail extends ReceiptSummary {
  /** The order's mode ('renewal': a monthly renewal, its order at `/order/detail` too); null for old receipts. */
  mode: OrderMode | null;
  lines: ReceiptLine[];
  subtotal: number;
  couponCode: string | null;
  discount: number;
  pointsUsed: number;
  pointsValue: number;
  totalBilled: number;
  periodStart: string | null; // YYYY-MM-DD, membership receipts
  periodEnd: string | null;
  billingAddress: BillingAddress | null;
}
