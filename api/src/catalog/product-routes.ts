/** /product/info, /product/config, /product/skuList. Unknown → 20003; off shelf → 70003. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/schema.js';
import type { ProductConfig, ProductInfo, SkuListResponse } from '@tote/contract/catalog';
import { route } from '../http/route.js';
import { id } from '../http/params.js';
import { notFound, offShelf } from '../http/errors.js';
import { loadCards, sizeAvailability } from './cards.js';
import { productRow } from './taxonomy.js';
import { recordView } from '../tote/recently-viewed.js';

const CLOTHING_CHART: ProductConfig['sizeChart'] = [
  { label: 'XS', us: '0–2', detail: 'Bust 31–32″, waist 24–25″, hip 34–35″' },
  { label: 'S', us: '4–6', detail: 'Bust 33–34″, waist 26–27″, hip 36–37″' },
  { label: 'M', us: '8–10', detail: 'Bust 35–36″, waist 28–29″, hip 38–39″' },
  { label: 'L', us: '12–14', detail: 'Bust 37.5–39″, waist 30.5–32″, hip 40.5–42″' },
  { label: 'XL', us: '16', detail: 'Bust 40.5–42″, waist 33.5–35″, hip 43.5–45″' },
  { label: 'XXL', us: '18', detail: 'Bust 43.5–45″, waist 36.5–38″, hip 46.5–48″' },
];
const SHOE_CHART: ProductConfig['sizeChart'] = [
  { label: 'US 5', us: '5–5.5', detail: 'EU 35–36' },
  { label: 'US 6', us: '6–6.5', detail: 'EU 36–37' },
  { label: 'US 7', us: '7–7.5', detail: 'EU 37–38' },
  { label: 'US 8', us: '8–8.5', detail: 'EU 38–39' },
  { label: 'US 9', us: '9–9.5', detail: 'EU 39–40' },
  { label: 'US 10', us: '10–10.5', detail: 'EU 40–41' },
  { label: 'US 11', us: '11–11.5', detail: 'EU 41–42' },
];

async function onShelfProduct(db: Db, shopProductId: number) {
  const p = await productRow(db, shopProductId);
  if (!p.on_shelf) throw offShelf();
  return p;
}

async function groupOf(db: Db, categoryId: number): Promise<'clothing' | 'shoes'> {
  const c = await db
    .selectFrom('categories')
    .select('group_name')
    .where('id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return c.group_name;
}

export function registerProductRoutes(app: FastifyInstance, db: Db): void {
  const byProduct = z.object({ shopProductId: id() });

  route(app, {
    path: '/product/info',
    params: byProduct,
    handler: async ({ shopProductId }, ctx): Promise<ProductInfo> => {
      const p = await onShelfProduct(db, shopProductId);
      await recordView(db, ctx, p.id); // with a token: feeds /basic/productListByRecentlyViewed
      const [[card], occasions, collections, sizeType] = await Promise.all([
        loadCards(db, [p.id]),
        db
          .selectFrom('product_occasions as po')
          .innerJoin('occasions as o', 'o.id', 'po.occasion_id')
          .where('po.product_id', '=', p.id)
          .select(['o.id as occasionId', 'o.code', 'o.name'])
          .orderBy('po.position')
          .execute(),
        db
          .selectFrom('product_collections as pc')
          .innerJoin('collections as c', 'c.id', 'pc.collection_id')
          .where('pc.product_id', '=', p.id)
          .select(['c.id as collectionId', 'c.code', 'c.name'])
          .orderBy('c.position')
          .execute(),
        groupOf(db, p.category_id),
      ]);
      if (!card) throw notFound(`Product ${shopProductId}`);
      return { ...card, description: p.description, details: p.details, occasions, collections, sizeType };
    },
  });

  route(app, {
    path: '/product/config',
    params: byProduct,
    handler: async ({ shopProductId }): Promise<ProductConfig> => {
      const p = await onShelfProduct(db, shopProductId);
      const [group, stock] = await Promise.all([
        groupOf(db, p.category_id),
        db
          .selectFrom('skus')
          .where('product_id', '=', p.id)
          .select((eb) => eb.fn.max<number>('stock').as('max'))
          .executeTakeFirstOrThrow(),
      ]);
      const inStock = (stock.max ?? 0) > 0;
      return {
        canRent: inStock,
        canBuy: inStock,
        sizeChart: group === 'shoes' ? SHOE_CHART : CLOTHING_CHART,
        shippingNote: 'Free shipping both ways. Orders placed by 2 pm ET ship the same business day.',
        returnNote:
          'Rentals come with a prepaid return bag and dry cleaning is on us. ' +
          'Purchases can be returned within 14 days, unworn, with tags attached.',
      };
    },
  });

  route(app, {
    path: '/product/skuList',
    params: byProduct.extend({ colorId: id().optional() }),
    handler: async ({ shopProductId, colorId }): Promise<SkuListResponse> => {
      const p = await onShelfProduct(db, shopProductId);
      let q = db.selectFrom('skus').where('product_id', '=', p.id).select(['code', 'size_label', 'stock', 'color_id']);
      if (colorId !== undefined) {
        const color = await db
          .selectFrom('product_colors')
          .select('id')
          .where('id', '=', colorId)
          .where('product_id', '=', p.id)
          .executeTakeFirst();
        if (!color) throw notFound(`Color ${colorId} of product ${shopProductId}`);
        q = q.where('color_id', '=', colorId);
      }
      const rows = await q.orderBy('color_id').orderBy('size_position').execute();
      return {
        list: rows.map((r) => ({
          sku: r.code,
          size: r.size_label,
          stock: r.stock,
          availability: sizeAvailability(r.stock),
          colorId: r.color_id,
        })),
      };
    },
  });
}
