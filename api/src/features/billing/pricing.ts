/**
 * Prices a checkout (contract/checkout.ts): the lines of the mode, the promo code's discount, the
 * points and the total. /order/pre-pay-detail shows it; /order/create prices again inside its
 * transaction and stores exactly that.
 */
import { sql } from 'kysely';
import { RENT_TO_BUY_PERCENT, type CheckoutMode, type CheckoutParams, type LineType } from '@tote/contract/checkout';
import { ErrorCode } from '@tote/contract/codes';
import type { Db } from '../../platform/db/schema.js';
import { ApiError, notFound } from '../../platform/http/errors.js';
import { addMonths, defaultPlan, planById, planForLimit, type PlanRow, type MemberState } from '../member/index.js';
import { checkPromoCode, couponDiscount, type CouponRow } from './coupons.js';
import { assertModeAllowed, MODE_ACTION, MODE_SECTIONS } from './modes.js';
import { rentalsOut, buyable, itemStateRefused } from '../orders/index.js';
import { heldForOthers, sizeHeld, stockFor } from '../inventory/index.js';

export interface Line {
  type: LineType;
  title: string;
  detail: string;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
  sku_id: number | null;
  sku: string | null;
  product_id: number | null;
  brand_id: number | null;
  cart_item_id: number | null;
  source_item_id: number | null;
  image_url: string | null;
}

export interface Priced {
  mode: CheckoutMode;
  plan: PlanRow | null;
  lines: Line[];
  subtotal: number;
  coupon: CouponRow | null;
  discount: number;
  pointsBalance: number;
  pointsRequested: number;
  pointsUsed: number;
  total: number;
  /** Membership modes: the billing date after this checkout. */
  nextBilling: Date | null;
}

/** The open order a new checkout would replace: its points and promo code count as free again. */
export interface Replacing {
  id: number;
  points_used: number;
}

const nothing = (message = 'There is nothing to check out.'): ApiError =>
  new ApiError(ErrorCode.CHECKOUT_EMPTY, message);

const noLine = {
  sku_id: null,
  sku: null,
  product_id: null,
  brand_id: null,
  cart_item_id: null,
  source_item_id: null,
  image_url: null,
};

async function planLine(
  db: Db,
  state: MemberState,
  mode: CheckoutMode,
  planId: number | undefined,
): Promise<{ plan: PlanRow; line: Line }> {
  const current =
    state.plan ??
    (state.user.sub_status === 'Not Subscribed' ? null : await planForLimit(db, state.user.tote_upper_limit));
  const plan =
    mode === 'unlock-early'
      ? current!
      : planId !== undefined
        ? await planById(db, planId)
        : (current ?? (await defaultPlan(db)));
  const line: Line =
    mode === 'unlock-early'
      ? {
          ...noLine,
          type: 'subscription',
          title: 'Unlock your next box early',
          detail: `${plan.name} membership · a new month starts today`,
          quantity: 1,
          unit_cents: plan.monthly_price_cents,
          amount_cents: plan.monthly_price_cents,
        }
      : {
          ...noLine,
          type: 'subscription',
          title: `${plan.name} membership`,
          detail: `${plan.rental_slots} · 1 month`,
          quantity: 1,
          unit_cents: plan.monthly_price_cents,
          amount_cents: plan.monthly_price_cents,
        };
  return { plan, line };
}

const imageOf = sql<string | null>`(select i.url from product_images i
  where i.product_id = p.id and i.color_id = s.color_id order by i.position, i.id limit 1)`;

