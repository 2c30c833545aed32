/**
 * What a share of an order shows (contract/share.ts "What a share shows"): status, dates and per item
 * title, brand, picture, size, colour and rent/buy. The query selects nothing else, so nothing else
 * can leak: no prices, totals, card, address or email.
 */
import type { SharedOrderItem, SharedOrderView } from '@tote/contract/share';
import type { Db } from '../../platform/db/schema.js';
import { loadCardsWithPictures } from '../catalog/index.js';
import { shareOverdue, type ShareRow } from './store.js';

const iso = (d: Date | string): string => new Date(d).toISOString();

async function sharedItems(db: Db, orderId: number): Promise<SharedOrderItem[]> {
  const items = await db
    .selectFrom('order_items as i')
    .leftJoin('skus as s', 's.id', 'i.sku_id')
    .leftJoin('product_colors as c', 'c.id', 's.color_id')
    .select([
      'i.type',
      'i.title',
      'i.product_id',
      's.size_label',
      's.color_id',
      'c.name as color_name',
      'c.hex as color_hex',
    ])
    .where('i.order_id', '=', orderId)
    .where('i.type', '!=', 'subscription')
    .orderBy('i.id')
    .execute();
  const ids = items.map((i) => i.product_id).filter((p): p is number => p !== null);
  const cards = new Map((await loadCardsWithPictures(db, ids)).map((c) => [c.shopProductId, c]));
  return items.map((i) => {
    const product = i.product_id !== null ? cards.get(i.product_id) : undefined;
    const color =
      product && i.color_id !== null ? product.staticColorList.find((c) => c.colorId === i.color_id) : undefined;
    return {
      title: i.title,
      brand: product?.brand ?? null,
      image: color?.imageSets[0] ?? product?.cover ?? null,
      size: i.size_label,
      color:
        i.color_id !== null && i.color_name !== null && i.color_hex !== null
          ? { colorId: i.color_id, name: i.color_name, hex: i.color_hex }
          : null,
      saleType: i.type === 'rent' ? 'rent' : 'purchase',
      shopProductId: product ? product.shopProductId : null,
    };
  });
}

/** The shared order as it is now; 22002 when it was cancelled or deleted since the link was made. */
export async function sharedOrderView(db: Db, share: ShareRow): Promise<SharedOrderView> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'created_at', 'paid_at'])
    .where('id', '=', share.resource_id)
    .where('user_id', '=', share.user_id)
    .executeTakeFirst();
  if (!order || order.status === 'Cancelled') throw shareOverdue();
  return {
    shareId: share.id,
    resourceType: 'order',
    expiresAt: iso(share.expires_at),
    order: {
      status: order.status,
      placedAt: iso(order.created_at),
      paidAt: order.paid_at ? iso(order.paid_at) : null,
      items: await sharedItems(db, order.id),
    },
  };
}
