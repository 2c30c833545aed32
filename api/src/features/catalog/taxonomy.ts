/** Looking up brands, categories, collections and occasions by code or id (→ 20003 when unknown). */
import type { Db } from '../../platform/db/schema.js';
import type { ImageRef } from '@tote/contract/catalog';
import { notFound } from '../../platform/http/errors.js';
import type { Scope } from './list.js';

export const categoryImage = (slug: string, name: string): ImageRef => ({
  url: `/images/categories/${slug}.svg`,
  alt: `${name} at Tote`,
});
export const collectionImage = (code: string, name: string): ImageRef => ({
  url: `/images/collections/${code}.svg`,
  alt: name,
});
export const occasionImage = (code: string, name: string): ImageRef => ({
  url: `/images/occasions/${code}.svg`,
  alt: `Dressing for ${name.toLowerCase()}`,
});
export const brandLogo = (slug: string, name: string): ImageRef => ({
  url: `/images/brands/${slug}.svg`,
  alt: `${name} logo`,
});

/** The departments: /category/CLOTHING and /category/SHOES list every category of their group. */
export const DEPARTMENTS = {
  CLOTHING: {
    group: 'clothing',
    slug: 'clothing',
    name: 'Clothing',
    description: 'Dresses, tops, knitwear, outerwear and more from every designer we carry.',
  },
  SHOES: {
    group: 'shoes',
    slug: 'shoes',
    name: 'Shoes',
    description: 'Heels, flats, sneakers, boots and sandals to finish every look.',
  },
} as const satisfies Record<string, { group: 'clothing' | 'shoes'; slug: string; name: string; description: string }>;

export async function categoryByCode(db: Db, code: string) {
  const row = await db.selectFrom('categories').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
  if (!row) throw notFound(`Category ${code}`);
  return row;
}

/** A category or a department by code, as a list scope with what its page header shows. */
export async function categoryScope(
  db: Db,
  code: string,
): Promise<{ scope: Scope; code: string; slug: string; name: string; description: string }> {
  const upper = code.toUpperCase();
  if (upper in DEPARTMENTS) {
    const d = DEPARTMENTS[upper as keyof typeof DEPARTMENTS];
    return { scope: { categoryGroup: d.group }, code: upper, slug: d.slug, name: d.name, description: d.description };
  }
  const c = await categoryByCode(db, code);
  return { scope: { categoryId: c.id }, code: c.code, slug: c.slug, name: c.name, description: c.description };
}

export async function collectionByCode(db: Db, code: string) {
  // allStyle keeps its camelCase code; the curated ones are upper snake. Match either spelling.
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where((eb) => eb.or([eb('code', '=', code), eb('code', '=', code.toUpperCase())]))
    .executeTakeFirst();
  if (!row) throw notFound(`Collection ${code}`);
  return row;
}

export async function occasionByCode(db: Db, code: string) {
  const row = await db.selectFrom('occasions').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
  if (!row) throw notFound(`Occasion ${code}`);
  return row;
}

export async function brandById(db: Db, id: number) {
  const row = await db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Brand ${id}`);
  return row;
}

/** Any product, on shelf or not (the caller decides between 20003 and 70003). */
export async function productRow(db: Db, id: number) {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Product ${id}`);
  return row;
}
