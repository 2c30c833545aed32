/**
 * From what was understood to what to search: "this one" resolved to a product, "in my size" to the
 * saved sizes, "cheaper" to a price cap below this one's, and a follow-up ("in black?") completed
 * from the shopper's previous request.
 */
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import { money } from '../catalog/index.js';
import type { ProductWish } from './products.js';
import { OCCASION_PHRASES } from './phrases.js';
import type { Understood } from './understand.js';

export interface Anchor {
  id: number;
  title: string;
  categoryId: number;
  brandId: number;
  price: number;
}

export async function loadAnchor(db: Db, productId: number | null): Promise<Anchor | null> {
  if (productId === null) return null;
  const p = await db
    .selectFrom('products')
    .select(['id', 'title', 'category_id', 'brand_id', 'price_cents'])
    .where('id', '=', productId)
    .executeTakeFirst();
  return p
    ? { id: p.id, title: p.title, categoryId: p.category_id, brandId: p.brand_id, price: money(p.price_cents) }
    : null;
}

/** A follow-up names no what (category, occasion, brand, words): it refines the previous request. */
export function isFollowUp(u: Understood): boolean {
  return !u.category && !u.categoryGroup && !u.occasion && !u.brand && !u.keyword && !u.similar;
}

/** `u` with what it leaves open taken from the previous request. */
export function followUp(u: Understood, previous: Understood | null): Understood {
  if (!previous || !isFollowUp(u) || (previous.topic !== 'products' && previous.topic !== 'looks')) return u;
  const priced = u.priceMin !== null || u.priceMax !== null;
  return {
    ...u,
    category: previous.category,
    categoryGroup: previous.categoryGroup,
    occasion: previous.occasion,
    brand: previous.brand,
    item: previous.item,
    keyword: previous.keyword,
    colors: u.colors.length ? u.colors : previous.colors,
    colorWords: u.colors.length ? u.colorWords : previous.colorWords,
    sizes: u.sizes.length ? u.sizes : previous.sizes,
    mySizes: u.mySizes || (!u.sizes.length && previous.mySizes),
    priceMin: priced ? u.priceMin : previous.priceMin,
    priceMax: priced ? u.priceMax : previous.priceMax,
  };
}

/** The shopper's saved sizes, of the department asked for when one is. */
export function savedSizesOf(user: UserRow | null, group: 'clothing' | 'shoes' | null = null): string[] {
  if (!user) return [];
  if (group === 'clothing') return user.clothing_sizes;
  if (group === 'shoes') return user.shoe_sizes;
  return [...user.clothing_sizes, ...user.shoe_sizes];
}

export function wishOf(u: Understood, anchor: Anchor | null, user: UserRow | null): ProductWish {
  const similar = u.similar && anchor ? anchor : null;
  let priceMax = u.priceMax;
  // "cheaper" than this one: strictly below its price.
  if (similar && u.cheap) priceMax = Math.min(priceMax ?? Infinity, Math.max(0, similar.price - 0.01));
  return {
    keyword: u.keyword,
    categoryId: u.category?.id ?? null,
    categoryGroup: u.categoryGroup,
    occasionId: u.occasion?.id ?? null,
    brandId: u.brand?.id ?? null,
    colors: u.colors,
    sizes: [...new Set([...u.sizes, ...(u.mySizes ? savedSizesOf(user, u.category?.group ?? u.categoryGroup) : [])])],
    priceMin: u.priceMin,
    priceMax,
    similarTo: similar ? { id: similar.id, categoryId: similar.categoryId, brandId: similar.brandId } : null,
    cheapFirst: u.cheap,
  };
}

const usd = (n: number): string => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

export function priceWords(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `between ${usd(min)} and ${usd(max)}`;
  if (max !== null) return `under ${usd(max)}`;
  if (min !== null) return `over ${usd(min)}`;
  return null;
}

const plural = (w: string): string => (/(sh|ch|x|ss)$/.test(w) ? `${w}es` : /s$/.test(w) ? w : `${w}s`);

/** What the shopper called the things: "slip dresses", "jeans", "dresses", "shoes", "pieces". */
export const nounOf = (u: Understood): string =>
  u.item ? plural(u.item) : (u.category?.name.toLowerCase() ?? u.categoryGroup ?? 'pieces');

/** "for a wedding", "for work". */
export const occasionWords = (u: Understood): string =>
  u.occasion ? `for ${OCCASION_PHRASES[u.occasion.code] ?? u.occasion.name.toLowerCase()}` : '';

/** "black dresses from Kestrel for a wedding under $150 in size M". */
export function describe(u: Understood, wish: ProductWish, anchor: Anchor | null): string {
  const noun = nounOf(u);
  const words = u.keyword && u.item ? u.keyword.slice(u.item.length).trim() : u.keyword;
  const sizes = wish.sizes;
  return [
    u.colorWords.length ? `${u.colorWords.join(' or ')} ${noun}` : noun,
    wish.similarTo && anchor ? `like ${anchor.title}` : null,
    words ? `matching "${words}"` : null,
    u.brand ? `from ${u.brand.name}` : null,
    occasionWords(u) || null,
    wish.similarTo && u.cheap && u.priceMax === null ? 'for less' : priceWords(wish.priceMin, wish.priceMax),
    sizes.length ? `in size${sizes.length > 1 ? 's' : ''} ${sizes.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}
