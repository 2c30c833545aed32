/**
 * Seeds an empty database with the generated catalog. Idempotent: does nothing when products
 * exist. Rows go in as one JSON parameter per batch (jsonb_to_recordset), which is fast on both
 * PGlite and PostgreSQL, inside one transaction.
 */
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../platform/db/schema.js';
import { seedAccounts } from './accounts.js';
import { seedGiftCards } from './gift-cards.js';
import { seedMembership } from './membership.js';
import { seedPolls } from './polls.js';
import { seedReviews } from './reviews.js';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateCatalog, type Catalog } from './generate.js';
import { refreshSearchIndex } from '../features/search/index.js';

type Columns = Record<string, string>; // column → SQL type

const TABLES: { table: keyof Catalog; columns: Columns; serial: boolean }[] = [
  {
    table: 'brands',
    serial: true,
    columns: { id: 'int', slug: 'text', name: 'text', description: 'text', created_at: 'timestamptz' },
  },
  {
    table: 'categories',
    serial: true,
    columns: {
      id: 'int',
      code: 'text',
      slug: 'text',
      name: 'text',
      group_name: 'text',
      description: 'text',
      position: 'int',
    },
  },
  {
    table: 'collections',
    serial: true,
    columns: { id: 'int', code: 'text', name: 'text', description: 'text', position: 'int', is_dynamic: 'boolean' },
  },
  {
    table: 'occasions',
    serial: true,
    columns: { id: 'int', code: 'text', name: 'text', description: 'text', position: 'int' },
  },
  {
    table: 'products',
    serial: true,
    columns: {
      id: 'int',
      slug: 'text',
      title: 'text',
      description: 'text',
      details: 'jsonb',
      brand_id: 'int',
      category_id: 'int',
      price_cents: 'int',
      original_price_cents: 'int',
      rental_price_cents: 'int',
      is_new: 'boolean',
      on_shelf: 'boolean',
      rec_rank: 'int',
      editor_pick_rank: 'int',
      created_at: 'timestamptz',
    },
  },
  { table: 'product_categories', serial: false, columns: { product_id: 'int', category_id: 'int', position: 'int' } },
  {
    table: 'product_collections',
    serial: false,
    columns: { product_id: 'int', collection_id: 'int', position: 'int' },
  },
  { table: 'product_occasions', serial: false, columns: { product_id: 'int', occasion_id: 'int', position: 'int' } },
  {
    table: 'product_colors',
    serial: true,
    columns: { id: 'int', product_id: 'int', name: 'text', hex: 'text', position: 'int' },
  },
  {
    table: 'product_images',
    serial: true,
    columns: { id: 'int', product_id: 'int', color_id: 'int', url: 'text', alt: 'text', position: 'int' },
  },
  {
    table: 'skus',
    serial: true,
    columns: {
      id: 'int',
      code: 'text',
      product_id: 'int',
      color_id: 'int',
      size_label: 'text',
      size_position: 'int',
      stock: 'int',
    },
  },
];

const BATCH = 5000;

async function insertRows(trx: Transaction<Database>, table: string, columns: Columns, rows: object[]): Promise<void> {
  const names = Object.keys(columns);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const typed = sql.raw(names.map((n) => `"${n}" ${columns[n]}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await sql`insert into ${sql.table(table)} (${list})
      select ${list} from jsonb_to_recordset(${json}::jsonb) as x(${typed})`.execute(trx);
  }
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  brands: number;
}

/**
 * The catalog (when empty), its polls and reviews, and — unless `demoAccounts` is false (production,
 * production.ts) — the demo accounts (those missing) with their memberships, promo codes and gift cards.
 */
export async function seed(
  db: Db,
  opts: { seed?: number; products?: number; demoAccounts?: boolean } = {},
): Promise<SeedResult> {
  const result = await seedCatalog(db, opts);
  if (opts.demoAccounts ?? true) {
    await seedAccounts(db);
    await seedMembership(db);
    await seedGiftCards(db);
  }
  await seedPolls(db);
  await seedReviews(db);
  return result;
}

/** Products in the catalog: none in a database the seed has not filled yet. */
export async function catalogSize(db: Db): Promise<number> {
  const existing = await db
    .selectFrom('products')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return existing.n;
}

async function seedCatalog(db: Db, opts: { seed?: number; products?: number }): Promise<SeedResult> {
  const existing = await catalogSize(db);
  if (existing > 0) return { seeded: false, products: existing, brands: 0 };
  const catalog = generateCatalog(opts.seed ?? DEFAULT_SEED, opts.products ?? DEFAULT_PRODUCT_COUNT);
  const seeded = await db.transaction().execute(async (trx) => {
    // Two processes starting on one empty PostgreSQL at once: the second waits here, then sees products.
    await sql`select pg_advisory_xact_lock(72652025)`.execute(trx);
    const again = await trx
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    if (again.n > 0) return false;
    for (const { table, columns, serial } of TABLES) {
      await insertRows(trx, table, columns, catalog[table]);
      // Explicit ids were inserted: move the sequence past them so later inserts don't collide.
      if (serial)
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
          (select max(id) from ${sql.table(table)}))`.execute(trx);
    }
    await refreshSearchIndex(trx);
    return true;
  });
  if (!seeded) return { seeded: false, products: catalog.products.length, brands: catalog.brands.length };
  await sql`analyze`.execute(db);
  return { seeded: true, products: catalog.products.length, brands: catalog.brands.length };
}
