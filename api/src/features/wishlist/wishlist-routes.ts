/**
 * /v1 product actions (contract: @tote/contract/wishlist): wishlist of products and brands,
 * back-in-stock requests, recently viewed and the empty-Tote suggestions.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { BrandInfo, Page, ProductCard } from '@tote/contract/catalog';
import type {
  BrandFollowCheck,
  BrandWishlistChange,
  StockNotificationResult,
  WishlistChange,
  WishlistCheck,
} from '@tote/contract/wishlist';
import type { Db } from '../../platform/db/schema.js';
import { prebuilt } from '../../platform/db/prebuilt.js';
import { implement } from '../../platform/http/implement.js';
import { type PagingInput } from '@tote/contract/params';
import { offShelf } from '../../platform/http/errors.js';
import { requireUser } from '../auth/index.js';
import { loadCards, loadBrands, listIds, page, pageWindow, brandById, productRow } from '../catalog/index.js';
import { requestStockNotification } from '../inventory/index.js';
import { wishlistV1 } from '@tote/contract/v1/wishlist';
import { youLikePage } from './you-like.js';

/** The found ids, in the order they were asked for, once each. */
function inAskedOrder(asked: number[], found: number[]): number[] {
  const have = new Set(found);
  return [...new Set(asked)].filter((i) => have.has(i));
}

type UserProductTable = 'wishlist_products' | 'recently_viewed';

/** The per-user rows of `table` that show: on shelf, less `exclude`. */
function userProductRows(db: Db, table: UserProductTable, userId: number, exclude: number[]) {
  return db
    .selectFrom(`${table} as w` as 'wishlist_products as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .where('w.user_id', '=', userId)
    .where('p.on_shelf', '=', true)
    .where(sql<boolean>`p.id <> all(${exclude}::int[])`);
}

/**
 * Per table, its page of ids (newest first) with the count of all, and the count alone (for a page past the end):
 * statements built once (prebuilt.ts). The count rides on the page's rows (a window over what the page is cut
 * from): a statement of its own was a round trip more, and PostgreSQL planned it as a merge join that read the
 * products' index up to the highest id viewed (0.64 ms against 0.16 ms for the page, #35).
 */
const userProductStatements = (table: UserProductTable) => {
  const at = table === 'wishlist_products' ? 'created_at' : 'viewed_at';
  return {
    page: prebuilt(4, (db: Db, userId: number, exclude: number[], limit: number, offset: number) =>
      userProductRows(db, table, userId, exclude)
        .select(['p.id', sql<number>`(count(*) over ())::int`.as('total')])
        .orderBy(sql.ref(`w.${at}`), 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset),
    ),
    count: prebuilt(2, (db: Db, userId: number, exclude: number[]) =>
      userProductRows(db, table, userId, exclude).select(sql<number>`count(*)::int`.as('n')),
    ),
  };
};
const USER_PRODUCTS = {
  wishlist_products: userProductStatements('wishlist_products'),
  recently_viewed: userProductStatements('recently_viewed'),
};

/**
 * A page of on-shelf product cards from a per-user table, newest first, less `exclude` (one statement text with
 * or without it: an empty array excludes nothing).
 */
async function userProducts(
  db: Db,
  table: UserProductTable,
  userId: number,
  p: PagingInput,
  exclude: readonly number[] = [],
): Promise<Page<ProductCard>> {
  const w = pageWindow(p);
  const statements = USER_PRODUCTS[table];
  const rows = await statements.page(db, userId, [...exclude], w.pageSize, w.offset);
  // No row: none at all, or a page past the end (whose answer still says how many there are).
  const total = rows[0]?.total ?? (w.offset > 0 ? ((await statements.count(db, userId, [...exclude]))[0]?.n ?? 0) : 0);
  return page(
    await loadCards(
      db,
      rows.map((r) => r.id),
    ),
    total,
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
  implement(app, wishlistV1, {
    wishlistList: (p, ctx) => userProducts(db, 'wishlist_products', requireUser(ctx).user.id, p),
    wishlistAdd: async ({ shopProductId }, ctx): Promise<WishlistChange> => {
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
    wishlistDel: async ({ shopProductId }, ctx): Promise<WishlistChange> => {
      const { user } = requireUser(ctx);
      await productRow(db, shopProductId);
      await db
        .deleteFrom('wishlist_products')
        .where('user_id', '=', user.id)
        .where('product_id', '=', shopProductId)
        .execute();
      return { shopProductId, isWished: false, total: await wishCount(db, user.id) };
    },
    wishlistCheck: async ({ shopProductIdList: ids }, ctx): Promise<WishlistCheck> => {
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
    wishlistBrandList: async (p, ctx): Promise<Page<BrandInfo>> => {
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
    wishlistBrandAdd: async ({ brandId }, ctx): Promise<BrandWishlistChange> => {
      const { user } = requireUser(ctx);
      await brandById(db, brandId);
      await db
        .insertInto('wishlist_brands')
        .values({ user_id: user.id, brand_id: brandId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { brandId, isFollowed: true, total: await brandCount(db, user.id) };
    },
    wishlistBrandDel: async ({ brandId }, ctx): Promise<BrandWishlistChange> => {
      const { user } = requireUser(ctx);
      await brandById(db, brandId);
      await db.deleteFrom('wishlist_brands').where('user_id', '=', user.id).where('brand_id', '=', brandId).execute();
      return { brandId, isFollowed: false, total: await brandCount(db, user.id) };
    },
    wishlistBrandCheck: async ({ brandIdList: ids }, ctx): Promise<BrandFollowCheck> => {
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
    userSaveStockNotification: async ({ sku }, ctx): Promise<StockNotificationResult> => ({
      ...(await requestStockNotification(db, requireUser(ctx).user.id, sku)),
      saved: true,
    }),
    basicProductListByRecentlyViewed: (p, ctx) =>
      userProducts(db, 'recently_viewed', requireUser(ctx).user.id, p, p.excludeShopProductIdList),
    basicProductListByYouLike: (p, ctx) => youLikePage(db, requireUser(ctx).user, p, p.excludeShopProductIdList),
    basicProductListInEmptyCart: async (p, ctx): Promise<Page<ProductCard>> => {
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
