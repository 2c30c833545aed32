/**
 * Builds the demo catalog in memory, deterministically: the same seed always yields the same rows
 * (ids included). No clock and no Math.random: dates count back from a fixed anchor.
 */
import { Prng } from './prng.js';
import { BRAND_NAMES, BRAND_ORIGINS, BRAND_SIGNATURES } from './brands.js';
import { CATEGORIES, CLOTHING_SIZES, SHOE_SIZES, type CategorySeed } from './categories.js';
import { COLLECTIONS, OCCASIONS } from './taxonomy.js';
import { CARE_NOTES, COLORS, FIT_NOTES } from './words.js';

export const DEFAULT_SEED = 20251122;
export const DEFAULT_PRODUCT_COUNT = 1200;
export const FIRST_PRODUCT_ID = 10001;
const ANCHOR = Date.UTC(2025, 9, 31, 12, 0, 0); // newest product's creation time

export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function productImageUrl(categorySlug: string, hex: string, n: number): string {
  return `/images/products/${categorySlug}/${hex.replace('#', '').toLowerCase()}-${n}.svg`;
}

export interface Catalog {
  brands: { id: number; slug: string; name: string; description: string; created_at: string }[];
  categories: {
    id: number;
    code: string;
    slug: string;
    name: string;
    group_name: 'clothing' | 'shoes';
    description: string;
    position: number;
  }[];
  collections: { id: number; code: string; name: string; description: string; position: number; is_dynamic: boolean }[];
  occasions: { id: number; code: string; name: string; description: string; position: number }[];
  products: {
    id: number;
    slug: string;
    title: string;
    description: string;
    details: string[];
    brand_id: number;
    category_id: number;
    price_cents: number;
    original_price_cents: number;
    rental_price_cents: number;
    is_new: boolean;
    on_shelf: boolean;
    rec_rank: number;
    editor_pick_rank: number | null;
    created_at: string;
  }[];
  product_categories: { product_id: number; category_id: number; position: number }[];
  product_collections: { product_id: number; collection_id: number; position: number }[];
  product_occasions: { product_id: number; occasion_id: number; position: number }[];
  product_colors: { id: number; product_id: number; name: string; hex: string; position: number }[];
  product_images: { id: number; product_id: number; color_id: number; url: string; alt: string; position: number }[];
  skus: {
    id: number;
    code: string;
    product_id: number;
    color_id: number;
    size_label: string;
    size_position: number;
    stock: number;
  }[];
}

function pickWeighted(rng: Prng, cats: CategorySeed[]): CategorySeed {
  const total = cats.reduce((s, c) => s + c.weight, 0);
  let r = rng.next() * total;
  for (const c of cats) {
    r -= c.weight;
    if (r < 0) return c;
  }
  return cats[cats.length - 1]!;
}

function stockFor(rng: Prng): number {
  const r = rng.next();
  if (r < 0.12) return 0;
  if (r < 0.2) return 1;
  if (r < 0.32) return rng.int(2, 3);
  return rng.int(4, 15);
}

