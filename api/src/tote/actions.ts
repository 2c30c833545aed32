/**
 * /v1 product actions (contract: src/contract/wishlist.ts): wishlist of products and brands,
 * back-in-stock requests, recently viewed and the empty-Tote suggestions.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { BrandInfo, Page, ProductCard } from '../contract/catalog.js';
import { ErrorCode } from '../contract/envelope.js';
import type { BrandWishlistChange, StockNotificationResult, WishlistChange } from '../contract/wishlist.js';
import type { Db } from '../db/schema.js';
import { route } from '../http/routes.js';
import { id, int } from '../http/params.js';
import { ApiError, offShelf } from '../http/errors.js';
import { requireUser } from '../auth/session.js';
import type { RequestContext } from '../http/context.js';
import { loadCards } from '../catalog/cards.js';
import { loadBrands } from '../catalog/brands.js';
import { listIds, pageWindow } from '../catalog/list.js';
import { brandById, productRow } from '../catalog/taxonomy.js';
import { skuByCode } from './store.js';

const paging = z.object({ pageIndex: int(1, 100000).optional(), pageSize: int(1, 100).optional(), offset: int(0, 10000000).optional() });

function page<T>(list: T[], total: number, w: { pageIndex: number; pageSize: number; offset: number }): Page<T> {
  return { list, total, pageIndex: w.pageIndex, pageSize: w.pageSize, offset: w.offset, hasMore: w.offset + list.length < total };
}

/** Records a product view for the session user, if any (called by /product/info). */
export async function recordView(db: Db, ctx: RequestContext, productId: number): Promise<void> {
  if (ctx.auth?.kind !== 'user') return;
  await db
    .insertInto('recently_viewed')
    .values({ user_id: ctx.auth.user.id, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ viewed_at: sql`now()` }))
    .execute();
}

