/**
 * What the assistant can name: the shop's occasions, categories, brands, color names and size
 * labels, loaded from the database once per database handle and kept (the catalog's reference data
 * changes only with a new seed or migration).
 */
import type { Db } from '../../platform/db/schema.js';

export interface VocabTaxon {
  id: number;
  code: string;
  name: string;
}

export interface Vocabulary {
  occasions: VocabTaxon[];
  categories: (VocabTaxon & { group: 'clothing' | 'shoes' })[];
  brands: { id: number; name: string }[];
  /** Distinct product color names as stored ("Rose", "Black"). */
  colors: string[];
  /** Size labels in size order ("XS" … "XXL", "US 5" … "US 11"). */
  sizes: string[];
}

const cache = new WeakMap<Db, Promise<Vocabulary>>();

async function load(db: Db): Promise<Vocabulary> {
  const [occasions, categories, brands, colors, sizes] = await Promise.all([
    db.selectFrom('occasions').select(['id', 'code', 'name']).orderBy('position').execute(),
    db.selectFrom('categories').select(['id', 'code', 'name', 'group_name']).orderBy('position').execute(),
    db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('product_colors').select('name').distinct().orderBy('name').execute(),
    db
      .selectFrom('skus')
      .select(['size_label'])
      .select((eb) => eb.fn.min('size_position').as('pos'))
      .groupBy('size_label')
      .execute(),
  ]);
  return {
    occasions,
    categories: categories.map((c) => ({ id: c.id, code: c.code, name: c.name, group: c.group_name })),
    brands,
    colors: colors.map((c) => c.name),
    // Letter sizes before shoe sizes, each in size order.
    sizes: sizes
      .sort((a, b) => Number(/\d/.test(a.size_label)) - Number(/\d/.test(b.size_label)) || (a.pos ?? 0) - (b.pos ?? 0))
      .map((s) => s.size_label),
  };
}

/** The vocabulary of this database, loaded on first use; a failed load is retried next time. */
export function vocabularyOf(db: Db): Promise<Vocabulary> {
  let v = cache.get(db);
  if (!v) {
    v = load(db);
    cache.set(db, v);
    v.catch(() => cache.delete(db));
  }
  return v;
}
