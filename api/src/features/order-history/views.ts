/**
 * The order views: an order's lines and its page (contract/order.ts OrderDetail), a monthly renewal's too
 * (billing/renewal-detail.ts). The order pages (detail-routes.ts), the order lists (order-list.ts, history.ts) and
 * returns (through this feature's index) show orders with them.
 */
import type { Address } from '@tote/contract/address';
import type { OrderDetail, OrderLineView } from '@tote/contract/order';
import type { CardBrand } from '@tote/contract/payment';
import type { Db } from '../../platform/db/schema.js';
import { shippingAddress } from '../address/index.js';
import { loadCardsWithPictures, money } from '../catalog/index.js';
import { buyable, orderActions, shipmentViews } from '../orders/index.js';
import type { StoredOrderRow } from '../orders/index.js';
import { type BillingDeps, COST_TYPE, rentToBuyCents, renewalActions, renewalPeriod } from '../billing/index.js';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

const orderLines = (db: Db, order: StoredOrderRow): Promise<OrderLineView[]> =>
  lineViews(db, { orderId: order.id }, order.pay_status === 'success' || order.pay_status === 'free');

/**
 * The lines of an order, or the given lines, in id order. `completed`: whether their order is paid
 * (rented lines then offer rent-to-buy), for all lines or per order id.
 */
export async function lineViews(
  db: Db,
  which: { orderId: number } | { ids: readonly number[] },
  completed: boolean | ((orderId: number) => boolean),
): Promise<OrderLineView[]> {
  const items = await db
    .selectFrom('order_items as i')
    .leftJoin('skus as s', 's.id', 'i.sku_id')
    .leftJoin('product_colors as c', 'c.id', 's.color_id')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .selectAll('i')
    .select([
      's.code as sku',
      's.size_label',
      's.color_id',
      'c.name as color_name',
      'c.hex as color_hex',
      'p.price_cents as product_price_cents',
    ])
    .where((eb) =>
      'orderId' in which ? eb('i.order_id', '=', which.orderId) : eb('i.id', 'in', which.ids.length ? which.ids : [0]),
    )
    .orderBy('i.id')
    .execute();
  const cards = new Map(
    (
      await loadCardsWithPictures(
        db,
        items.map((i) => i.product_id).filter((p): p is number => p !== null),
      )
    ).map((c) => [c.shopProductId, c]),
  );
  return items.map((i) => {
    const product = i.product_id !== null ? cards.get(i.product_id) : undefined;
    const color =
      product && i.color_id !== null ? product.staticColorList.find((c) => c.colorId === i.color_id) : undefined;
    return {
      orderItemId: i.id,
      type: i.type,
      saleType: i.type === 'rent' ? 'rent' : i.type === 'subscription' ? null : 'purchase',
      title: i.title,
      detail: i.detail,
      quantity: i.quantity,
      unitPrice: money(i.unit_cents),
      amount: money(i.amount_cents),
      shopProductId: i.product_id,
      sku: i.sku,
      brand: product?.brand ?? null,
      image: color?.imageSets[0] ?? product?.cover ?? null,
      size: i.size_label,
      color:
        i.color_id !== null && i.color_name !== null && i.color_hex !== null
          ? { colorId: i.color_id, name: i.color_name, hex: i.color_hex }
          : null,
      buyPrice:
        (typeof completed === 'function' ? completed(i.order_id) : completed) &&
        i.type === 'rent' &&
        i.bought_in_order_id === null &&
        buyable(i.state) &&
        i.product_price_cents !== null
          ? money(rentToBuyCents(i.product_price_cents))
          : null,
      state: i.state,
      inspection: i.inspection,
    };
  });
}

/**
 * Whether an open order's payment is in the provider's hands: processing, or succeeded with its
 * event not applied yet. When the provider can't be asked, say processing: offering to pay or
 * cancel then could only end in 30007 / 30008.
 */
export async function paymentProcessing(
  deps: BillingDeps,
  order: StoredOrderRow,
  log: (err: unknown) => void,
): Promise<boolean> {
  if (order.status !== 'Unpaid' || !order.payment_intent_id || order.pay_status !== 'pending') return false;
  try {
    const pi = await deps.payments.retrieveIntent(order.payment_intent_id);
    return pi.status === 'processing' || pi.status === 'succeeded';
  } catch (err) {
    log(err);
    return true;
  }
}

export async function orderDetail(
  deps: BillingDeps,
  order: StoredOrderRow,
  log: (err: unknown) => void,
): Promise<OrderDetail> {
  const { db } = deps;
  const [lines, receipt, processing, current, shipments] = await Promise.all([
    orderLines(db, order),
    db
      .selectFrom('receipts')
      .select(['id', 'status', 'period_start', 'period_end'])
      .where('order_id', '=', order.id)
      .where('cost_type', '<>', 'Refund')
      .orderBy('id')
      .executeTakeFirst(),
    paymentProcessing(deps, order, log),
    order.shipping_address ? null : shippingAddress(db, order.user_id),
    shipmentViews(db, [order.id]),
  ]);
  const actions = orderActions({
    status: order.status,
    payStatus: order.pay_status,
    processing,
    hasReceipt: Boolean(receipt),
    refunded: receipt?.status === 'refunded',
    items: lines.map((l) => ({ state: l.state, rent: l.type === 'rent' })),
  });
  const { primaryActions, secondaryActions } = order.mode === 'renewal' ? renewalActions(actions) : actions;
  const address = (order.shipping_address as unknown as Address | null) ?? current;
  return {
    orderId: order.id,
    mode: order.mode,
    costType: COST_TYPE[order.mode],
    createdAt: iso(order.created_at),
    paidAt: order.paid_at ? iso(order.paid_at) : null,
    orderStatus: order.status,
    payStatus: order.pay_status,
    payMessage: order.pay_message,
    lines,
    subtotal: money(order.subtotal_cents),
    couponCode: order.coupon_code,
    discount: money(order.discount_cents),
    pointsUsed: order.points_used,
    pointsValue: money(order.points_used),
    shipping: money(order.shipping_cents),
    totalBilled: money(order.total_cents),
    currency: 'USD',
    card:
      order.card_brand && order.card_last4 ? { brand: order.card_brand as CardBrand, last4: order.card_last4 } : null,
    shippingAddress: address,
    shippingAddressSource: order.shipping_address ? 'order' : current ? 'current' : null,
    receiptId: receipt?.id ?? null,
    renewalPeriod: renewalPeriod(order, receipt),
    shipments: shipments.get(order.id) ?? [],
    primaryActions,
    secondaryActions,
  };
}
