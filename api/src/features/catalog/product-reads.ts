/**
 * The per-product reads for any number of products at once (the single routes ask for one): each
 * costs the same few statements however many products, and answers one batch entry per product.
 */
import { sql } from 'kysely';
import type { BatchEntry, ProductInfo, SkuListResponse } from '@tote/contract/catalog';
import type { Db } from '../../platform/db/schema.js';
import { notFound, offShelf } from '../../platform/http/errors.js';
import { entries } from './batch.js';
import { loadCardsWithPictures, sizeAvailability } from './cards.js';

/** `column = any(ids)`: one array parameter, whatever the number of ids. */
export const anyOf = (column: string, ids: readonly number[]) => sql<boolean>`${sql.ref(column)} = any(${ids}::int[])`;

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * The products of `ids` with their primary category's group, and the check each read makes first:
 * `shelved(id)` answers the row, or throws 20003 (unknown) or 70003 (off shelf). The detail page's texts are read
 * only by the detail page (shelvedProductsWithTexts): a list's sizes check 20 products at a time and show none of them.
 */
const shelfQuery = (db: Db, ids: readonly number[]) =>
  db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id').where(anyOf('p.id', ids));

function shelvedCheck<R extends { id: number; on_shelf: boolean }>(rows: readonly R[]): (id: number) => R {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id: number) => {
    const row = byId.get(id);
    if (!row) throw notFound(`Product ${id}`);
    if (!row.on_shelf) throw offShelf();
    return row;
  };
}

export const shelvedProducts = async (db: Db, ids: readonly number[]) =>
  shelvedCheck(await shelfQuery(db, ids).select(['p.id', 'p.on_shelf', 'c.group_name']).execute());
const shelvedProductsWithTexts = async (db: Db, ids: readonly number[]) =>
  shelvedCheck(
    await shelfQuery(db, ids).select(['p.id', 'p.on_shelf', 'c.group_name', 'p.description', 'p.details']).execute(),
  );

/** Every color's sizes of each product (/product/skuList without colorId). */
export async function skuLists(db: Db, ids: readonly number[]): Promise<BatchEntry<SkuListResponse>[]> {
  const [shelved, rows] = await Promise.all([
    shelvedProducts(db, ids),
    db
      .selectFrom('skus')
      .select(['product_id', 'code', 'size_label', 'stock', 'color_id'])
      .where(anyOf('product_id', ids))
      .orderBy('product_id')
      .orderBy('color_id')
      .orderBy('size_position')
      .execute(),
  ]);
  const byProduct = groupBy(rows, (r) => r.product_id);
  return entries(ids, (id) => {
    shelved(id);
    return {
      list: (byProduct.get(id) ?? []).map((r) => ({
        sku: r.code,
        size: r.size_label,
        stock: r.stock,
        availability: sizeAvailability(r.stock),
        colorId: r.color_id,
      })),
    };
  });
}

/** Each product's detail-page data (/product/info, without recording a view). */
export async function productInfos(db: Db, ids: readonly number[]): Promise<BatchEntry<ProductInfo>[]> {
  const [shelved, cards, occasions, collections] = await Promise.all([
    shelvedProductsWithTexts(db, ids),
    loadCardsWithPictures(db, ids),
    db
      .selectFrom('product_occasions as po')
      .innerJoin('occasions as o', 'o.id', 'po.occasion_id')
      .where(anyOf('po.product_id', ids))
      .select(['po.product_id', 'o.id as occasionId', 'o.code', 'o.name'])
      .orderBy('po.product_id')
      .orderBy('po.position')
      .execute(),
    db
      .selectFrom('product_collections as pc')
      .innerJoin('collections as c', 'c.id', 'pc.collection_id')
      .where(anyOf('pc.product_id', ids))
      .select(['pc.product_id', 'c.id as collectionId', 'c.code', 'c.name'])
      .orderBy('pc.product_id')
      .orderBy('c.position')
      .execute(),
  ]);
  const cardOf = new Map(cards.map((c) => [c.shopProductId, c]));
  const occasionsOf = groupBy(occasions, (o) => o.product_id);
  const collectionsOf = groupBy(collections, (c) => c.product_id);
  return entries(ids, (id) => {
    const p = shelved(id);
    const card = cardOf.get(id);
    if (!card) throw notFound(`Product ${id}`);
    return {
      ...card,
      description: p.description,
      details: p.details,
      occasions: (occasionsOf.get(id) ?? []).map(({ occasionId, code, name }) => ({ occasionId, code, name })),
      collections: (collectionsOf.get(id) ?? []).map(({ collectionId, code, name }) => ({ collectionId, code, name })),
      sizeType: p.group_name,
    };
  });
}

/** 20003 unless `colorId` is one of the product's colors. */
export async function requireColorOf(db: Db, shopProductId: number, colorId: number): Promise<void> {
  const color = await db
    .selectFrom('product_colors')
    .select('id')
    .where('id', '=', colorId)
    .where('product_id', '=', shopProductId)
    .executeTakeFirst();
  if (!color) throw notFound(`Color ${colorId} of product ${shopProductId}`);
}
