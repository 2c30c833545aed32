/**
 * /v1 product actions (contract: @tote/contract/wishlist): wishlist of products and brands,
 * back-in-stock requests, recently viewed and the empty-Tote suggestions.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { BrandInfo, Page, ProductCard } from '@tote/contract/catalog';
import type {
  BrandFollowCheck,
  BrandWishlistChange,
  StockNotificationResult,
  WishlistChange,
  WishlistCheck,
} from '@tote/contract/wishlist';
import type { Db } from '../../platform/db/schema.js';
import { route } from '../../platform/http/route.js';
import { csv, id, pagingParams as paging, productRowParams, type PagingInput } from '@tote/contract/params';
import { offShelf } from '../../platform/http/errors.js';
import { requireUser } from '../auth/index.js';
import { loadCards, loadBrands, listIds, page, pageWindow, brandById, productRow } from '../catalog/index.js';
import { requestStockNotification } from '../inventory/index.js';
import { youLikePage } from './you-like.js';

/** Most ids one /wishlist/check or /wishlist/brand/check answers for. */
export const MAX_CHECK_IDS = 200;

/** The found ids, in the order they were asked for, once each. */
function inAskedOrder(asked: number[], found: number[]): number[] {
  const have = new Set(found);
  return [...new Set(asked)].filter((i) => have.has(i));
}

/**
 * A page of on-shelf product cards from a per-user table, newest first, less `exclude` (one statement text with
 * or without it: an empty array excludes nothing).
 */
async function userProducts(
  db: Db,
  table: 'wishlist_products' | 'recently_viewed',
  userId: number,
  p: PagingInput,
  exclude: readonly number[] = [],
): Promise<Page<ProductCard>> {
  const w = pageWindow(p);
  const at = table === 'wishlist_products' ? 'created_at' : 'viewed_at';
  const base = db
    .selectFrom(`${table} as w` as 'wishlist_products as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .where('w.user_id', '=', userId)
    .where('p.on_shelf', '=', true)
    .where(sql<boolean>`p.id <> all(${[...exclude]}::int[])`);
  const [rows, count] = await Promise.all([
    base
      .select('p.id')
      .orderBy(sql.ref(`w.${at}`), 'desc')
      .orderBy('p.id', 'desc')
      .limit(w.pageSize)
      .offset(w.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(
    await loadCards(
      db,
      rows.map((r) => r.id),
    ),
    count.n,
    w,
  );
}

async function wishCount(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('wishlist_products')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return r.n;
}
async function brandCount(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('wishlist_brands')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return r.n;
}

export function registerWishlistRoutes(app: FastifyInstance, db: Db): void {
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
      await db
        .insertInto('wishlist_products')
        .values({ user_id: user.id, product_id: product.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
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
      await db
        .deleteFrom('wishlist_products')
        .where('user_id', '=', user.id)
        .where('product_id', '=', shopProductId)
        .execute();
      return { shopProductId, isWished: false, total: await wishCount(db, user.id) };
    },
  });

  route(app, {
    path: '/wishlist/check',
    auth: true,
    params: z.object({ shopProductIdList: csv(id(), MAX_CHECK_IDS) }),
    handler: async ({ shopProductIdList: ids }, ctx): Promise<WishlistCheck> => {
      const { user } = requireUser(ctx);
      if (ids.length === 0) return { wishedIdList: [] };
      const rows = await db
        .selectFrom('wishlist_products')
        .select('product_id')
        .where('user_id', '=', user.id)
        .where('product_id', 'in', ids)
        .execute();
      return {
        wishedIdList: inAskedOrder(
          ids,
          rows.map((r) => r.product_id),
        ),
      };
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
        db
          .selectFrom('wishlist_brands')
          .select('brand_id')
          .where('user_id', '=', user.id)
          .orderBy('created_at', 'desc')
          .orderBy('brand_id', 'desc')
          .limit(w.pageSize)
          .offset(w.offset)
          .execute(),
        brandCount(db, user.id),
      ]);
      const ids = rows.map((r) => r.brand_id);
      const byId = new Map((await loadBrands(db, { ids })).map((b) => [b.brandId, b]));
      return page(
        ids.map((i) => byId.get(i)).filter((b): b is BrandInfo => b !== undefined),
        total,
        w,
      );
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
      await db
        .insertInto('wishlist_brands')
        .values({ user_id: user.id, brand_id: brandId })
        .onConflict((oc) => oc.doNothing())
        .execute();
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
    path: '/wishlist/brand/check',
    auth: true,
    params: z.object({ brandIdList: csv(id(), MAX_CHECK_IDS) }),
    handler: async ({ brandIdList: ids }, ctx): Promise<BrandFollowCheck> => {
      const { user } = requireUser(ctx);
      if (ids.length === 0) return { followedIdList: [] };
      const rows = await db
        .selectFrom('wishlist_brands')
        .select('brand_id')
        .where('user_id', '=', user.id)
        .where('brand_id', 'in', ids)
        .execute();
      return {
        followedIdList: inAskedOrder(
          ids,
          rows.map((r) => r.brand_id),
        ),
      };
    },
  });

  route(app, {
    path: '/user/saveStockNotification',
    methods: ['POST'],
    auth: true,
    params: z.object({ sku: z.string().trim().min(1).max(60) }),
    handler: async ({ sku }, ctx): Promise<StockNotificationResult> => ({
      ...(await requestStockNotification(db, requireUser(ctx).user.id, sku)),
      saved: true,
    }),
  });

  route(app, {
    path: '/basic/productListByRecentlyViewed',
    auth: true,
    params: productRowParams,
    handler: (p, ctx) => userProducts(db, 'recently_viewed', requireUser(ctx).user.id, p, p.excludeShopProductIdList),
  });

  route(app, {
    path: '/basic/productListByYouLike',
    auth: true,
    params: productRowParams,
    handler: (p, ctx) => youLikePage(db, requireUser(ctx).user, p, p.excludeShopProductIdList),
  });

  route(app, {
    path: '/basic/productListInEmptyCart',
    params: paging,
    handler: async (p, ctx): Promise<Page<ProductCard>> => {
      const w = pageWindow({ ...p, pageSize: p.pageSize ?? 12 });
      const userId = ctx.auth?.kind === 'user' ? ctx.auth.user.id : null;
      const exclude = userId
        ? (
            await db
              .selectFrom('tote_items as t')
              .innerJoin('skus as s', 's.id', 't.sku_id')
              .select('s.product_id')
              .where('t.user_id', '=', userId)
              .execute()
          ).map((r) => r.product_id)
        : [];
      // editors' picks available now; fetch enough to skip the excluded ones
      const ids = (
        await listIds(
          db,
          { editorPicks: true },
          { availableNow: true },
          'recommended',
          w.offset + w.pageSize + exclude.length,
          0,
        )
      ).filter((i) => !exclude.includes(i));
      const slice = ids.slice(w.offset, w.offset + w.pageSize);
      return page(await loadCards(db, slice), ids.length, w);
    },
  });
}
