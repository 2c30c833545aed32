/**
 * The per-product reads for any number of products at once (the single routes ask for one): each
 * costs the same few statements however many products, and answers one batch entry per product.
 */
import { sql } from 'kysely';
import type { BatchEntry, ProductInfo, SkuListResponse } from '@tote/contract/catalog';
import type { Db } from '../../platform/db/schema.js';
import { notFound, offShelf } from '../../platform/http/errors.js';
import { entries } from './batch.js';
import { cardColumns, cardOf, sizeAvailability, type CardRow } from './cards.js';

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
 * `shelved(id)` answers the row, or throws 20003 (unknown) or 70003 (off shelf).
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

type Sku = SkuListResponse['list'][number];

/** A product's detail row: its card, texts, group, occasions and collections, and (when asked) its sizes. */
interface DetailRow extends CardRow {
  on_shelf: boolean;
  group_name: ProductInfo['sizeType'];
  description: string;
  details: string[];
  has_card: boolean;
  occasions: ProductInfo['occasions'];
  collections: ProductInfo['collections'];
  skus: Omit<Sku, 'availability'>[] | null;
}

const skusColumn = sql`(select coalesce(json_agg(json_build_object('sku', s.code, 'size', s.size_label,
    'stock', s.stock, 'colorId', s.color_id) order by s.color_id, s.size_position), '[]')
    from skus s where s.product_id = p.id) as skus`;

/**
 * The detail rows of `ids` in one statement, whatever the number of products (a product page was four before, and
 * with its sizes and config eight, #35). Left joins, so that a product without a card is still told from an unknown
 * one (`has_card`).
 */
async function detailRows(db: Db, ids: readonly number[], withSkus: boolean): Promise<DetailRow[]> {
  const { rows } = await sql<DetailRow>`
    select ${cardColumns}, p.on_shelf, c.group_name, p.description, p.details,
      (b.id is not null and pc.product_id is not null) as has_card,
      (select coalesce(json_agg(json_build_object('occasionId', o.id, 'code', o.code, 'name', o.name)
        order by po.position), '[]') from product_occasions po join occasions o on o.id = po.occasion_id
        where po.product_id = p.id) as occasions,
      (select coalesce(json_agg(json_build_object('collectionId', k.id, 'code', k.code, 'name', k.name)
        order by k.position), '[]') from product_collections pk join collections k on k.id = pk.collection_id
        where pk.product_id = p.id) as collections,
      ${withSkus ? skusColumn : sql`null as skus`}
    from products p join categories c on c.id = p.category_id
      left join brands b on b.id = p.brand_id left join product_cards pc on pc.product_id = p.id
    where p.id = any(${ids}::int[])`.execute(db);
  return rows;
}

/** The row of product `id`, or 20003 (unknown, or no card) or 70003 (off shelf) thrown. */
function shelvedRow(row: DetailRow | undefined, id: number): DetailRow {
  if (!row) throw notFound(`Product ${id}`);
  if (!row.on_shelf) throw offShelf();
  if (!row.has_card) throw notFound(`Product ${id}`);
  return row;
}

const infoOf = (row: DetailRow): ProductInfo => ({
  ...cardOf(row),
  description: row.description,
  details: row.details,
  occasions: row.occasions,
  collections: row.collections,
  sizeType: row.group_name,
});

const sizesOf = (row: DetailRow): Sku[] =>
  (row.skus ?? []).map((s) => ({ ...s, availability: sizeAvailability(s.stock) }));

/** Each product's detail-page data (/product/info, without recording a view). */
export async function productInfos(db: Db, ids: readonly number[]): Promise<BatchEntry<ProductInfo>[]> {
  const rows = new Map((await detailRows(db, ids, false)).map((r) => [r.id, r]));
  return entries(ids, (id) => infoOf(shelvedRow(rows.get(id), id)));
}

/** Each product's detail data with every color's sizes and the highest stock of any (/product/page). */
export async function productDetails(
  db: Db,
  ids: readonly number[],
): Promise<BatchEntry<{ info: ProductInfo; skuList: Sku[]; maxStock: number | null }>[]> {
  const rows = new Map((await detailRows(db, ids, true)).map((r) => [r.id, r]));
  return entries(ids, (id) => {
    const row = shelvedRow(rows.get(id), id);
    return { info: infoOf(row), skuList: sizesOf(row), maxStock: row.max_stock };
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
