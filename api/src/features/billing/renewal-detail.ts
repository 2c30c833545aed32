/**
 * What the order page shows of a monthly renewal order (contract/order.ts `/order/detail`): the
 * period it pays for, and of the lifecycle's actions only those that fit an order the shop made
 * itself — it is never paid, cancelled or returned by the member.
 */
import type { OrderPrimaryAction, OrderSecondaryAction, RenewalPeriod } from '@tote/contract/order';
import { addMonths, ymd } from '../member/index.js';
import type { StoredOrderRow } from '../orders/index.js';

const RENEWAL_PRIMARY: ReadonlySet<OrderPrimaryAction> = new Set(['processing']);
const RENEWAL_SECONDARY: ReadonlySet<OrderSecondaryAction> = new Set(['view-receipt', 'contact-us']);

export function renewalActions(a: { primaryActions: OrderPrimaryAction[]; secondaryActions: OrderSecondaryAction[] }): {
  primaryActions: OrderPrimaryAction[];
  secondaryActions: OrderSecondaryAction[];
} {
  return {
    primaryActions: a.primaryActions.filter((x) => RENEWAL_PRIMARY.has(x)),
    secondaryActions: a.secondaryActions.filter((x) => RENEWAL_SECONDARY.has(x)),
  };
}

const day = (d: Date | string): string => (typeof d === 'string' ? d.slice(0, 10) : ymd(d));

/** The receipt's period once paid; before that the billing date to a month later. Null for checkouts. */
export function renewalPeriod(
  order: Pick<StoredOrderRow, 'mode' | 'renewal_of'>,
  receipt: { period_start: Date | string | null; period_end: Date | string | null } | undefined,
): RenewalPeriod | null {
  if (order.mode !== 'renewal' || !order.renewal_of) return null;
  if (receipt?.period_start && receipt.period_end)
    return { start: day(receipt.period_start), end: day(receipt.period_end) };
  const start = new Date(order.renewal_of);
  return { start: ymd(start), end: ymd(addMonths(start, 1)) };
}
