/**
 * Finding products for the assistant through the shop's product search. Only products one can get
 * now are shown: with sizes asked, those sizes in stock. When nothing matches, the softest wishes
 * are let go one at a time (the title words, then the colors, then the occasion) and the reply says
 * so; the category, brand, sizes and price range asked for always hold.
 */
import type { AiProductCard } from '@tote/contract/assistant';
import type { SearchSortKey } from '@tote/contract/search';
import type { Db } from '../../platform/db/schema.js';
import { type Scope, loadCards } from '../catalog/index.js';
import { searchProductIds } from '../search/index.js';

export interface ProductWish {
  keyword: string | null;
  categoryId: number | null;
  categoryGroup: 'clothing' | 'shoes' | null;
  occasionId: number | null;
  brandId: number | null;
  colors: string[];
  sizes: string[];
  priceMin: number | null;
  priceMax: number | null;
  similarTo: { id: number; categoryId: number; brandId: number } | null;
  cheapFirst: boolean;
}

export const NO_WISH: ProductWish = {
  keyword: null,
  categoryId: null,
  categoryGroup: null,
  occasionId: null,
  brandId: null,
  colors: [],
  sizes: [],
  priceMin: null,
  priceMax: null,
  similarTo: null,
  cheapFirst: false,
};

/** What had to be let go to find anything. */
export type Relaxed = 'keyword' | 'colors' | 'occasion';

export interface Found {
  cards: AiProductCard[];
  total: number;
  relaxed: Relaxed[];
}

function searchOf(w: ProductWish, limit: number) {
  const scope: Scope = {
    ...(w.categoryId !== null ? { categoryId: w.categoryId } : {}),
    ...(w.categoryGroup !== null ? { categoryGroup: w.categoryGroup } : {}),
    ...(w.occasionId !== null ? { occasionId: w.occasionId } : {}),
    ...(w.brandId !== null ? { brandId: w.brandId } : {}),
    ...(w.similarTo ? { similarTo: w.similarTo } : {}),
  };
  const sort: SearchSortKey = w.cheapFirst ? 'price_asc' : w.keyword ? 'relevance' : 'recommended';
  return {
    keyword: w.keyword ?? undefined,
    scope,
    filter: {
      ...(w.colors.length ? { colors: w.colors } : {}),
      ...(w.sizes.length ? { sizes: w.sizes } : {}),
      ...(w.priceMin !== null ? { priceMin: w.priceMin } : {}),
      ...(w.priceMax !== null ? { priceMax: w.priceMax } : {}),
    },
    availableNow: true,
    sort,
    limit,
  };
}

/** Sizes in stock per product, in size order. */
export async function sizesInStock(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('skus')
    .select(['product_id', 'size_label'])
    .select((eb) => eb.fn.min('size_position').as('pos'))
    .where('product_id', 'in', ids)
    .where('stock', '>', 0)
    .groupBy(['product_id', 'size_label'])
    .orderBy('pos')
    .execute();
  for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r.size_label]);
  return out;
}

/** Product cards with their sizes in stock, in the order of `ids`. */
export async function assistantCards(db: Db, ids: number[]): Promise<AiProductCard[]> {
  const [cards, sizes] = await Promise.all([loadCards(db, ids), sizesInStock(db, ids)]);
  return cards.map((c) => ({ ...c, sizesInStock: sizes.get(c.shopProductId) ?? [] }));
}

/** One search as asked, corrected ("did you mean") when its words match nothing. */
async function search(db: Db, w: ProductWish, limit: number) {
  const first = await searchProductIds(db, searchOf(w, limit));
  if (first.total > 0 || !first.didYouMean) return first;
  return searchProductIds(db, searchOf({ ...w, keyword: first.didYouMean }, limit));
}

/** The first `limit` products for the wish (relaxed if need be); stops between queries when aborted. */
export async function findProducts(db: Db, wish: ProductWish, limit: number, signal?: AbortSignal): Promise<Found> {
  const steps: [Relaxed | null, ProductWish][] = [[null, wish]];
  let w = wish;
  if (w.keyword) steps.push(['keyword', (w = { ...w, keyword: null })]);
  if (w.colors.length) steps.push(['colors', (w = { ...w, colors: [] })]);
  if (w.occasionId !== null) steps.push(['occasion', (w = { ...w, occasionId: null })]);
  const relaxed: Relaxed[] = [];
  for (const [step, attempt] of steps) {
    if (signal?.aborted) break;
    if (step) relaxed.push(step);
    const r = await search(db, attempt, limit);
    if (r.total > 0) return { cards: signal?.aborted ? [] : await assistantCards(db, r.ids), total: r.total, relaxed };
  }
  return { cards: [], total: 0, relaxed: [] };
}
