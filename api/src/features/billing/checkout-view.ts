/** PrePayDetail (contract/checkout.ts) from a priced checkout. */
import type { CheckoutLine, PrePayDetail } from '@tote/contract/checkout';
import type { Db } from '../../platform/db/schema.js';
import { money } from '../catalog/index.js';
import { shippingAddress } from '../address/index.js';
import { longDate, ymd, planView, type MemberState, billingDate } from '../member/index.js';
import type { PaymentProvider } from '../payments/index.js';
import { usableCard } from './cards.js';
import { couponSummary } from './coupons.js';
import type { Line, Priced } from './pricing.js';

export function lineView(l: Line): CheckoutLine {
  return {
    type: l.type,
    title: l.title,
    detail: l.detail,
    quantity: l.quantity,
    unitPrice: money(l.unit_cents),
    amount: money(l.amount_cents),
    cartItemId: l.cart_item_id,
    orderItemId: l.source_item_id,
    sku: l.sku,
    shopProductId: l.product_id,
    imageUrl: l.image_url,
  };
}

function messages(p: Priced): string[] {
  const out: string[] = [];
  if (p.nextBilling) {
    out.push(
      p.mode === 'unlock-early'
        ? `A new month starts today and your next box unlocks now. Renews on ${longDate(p.nextBilling)}.`
        : `Your membership starts today and renews on ${longDate(p.nextBilling)}.`,
    );
  }
  if (p.coupon) out.push(`${p.coupon.code}: −$${money(p.discount).toFixed(2)}`);
  if (p.pointsUsed) out.push(`${p.pointsUsed} points: −$${money(p.pointsUsed).toFixed(2)}`);
  if (p.total === 0) out.push('Nothing to pay today.');
  return out;
}

export async function prePayDetail(
  db: Db,
  state: MemberState,
  p: Priced,
  provider: PaymentProvider,
): Promise<PrePayDetail> {
  const userId = state.user.id;
  const [address, card, bound] = await Promise.all([
    shippingAddress(db, userId),
    usableCard(db, userId, provider),
    db
      .selectFrom('coupon_wallet as w')
      .innerJoin('coupons as c', 'c.id', 'w.coupon_id')
      .selectAll('c')
      .where('w.user_id', '=', userId)
      .where('c.active', '=', true)
      .orderBy('w.bound_at', 'desc')
      .execute(),
  ]);
  const next = p.nextBilling ?? billingDate(state, new Date());
  return {
    mode: p.mode,
    plan: p.plan ? planView(p.plan) : null,
    lines: p.lines.map(lineView),
    subtotal: money(p.subtotal),
    coupon: p.coupon ? { code: p.coupon.code, description: p.coupon.description, discount: money(p.discount) } : null,
    discount: money(p.discount),
    points: { balance: p.pointsBalance, requested: p.pointsRequested, used: p.pointsUsed, value: money(p.pointsUsed) },
    shipping: 0,
    totalBilled: money(p.total),
    currency: 'USD',
    isFree: p.total === 0,
    nextBillingDate: next ? ymd(next) : null,
    shippingAddress: address,
    hasPaymentMethod: card !== undefined,
    boundCoupons: bound.filter((c) => !c.expires_at || new Date(c.expires_at) > new Date()).map(couponSummary),
    messageList: messages(p),
  };
}
