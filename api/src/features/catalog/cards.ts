/**
 * Product cards for any list, loaded in one query however many products.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import type { CategoryGroup, CategoryRef, ColorOption, ProductCard, SizeAvailability } from '@tote/contract/catalog';

/** A card with every color's pictures: what a product page, and an item's picture in a chosen color, need. */
export interface CardWithPictures extends ProductCard {
  staticColorList: ColorOption[];
}

export const money = (cents: number): number => Math.round(cents) / 100;

export function sizeAvailability(stock: number): SizeAvailability {
  if (stock <= 0) return 'oos';
  if (stock === 1) return 'only-one';
  if (stock <= 3) return 'low-stock';
  return 'available';
}

/** Best availability over all sizes: the highest stock of any one SKU decides. */
export function productAvailability(maxStock: number | null): ProductCard['availability'] {
  if (!maxStock || maxStock <= 0) return 'oos';
  return maxStock <= 3 ? 'low-stock' : 'available';
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** The columns `cardOf` reads: `cardColumns` from `cardTables`. */
export interface CardRow {
  id: number;
  slug: string;
  title: string;
  price_cents: number;
  original_price_cents: number;
  rental_price_cents: number;
  is_new: boolean;
  created_at: Date | string;
  brand_id: number;
  brand_name: string;
  brand_slug: string;
  max_stock: number | null;
  categories: CategoryRef[] | null;
  colors: ColorOption[] | null;
}

/**
 * A card's columns: the categories and the colors with their images come built (product_cards, kept in step with the
 * catalog by triggers: migration 033); the product, its brand and its stock are read live. From `cardTables`.
 */
export const cardColumns = sql`p.id, p.slug, p.title, p.price_cents, p.original_price_cents, p.rental_price_cents,
  p.is_new, p.created_at, b.id as brand_id, b.name as brand_name, b.slug as brand_slug,
  (select max(s.stock) from skus s where s.product_id = p.id) as max_stock, pc.categories, pc.colors`;
export const cardTables = sql`products p join brands b on b.id = p.brand_id
  join product_cards pc on pc.product_id = p.id`;

export function cardOf(p: CardRow): CardWithPictures {
  const staticColorList = p.colors ?? [];
  const first = staticColorList[0];
  return {
    shopProductId: p.id,
    slug: p.slug,
    title: p.title,
    brand: { brandId: p.brand_id, name: p.brand_name, slug: p.brand_slug },
    categoryList: (p.categories ?? []).map((c) => ({ ...c, group: c.group as CategoryGroup })),
    price: money(p.price_cents),
    originalPrice: money(p.original_price_cents),
    rentalPrice: money(p.rental_price_cents),
    cover: first?.imageSets[0] ?? { url: '/images/placeholder.svg', alt: p.title },
    hoverImage: first?.imageSets[1] ?? null,
    defaultColorId: first?.colorId ?? 0,
    staticColorList,
    availability: productAvailability(p.max_stock),
    isNew: p.is_new,
    createdAt: iso(p.created_at),
  };
}

/**
 * Cards in the order of `ids`, each with every color's pictures; ids that do not exist are skipped. Does not check
 * on_shelf. One statement for any number of products.
 */
export async function loadCardsWithPictures(db: Db, ids: readonly number[]): Promise<CardWithPictures[]> {
  if (ids.length === 0) return [];
  const list = [...new Set(ids)];
  const { rows } = await sql<CardRow>`select ${cardColumns} from ${cardTables}
    where p.id = any(${list}::int[])`.execute(db);
  const byId = new Map(rows.map((p) => [p.id, cardOf(p)]));
  return list.map((id) => byId.get(id)).filter((c): c is CardWithPictures => c !== undefined);
}

/**
 * Cards as a list carries them, in the order of `ids`: each color as its swatch, the pictures being the cover and
 * the hover picture. The colors' pictures were half of a list page's bytes (12.9 of 25.9 KB for 20 cards), which the
 * api wrote, the gateway parsed and both collected again for every page (#35).
 */
export async function loadCards(db: Db, ids: readonly number[]): Promise<ProductCard[]> {
  return (await loadCardsWithPictures(db, ids)).map((card) => ({
    ...card,
    staticColorList: card.staticColorList.map(({ colorId, name, hex }) => ({ colorId, name, hex })),
  }));
}
