/** Receipts (contract/receipts.ts): one per completed order, written in the order's transaction; and their views. */
import type { Selectable } from 'kysely';
import type { BillingAddress } from '@tote/contract/address';
import type { CardBrand } from '@tote/contract/payment';
import type { ReceiptDetail, ReceiptSummary } from '@tote/contract/receipts';
import type { Db } from '../../platform/db/schema.js';
import { money } from '../catalog/index.js';
import { longDate, ymd, type PlanRow } from '../member/index.js';
import { COST_TYPE } from './modes.js';
import type { OrderItemRow, StoredOrderRow as OrderRow } from '../orders/index.js';
import type { ReceiptTable } from './tables.js';

type ReceiptRow = Selectable<ReceiptTable>;

const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;
const monthDay = (d: Date): string =>
  d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function receiptTitle(
  order: OrderRow,
  items: OrderItemRow[],
  plan: PlanRow | null,
  period: { start: Date; end: Date } | null,
): string {
  const count = (type: OrderItemRow['type']) =>
    items.filter((i) => i.type === type).reduce((n, i) => n + i.quantity, 0);
  switch (COST_TYPE[order.mode]) {
    case 'Subscription':
      return (
        `${plan?.name ?? 'Tote'} membership` + (period ? ` — ${monthDay(period.start)} to ${longDate(period.end)}` : '')
      );
    case 'Premium':
      return `Next box early — ${plan?.name ?? 'Tote'} membership`;
    case 'Purchase':
      return `Purchase — ${plural(count('purchase') + count('rent-to-buy'), 'item')}`;
    default: {
      const buy = count('purchase');
      return `Rental order — ${plural(count('rent'), 'item')} to rent${buy ? `, ${plural(buy, 'item')} to buy` : ''}`;
    }
  }
}

export async function createReceipt(
  trx: Db,
  order: OrderRow,
  items: OrderItemRow[],
  ctx: { plan: PlanRow | null; period: { start: Date; end: Date } | null; now: Date },
): Promise<number> {
  const row = await trx
    .insertInto('receipts')
    .values({
      user_id: order.user_id,
      order_id: order.id,
      cost_type: COST_TYPE[order.mode],
      mode: order.mode,
      title: receiptTitle(order, items, ctx.plan, ctx.period),
      status: order.total_cents === 0 ? 'free' : 'paid',
      lines: JSON.stringify(
        items.map((i) => ({
          type: i.type,
          title: i.title,
          detail: i.detail,
          quantity: i.quantity,
          amount_cents: i.amount_cents,
        })),
      ),
      subtotal_cents: order.subtotal_cents,
      discount_cents: order.discount_cents,
      coupon_code: order.coupon_code,
      points_used: order.points_used,
      amount_cents: order.total_cents,
      card_brand: order.total_cents > 0 ? order.card_brand : null,
      card_last4: order.total_cents > 0 ? order.card_last4 : null,
      billing_address: order.billing_address ? JSON.stringify(order.billing_address) : null,
      period_start: ctx.period ? ymd(ctx.period.start) : null,
      period_end: ctx.period ? ymd(ctx.period.end) : null,
      created_at: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function receiptSummary(r: ReceiptRow): ReceiptSummary {
  return {
    receiptId: r.id,
    orderId: r.order_id,
    costType: r.cost_type,
    title: r.title,
    amount: money(r.amount_cents),
    currency: 'USD',
    status: r.status,
    card: r.card_brand && r.card_last4 ? { brand: r.card_brand as CardBrand, last4: r.card_last4 } : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

const dateText = (d: string | Date | null): string | null =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : ymd(d);

export function receiptDetail(r: ReceiptRow): ReceiptDetail {
  return {
    ...receiptSummary(r),
    mode: r.mode,
    lines: r.lines.map((l) => ({
      type: l.type,
      title: l.title,
      detail: l.detail,
      quantity: l.quantity,
      amount: money(l.amount_cents),
    })),
    subtotal: money(r.subtotal_cents),
    couponCode: r.coupon_code,
    discount: money(r.discount_cents),
    pointsUsed: r.points_used,
    pointsValue: money(r.points_used),
    totalBilled: money(Math.max(r.amount_cents, 0)),
    periodStart: dateText(r.period_start),
    periodEnd: dateText(r.period_end),
    billingAddress: r.billing_address as BillingAddress | null,
  };
}

/**
 * A Refund receipt (contract/returns.ts "Refunds"): the returned lines and the refunded amount,
 * negative, on the order's card; the order's own receipt becomes 'refunded'.
 */
export async function createRefundReceipt(
  trx: Db,
  order: OrderRow,
  lines: Pick<OrderItemRow, 'title' | 'detail' | 'quantity' | 'amount_cents'>[],
  amountCents: number,
  now: Date,
): Promise<number> {
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const row = await trx
    .insertInto('receipts')
    .values({
      user_id: order.user_id,
      order_id: order.id,
      cost_type: 'Refund',
      mode: order.mode,
      title: `Refund — ${plural(count, 'item')} returned`,
      status: 'refunded',
      lines: JSON.stringify(
        lines.map((l) => ({
          type: 'refund',
          title: l.title,
          detail: l.detail,
          quantity: l.quantity,
          amount_cents: -l.amount_cents,
        })),
      ),
      subtotal_cents: -amountCents,
      amount_cents: -amountCents,
      card_brand: order.card_brand,
      card_last4: order.card_last4,
      billing_address: order.billing_address ? JSON.stringify(order.billing_address) : null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('receipts')
    .set({ status: 'refunded' })
    .where('order_id', '=', order.id)
    .where('cost_type', '<>', 'Refund')
    .execute();
  return row.id;
}