export function generateCatalog(seed = DEFAULT_SEED, productCount = DEFAULT_PRODUCT_COUNT): Catalog {
  const rng = new Prng(seed);
  const c: Catalog = {
    brands: [],
    categories: [],
    collections: [],
    occasions: [],
    products: [],
    product_categories: [],
    product_collections: [],
    product_occasions: [],
    product_colors: [],
    product_images: [],
    skus: [],
  };

  BRAND_NAMES.forEach((name, i) => {
    const origin = rng.pick(BRAND_ORIGINS);
    const sig = rng.pick(BRAND_SIGNATURES);
    const year = rng.int(1978, 2021);
    c.brands.push({
      id: i + 1,
      slug: slugify(name),
      name,
      description:
        `Founded in ${origin} in ${year}, ${name} is known for ${sig}. ` +
        'Every piece is designed to be worn again and again — which makes it perfect to rent.',
      created_at: new Date(ANCHOR - (BRAND_NAMES.length - i) * 86400000).toISOString(),
    });
  });
  CATEGORIES.forEach((cat, i) =>
    c.categories.push({
      id: i + 1,
      code: cat.code,
      slug: cat.slug,
      name: cat.name,
      group_name: cat.group,
      description: cat.description,
      position: i + 1,
    }),
  );
  COLLECTIONS.forEach((col, i) =>
    c.collections.push({
      id: i + 1,
      code: col.code,
      name: col.name,
      description: col.description,
      position: i + 1,
      is_dynamic: !!col.dynamic,
    }),
  );
  OCCASIONS.forEach((o, i) =>
    c.occasions.push({ id: i + 1, code: o.code, name: o.name, description: o.description, position: i + 1 }),
  );

  const catId = new Map(CATEGORIES.map((cat, i) => [cat.code, i + 1]));
  const occId = new Map(OCCASIONS.map((o, i) => [o.code, i + 1]));
  // Each brand leans towards a few categories, so brand pages have a point of view.
  const brandFocus = c.brands.map(() => rng.sample(CATEGORIES, rng.int(3, 6)));

  const recRanks = rng.shuffle(Array.from({ length: productCount }, (_, i) => i + 1));
  const picks = new Map(
    rng
      .sample(
        Array.from({ length: productCount }, (_, i) => i),
        120,
      )
      .map((idx, rank) => [idx, rank + 1]),
  );
  const newCount = Math.round(productCount * 0.1);
  let colorId = 0;
  let imageId = 0;
  let skuId = 0;
  let created = ANCHOR;
  const createdTimes: number[] = [];
  for (let i = 0; i < productCount; i++) {
    created -= rng.int(4, 22) * 3600000 + rng.int(0, 59) * 60000;
    createdTimes.push(created);
  }
  createdTimes.reverse(); // ids ascend with creation time

  for (let i = 0; i < productCount; i++) {
    const id = FIRST_PRODUCT_ID + i;
    const brandIdx = rng.int(0, c.brands.length - 1);
    const brand = c.brands[brandIdx]!;
    const cat = pickWeighted(rng, rng.chance(0.8) ? brandFocus[brandIdx]! : CATEGORIES);
    const colors = rng.sample(COLORS, rng.chance(0.35) ? 1 : rng.int(2, 4));
    const noun = rng.pick(cat.nouns);
    const picked = rng.pick(cat.materials);
    const material = noun === 'Jeans' ? 'Denim' : picked;
    const style = rng.pick(cat.styles);
    const first = colors[0]!;
    const title = [rng.chance(0.45) ? first.name : null, material, rng.chance(0.85) ? style : null, noun]
      .filter(Boolean)
      .join(' ');
    const retail = Math.round(rng.int(cat.retail[0], cat.retail[1]) / 5) * 5;
    const price = Math.round(retail * (0.45 + rng.next() * 0.35) * 2) / 2; // purchase below retail, to 50 cents
    const rental = Math.max(25, Math.round(retail * (0.1 + rng.next() * 0.08)));
    const soldOut = rng.chance(0.03);
    const onShelf = !rng.chance(0.01);
    const isNew = i >= productCount - newCount;

    c.products.push({
      id,
      slug: `${id}-${brand.slug}-${slugify(title)}`,
      title,
      description: `${title} by ${brand.name}. ${/[^s]s$/.test(noun) ? 'A pair of' : 'A'} ${style.toLowerCase()} ${noun.toLowerCase()} in ${material.toLowerCase()}, offered in ${colors.map((x) => x.name.toLowerCase()).join(', ')}. ${cat.description}`,
      details: [
        `${material} ${cat.group === 'shoes' ? 'upper' : 'fabric'}`,
        rng.pick(FIT_NOTES),
        rng.pick(CARE_NOTES),
        `Imported; style no. ${brand.slug.slice(0, 3).toUpperCase()}-${id}`,
      ],
      brand_id: brand.id,
      category_id: catId.get(cat.code)!,
      price_cents: Math.round(price * 100),
      original_price_cents: retail * 100,
      rental_price_cents: rental * 100,
      is_new: isNew,
      on_shelf: onShelf,
      rec_rank: recRanks[i]!,
      editor_pick_rank: picks.get(i) ?? null,
      created_at: new Date(createdTimes[i]!).toISOString(),
    });

    c.product_categories.push({ product_id: id, category_id: catId.get(cat.code)!, position: 0 });
    if (cat.code === 'KNITWEAR' && rng.chance(0.3))
      c.product_categories.push({ product_id: id, category_id: catId.get('TOPS')!, position: 1 });
    if (cat.code === 'ACTIVEWEAR' && noun === 'Tank')
      c.product_categories.push({ product_id: id, category_id: catId.get('TOPS')!, position: 1 });

    const occs = rng.sample(cat.occasions, rng.int(1, 3));
    occs.forEach((code, k) => c.product_occasions.push({ product_id: id, occasion_id: occId.get(code)!, position: k }));
    COLLECTIONS.forEach((col, k) => {
      if (col.dynamic) return;
      const fits =
        (col.categories?.includes(cat.code) ?? false) || (col.occasions?.some((o) => occs.includes(o)) ?? false);
      if (fits && rng.chance(0.5))
        c.product_collections.push({ product_id: id, collection_id: k + 1, position: rng.int(1, 10000) });
    });

    const sizes: readonly string[] =
      cat.group === 'shoes' ? SHOE_SIZES : CLOTHING_SIZES.slice(rng.chance(0.15) ? 1 : 0, rng.chance(0.2) ? 5 : 6);
    colors.forEach((color, pos) => {
      const cid = ++colorId;
      c.product_colors.push({ id: cid, product_id: id, name: color.name, hex: color.hex, position: pos });
      const views = rng.int(2, 4);
      for (let n = 1; n <= views; n++) {
        c.product_images.push({
          id: ++imageId,
          product_id: id,
          color_id: cid,
          url: productImageUrl(cat.slug, color.hex, n),
          alt: `${title} by ${brand.name}, ${color.name.toLowerCase()}, view ${n}`,
          position: n,
        });
      }
      const allSizes: readonly string[] = cat.group === 'shoes' ? SHOE_SIZES : CLOTHING_SIZES;
      for (const size of sizes) {
        c.skus.push({
          id: ++skuId,
          code: `P${id}-C${cid}-${size.replace(/\s+/g, '')}`,
          product_id: id,
          color_id: cid,
          size_label: size,
          size_position: allSizes.indexOf(size),
          stock: soldOut ? 0 : stockFor(rng),
        });
      }
    });
  }
  return c;
}
