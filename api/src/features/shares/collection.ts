/**
 * Shares of a wishlist, a capsule or a product (contract/share.ts): making the link, the set of
 * products a live share shows, its view for the page and previews, its product list and filters, and
 * its view count. A share shows the owner's first name and products — nothing else of theirs.
 */
import type { FilterInfo, Page, ProductCard } from '@tote/contract/catalog';
import type { SharedCollectionView, ShareResourceType } from '@tote/contract/share';
import type { Db } from '../../platform/db/schema.js';
import { notFound, offShelf } from '../../platform/http/errors.js';
import {
  loadCards,
  facetsOf,
  listIds,
  listProducts,
  scopedProducts,
  type ListOptions,
  SORT_OPTIONS,
  productRow,
} from '../catalog/index.js';
import { capsuleProductIds } from '../capsules/index.js';
import { currentOrNewShare, shareOverdue, type ShareDeps, type ShareRow } from './store.js';

export type CollectionType = Exclude<ShareResourceType, 'order'>;
const COVERS = 4;
const iso = (d: Date | string): string => new Date(d).toISOString();

/** Checks the resource is the user's (or, for a product, on shelf) and answers its link. */
export async function generateCollectionShare(
  deps: ShareDeps,
  userId: number,
  type: CollectionType,
  resourceId: number,
): Promise<ShareRow> {
  const { db } = deps;
  if (type === 'wishlist') {
    if (resourceId !== 0 && resourceId !== userId) throw notFound(`Wishlist ${resourceId}`);
    return currentOrNewShare(deps, userId, type, userId);
  }
  if (type === 'capsule') {
    const own = await db
      .selectFrom('capsules')
      .select('id')
      .where('id', '=', resourceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!own) throw notFound(`Capsule ${resourceId}`);
  } else if (!(await productRow(db, resourceId)).on_shelf) throw offShelf();
  return currentOrNewShare(deps, userId, type, resourceId);
}

interface SharedSet {
  share: ShareRow;
  type: CollectionType;
  title: string;
  ownerFirstName: string;
  /** Every shared product id (on shelf or not: the listing keeps only on-shelf ones), newest first. */
  productIds: number[];
}

/** What a live collection share holds now; 22002 when its capsule or product is gone. */
export async function sharedSet(db: Db, share: ShareRow): Promise<SharedSet> {
  const type = share.resource_type as CollectionType;
  const owner = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', share.user_id ?? 0)
    .executeTakeFirst();
  if (!owner) throw shareOverdue();
  const ownerFirstName = owner.name.trim().split(/\s+/)[0] ?? '';
  const base = { share, type, ownerFirstName };
  if (type === 'wishlist') {
    const rows = await db
      .selectFrom('wishlist_products')
      .select('product_id')
      .where('user_id', '=', share.resource_id)
      .orderBy('created_at', 'desc')
      .orderBy('product_id', 'desc')
      .execute();
    const title = ownerFirstName ? `${ownerFirstName}'s wishlist` : 'A wishlist';
    return { ...base, title, productIds: rows.map((r) => r.product_id) };
  }
  if (type === 'capsule') {
    const capsule = await db
      .selectFrom('capsules')
      .select('name')
      .where('id', '=', share.resource_id)
      .where('user_id', '=', share.user_id ?? 0)
      .executeTakeFirst();
    if (!capsule) throw shareOverdue();
    const rows = await capsuleProductIds(db, [share.resource_id]).execute();
    return { ...base, title: capsule.name, productIds: rows.map((r) => r.id) };
  }
  const product = await db
    .selectFrom('products')
    .select(['id', 'title', 'on_shelf'])
    .where('id', '=', share.resource_id)
    .executeTakeFirst();
  if (!product?.on_shelf) throw shareOverdue();
  return { ...base, title: product.title, productIds: [product.id] };
}

export async function sharedCollectionView(db: Db, set: SharedSet): Promise<SharedCollectionView> {
  const scope = { productIds: set.productIds };
  const onShelf = await listIds(db, scope, {}, 'recommended', set.productIds.length || 1);
  const shelved = new Set(onShelf);
  const newest = set.productIds.filter((p) => shelved.has(p));
  const covers = await loadCards(db, newest.slice(0, COVERS));
  return {
    shareId: set.share.id,
    resourceType: set.type,
    expiresAt: iso(set.share.expires_at),
    ownerFirstName: set.ownerFirstName,
    title: set.title,
    productCount: newest.length,
    coverImages: covers.map((c) => c.cover),
    viewCount: set.share.view_count,
  };
}

export const sharedProducts = (db: Db, set: SharedSet, opts: ListOptions): Promise<Page<ProductCard>> =>
  listProducts(db, { productIds: set.productIds }, opts);

export async function sharedFilters(db: Db, set: SharedSet): Promise<FilterInfo> {
  const ids = scopedProducts(db, { productIds: set.productIds }).select('p.id');
  return { ...(await facetsOf(db, ids)), sortOptions: SORT_OPTIONS };
}

/** One more view of a live share. */
export async function recordView(db: Db, share: ShareRow): Promise<number> {
  const row = await db
    .updateTable('shares')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', share.id)
    .returning('view_count')
    .executeTakeFirstOrThrow();
  return row.view_count;
}