async function toteLines(
  db: Db,
  state: MemberState,
  sections: readonly ('rent' | 'purchase')[],
  ids: number[] | undefined,
): Promise<Line[]> {
  let q = db
    .selectFrom('tote_items as t')
    .innerJoin('skus as s', 's.id', 't.sku_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('product_colors as c', 'c.id', 's.color_id')
    .select([
      't.id',
      't.sale_type',
      't.quantity',
      's.id as sku_id',
      's.code',
      's.size_label',
      stockFor(state.user.id).as('stock'),
      heldForOthers(state.user.id).as('held_for_others'),
      'p.id as product_id',
      'p.title',
      'p.brand_id',
      'p.price_cents',
      'p.on_shelf',
      'c.name as color_name',
      imageOf.as('image_url'),
    ])
    .where('t.user_id', '=', state.user.id)
    .where('t.sale_type', 'in', [...sections])
    .orderBy('t.sale_type', 'desc')
    .orderBy('t.position', 'desc');
  q = ids ? q.where('t.id', 'in', ids.length ? ids : [0]) : q.where('t.checked', '=', true);
  const rows = await q.execute();
  const missing = ids?.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw notFound(`Tote item ${missing}`);
  for (const r of rows) {
    if (r.on_shelf && r.stock <= 0 && r.held_for_others) throw sizeHeld();
    if (!r.on_shelf || r.stock <= 0)
      throw new ApiError(ErrorCode.SIZE_SOLD_OUT, `${r.title} in ${r.size_label} is no longer available.`);
    if (r.stock < r.quantity)
      throw new ApiError(ErrorCode.QUANTITY_UNAVAILABLE, `Only ${r.stock} left of ${r.title} in ${r.size_label}.`);
  }
  const rent = rows.filter((r) => r.sale_type === 'rent');
  const limit = state.user.tote_upper_limit;
  // Rented items still out with the member take slots too (contract/order.ts "Item states").
  const free = rent.length ? limit - (await rentalsOut(db, state.user.id)) : limit;
  if (rent.length > free)
    throw new ApiError(
      ErrorCode.TOTE_FULL,
      `Your plan rents up to ${limit} items at a time: remove ${rent.length - Math.max(free, 0)} from your Tote.`,
    );
  for (const s of sections)
    if (!rows.some((r) => r.sale_type === s))
      throw nothing(sections.length > 1 ? 'Choose items to rent and to buy.' : undefined);
  return rows.map((r) => {
    const isRent = r.sale_type === 'rent';
    const unit = isRent ? 0 : r.price_cents;
    return {
      type: r.sale_type,
      title: r.title,
      detail: `Size ${r.size_label} · ${r.color_name}${isRent ? ' · included in your membership' : ''}`,
      quantity: r.quantity,
      unit_cents: unit,
      amount_cents: unit * r.quantity,
      sku_id: r.sku_id,
      sku: r.code,
      product_id: r.product_id,
      brand_id: r.brand_id,
      cart_item_id: r.id,
      source_item_id: null,
      image_url: r.image_url,
    };
  });
}

/** What keeping a rented item costs (rent-to-buy): RENT_TO_BUY_PERCENT of its purchase price. */
export function rentToBuyCents(priceCents: number): number {
  return Math.round((priceCents * RENT_TO_BUY_PERCENT) / 100);
}

async function rentToBuyLines(db: Db, userId: number, ids: number[] | undefined): Promise<Line[]> {
  if (!ids?.length) throw nothing('Choose the rented items you want to buy.');
  const rows = await db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .leftJoin('skus as s', 's.id', 'oi.sku_id')
    .select([
      'oi.id',
      'oi.detail',
      'oi.sku_id',
      's.code',
      'p.id as product_id',
      'p.title',
      'p.brand_id',
      'p.price_cents',
      'oi.state',
      imageOf.as('image_url'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.pay_status', 'in', ['success', 'free'])
    .where('oi.type', '=', 'rent')
    .where('oi.bought_in_order_id', 'is', null)
    .where('oi.id', 'in', ids)
    .orderBy('oi.id')
    .execute();
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw notFound(`Rented item ${missing}`);
  const unbuyable = rows.find((r) => !buyable(r.state));
  if (unbuyable) throw itemStateRefused('buy', unbuyable.state);
  return rows.map((r) => {
    const unit = rentToBuyCents(r.price_cents);
    return {
      type: 'rent-to-buy',
      title: r.title,
      detail: `${r.detail.replace(/ · included in your membership$/, '')} · ${RENT_TO_BUY_PERCENT}% of the price`,
      quantity: 1,
      unit_cents: unit,
      amount_cents: unit,
      sku_id: r.sku_id,
      sku: r.code,
      product_id: r.product_id,
      brand_id: r.brand_id,
      cart_item_id: null,
      source_item_id: r.id,
      image_url: r.image_url,
    };
  });
}

export async function priceCheckout(
  db: Db,
  state: MemberState,
  p: CheckoutParams,
  opts: { replacing?: Replacing | null; now?: Date } = {},
): Promise<Priced> {
  const now = opts.now ?? new Date();
  await assertModeAllowed(db, state, p.mode, now);
  let plan: PlanRow | null = null;
  let lines: Line[];
  if (MODE_ACTION[p.mode]) {
    const pl = await planLine(db, state, p.mode, p.planId);
    plan = pl.plan;
    lines = [pl.line];
  } else if (p.mode === 'rent-to-buy') {
    lines = await rentToBuyLines(db, state.user.id, p.orderItemIdList);
  } else {
    lines = await toteLines(db, state, MODE_SECTIONS[p.mode], p.cartItemIdList);
  }
  if (!lines.length) throw nothing();
  const subtotal = lines.reduce((n, l) => n + l.amount_cents, 0);

  let coupon: CouponRow | null = null;
  let discount = 0;
  if (p.couponCode) {
    coupon = await checkPromoCode(db, state.user.id, p.couponCode, {
      mode: p.mode,
      replacingOrderId: opts.replacing?.id ?? null,
      now,
    });
    discount = couponDiscount(coupon, lines);
  }

  const { points } = await db
    .selectFrom('users')
    .select('points')
    .where('id', '=', state.user.id)
    .executeTakeFirstOrThrow();
  const pointsBalance = points + (opts.replacing?.points_used ?? 0);
  const pointsRequested = p.points ?? 0;
  if (pointsRequested > pointsBalance)
    throw new ApiError(ErrorCode.INSUFFICIENT_POINTS, `You have only ${pointsBalance} points.`);
  const pointsUsed = Math.min(pointsRequested, subtotal - discount); // 1 point = 1 cent
  return {
    mode: p.mode,
    plan,
    lines,
    subtotal,
    coupon,
    discount,
    pointsBalance,
    pointsRequested,
    pointsUsed,
    total: subtotal - discount - pointsUsed,
    nextBilling: MODE_ACTION[p.mode] ? addMonths(now, 1) : null,
  };
}