/** A page of on-shelf product cards from a per-user table, newest first. */
async function userProducts(db: Db, table: 'wishlist_products' | 'recently_viewed', userId: number, p: z.output<typeof paging>): Promise<Page<ProductCard>> {
  const w = pageWindow(p);
  const at = table === 'wishlist_products' ? 'created_at' : 'viewed_at';
  const base = db
    .selectFrom(`${table} as w` as 'wishlist_products as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .where('w.user_id', '=', userId)
    .where('p.on_shelf', '=', true);
  const [rows, count] = await Promise.all([
    base.select('p.id').orderBy(sql.ref(`w.${at}`), 'desc').orderBy('p.id', 'desc').limit(w.pageSize).offset(w.offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(await loadCards(db, rows.map((r) => r.id)), count.n, w);
}

async function wishCount(db: Db, userId: number): Promise<number> {
  const r = await db.selectFrom('wishlist_products').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return r.n;
}
async function brandCount(db: Db, userId: number): Promise<number> {
  const r = await db.selectFrom('wishlist_brands').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return r.n;
}

export function registerActionRoutes(app: FastifyInstance, db: Db): void {
  const byProduct = z.object({ shopProductId: id() });
  const byBrand = z.object({ brandId: id() });

  route(app, {
    path: '/wishlist/list',
    auth: true,
    params: paging,
    handler: (p, ctx) => userProducts(db, 'wishlist_products', requireUser(ctx).user.id, p),
  });
  route(app, {
    path: '/wishlist/add',
    methods: ['POST'],
    auth: true,
    params: byProduct,
    handler: async ({ shopProductId }, ctx): Promise<WishlistChange> => {
      const { user } = requireUser(ctx);
      const product = await productRow(db, shopProductId);
      if (!product.on_shelf) throw offShelf();
      await db.insertInto('wishlist_products').values({ user_id: user.id, product_id: product.id }).onConflict((oc) => oc.doNothing()).execute();
      return { shopProductId, isWished: true, total: await wishCount(db, user.id) };
    },
  });
  route(app, {
    path: '/wishlist/del',
    methods: ['POST'],
    auth: true,
    params: byProduct,
    handler: async ({ shopProductId }, ctx): Promise<WishlistChange> => {
      const { user } = requireUser(ctx);
      await productRow(db, shopProductId);
      await db.deleteFrom('wishlist_products').where('user_id', '=', user.id).where('product_id', '=', shopProductId).execute();
      return { shopProductId, isWished: false, total: await wishCount(db, user.id) };
    },
  });

  route(app, {
    path: '/wishlist/brand/list',
    auth: true,
    params: paging,
    handler: async (p, ctx): Promise<Page<BrandInfo>> => {
      const { user } = requireUser(ctx);
      const w = pageWindow(p);
      const [rows, total] = await Promise.all([
        db.selectFrom('wishlist_brands').select('brand_id').where('user_id', '=', user.id).orderBy('created_at', 'desc').orderBy('brand_id', 'desc').limit(w.pageSize).offset(w.offset).execute(),
        brandCount(db, user.id),
      ]);
      const ids = rows.map((r) => r.brand_id);
      const byId = new Map((await loadBrands(db, { ids })).map((b) => [b.brandId, b]));
      return page(ids.map((i) => byId.get(i)).filter((b): b is BrandInfo => b !== undefined), total, w);
    },
  });
  route(app, {
    path: '/wishlist/brand/add',
    methods: ['POST'],
    auth: true,
    params: byBrand,
    handler: async ({ brandId }, ctx): Promise<BrandWishlistChange> => {
      const { user } = requireUser(ctx);
      await brandById(db, brandId);
      await db.insertInto('wishlist_brands').values({ user_id: user.id, brand_id: brandId }).onConflict((oc) => oc.doNothing()).execute();
      return { brandId, isFollowed: true, total: await brandCount(db, user.id) };
    },
  });
  route(app, {
    path: '/wishlist/brand/del',
    methods: ['POST'],
    auth: true,
    params: byBrand,
    handler: async ({ brandId }, ctx): Promise<BrandWishlistChange> => {
      const { user } = requireUser(ctx);
      await brandById(db, brandId);
      await db.deleteFrom('wishlist_brands').where('user_id', '=', user.id).where('brand_id', '=', brandId).execute();
      return { brandId, isFollowed: false, total: await brandCount(db, user.id) };
    },
  });

  route(app, {
    path: '/user/saveStockNotification',
    methods: ['POST'],
    auth: true,
    params: z.object({ sku: z.string().trim().min(1).max(60) }),
    handler: async ({ sku: code }, ctx): Promise<StockNotificationResult> => {
      const { user } = requireUser(ctx);
      const sku = await skuByCode(db, code);
      if (sku.stock > 0) throw new ApiError(ErrorCode.SIZE_IN_STOCK, 'This size is in stock: add it to your Tote.');
      await db.insertInto('stock_notifications').values({ user_id: user.id, sku_id: sku.id }).onConflict((oc) => oc.doNothing()).execute();
      return { sku: sku.code, saved: true };
    },
  });

  route(app, {
    path: '/basic/productListByRecentlyViewed',
    auth: true,
    params: paging,
    handler: (p, ctx) => userProducts(db, 'recently_viewed', requireUser(ctx).user.id, p),
  });

  route(app, {
    path: '/basic/productListInEmptyCart',
    params: paging,
    handler: async (p, ctx): Promise<Page<ProductCard>> => {
      const w = pageWindow({ ...p, pageSize: p.pageSize ?? 12 });
      const userId = ctx.auth?.kind === 'user' ? ctx.auth.user.id : null;
      const exclude = userId
        ? (await db.selectFrom('tote_items as t').innerJoin('skus as s', 's.id', 't.sku_id').select('s.product_id').where('t.user_id', '=', userId).execute()).map((r) => r.product_id)
        : [];
      // editors' picks available now; fetch enough to skip the excluded ones
      const ids = (await listIds(db, { editorPicks: true }, { availableNow: true }, 'recommended', w.offset + w.pageSize + exclude.length, 0)).filter((i) => !exclude.includes(i));
      const slice = ids.slice(w.offset, w.offset + w.pageSize);
      return page(await loadCards(db, slice), ids.length, w);
    },
  });
}
