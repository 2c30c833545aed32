/** Looking up brands, categories, collections and occasions by code or id (→ 20003 when unknown). */
import type { Db } from '../db/schema.js';
import type { ImageRef } from '../contract/catalog.js';
import { notFound } from '../http/errors.js';

export const categoryImage = (slug: string, name: string): ImageRef => ({ url: `/images/categories/${slug}.svg`, alt: `${name} at Tote` });
export const collectionImage = (code: string, name: string): ImageRef => ({ url: `/images/collections/${code}.svg`, alt: name });
export const occasionImage = (code: string, name: string): ImageRef => ({ url: `/images/occasions/${code}.svg`, alt: `Dressing for ${name.toLowerCase()}` });
export const brandLogo = (slug: string, name: string): ImageRef => ({ url: `/images/brands/${slug}.svg`, alt: `${name} logo` });

export async function categoryByCode(db: Db, code: string) {
  const row = await db.selectFrom('categories').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
  if (!row) throw notFound(`Category ${code}`);
  return row;
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
