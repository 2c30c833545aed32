/**
 * Migrations live as TS modules in ./migrations (NNN_name.ts) and are listed here explicitly, so
 * they run identically under tsx, vitest and any bundler, on PGlite and on PostgreSQL.
 */
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './schema.js';
import * as m001 from './migrations/001_catalog.js';
import * as m002 from './migrations/002_accounts.js';
import * as m003 from './migrations/003_tote.js';
import * as m004 from './migrations/004_product_actions.js';
import * as m005 from './migrations/005_tracking_inventory.js';
import * as m006 from './migrations/006_membership.js';
import * as m007 from './migrations/007_checkout.js';
import * as m008 from './migrations/008_payment_emulator.js';
import * as m009 from './migrations/009_renewals.js';
import * as m010 from './migrations/010_search.js';
import * as m011 from './migrations/011_assistant.js';
import * as m012 from './migrations/012_search_filters.js';
import * as m013 from './migrations/013_catalog_changes.js';
import * as m014 from './migrations/014_search_speed.js';
import * as m015 from './migrations/015_fulfilment.js';
import * as m016 from './migrations/016_shares_support.js';
import * as m017 from './migrations/017_returns.js';
import * as m018 from './migrations/018_polls.js';
import * as m019 from './migrations/019_style_survey.js';
import * as m020 from './migrations/020_feedback.js';
import * as m021 from './migrations/021_shoe_sizes.js';
import * as m022 from './migrations/022_uploads.js';
import * as m023 from './migrations/023_reviews.js';
import * as m024 from './migrations/024_capsules.js';
import * as m025 from './migrations/025_waitlist.js';
import * as m026 from './migrations/026_popups.js';
import * as m027 from './migrations/027_catalog_change_log.js';
import * as m028 from './migrations/028_gift_cards.js';
import * as m029 from './migrations/029_nicknames.js';
import * as m030 from './migrations/030_fulfilment_webhook.js';
import * as m031 from './migrations/031_stock_holds.js';
import * as m032 from './migrations/032_catalog_version.js';
import * as m033 from './migrations/033_product_cards.js';

const migrations: Record<string, Migration> = {
  '001_catalog': m001,
  '002_accounts': m002,
  '003_tote': m003,
  '004_product_actions': m004,
  '005_tracking_inventory': m005,
  '006_membership': m006,
  '007_checkout': m007,
  '008_payment_emulator': m008,
  '009_renewals': m009,
  '010_search': m010,
  '011_assistant': m011,
  '012_search_filters': m012,
  '013_catalog_changes': m013,
  '014_search_speed': m014,
  '015_fulfilment': m015,
  '016_shares_support': m016,
  '017_returns': m017,
  '018_polls': m018,
  '019_style_survey': m019,
  '020_feedback': m020,
  '021_shoe_sizes': m021,
  '022_uploads': m022,
  '023_reviews': m023,
  '024_capsules': m024,
  '025_waitlist': m025,
  '026_popups': m026,
  '027_catalog_change_log': m027,
  '028_gift_cards': m028,
  '029_nicknames': m029,
  '030_fulfilment_webhook': m030,
  '031_stock_holds': m031,
  '032_catalog_version': m032,
  '033_product_cards': m033,
};

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * The migrations not yet recorded in the schema we migrate (the search_path's first), and that schema. Two
 * small queries, where Kysely's Migrator first introspects every table of the database (~0.5 s on PGlite): a
 * restart on an up-to-date database, the common case, needs nothing more.
 */
export async function pendingMigrations(db: Db): Promise<{ schema: string | undefined; pending: string[] }> {
  const { rows } = await sql<{ schema: string | null; recorded: boolean }>`
    select current_schema() as schema,
      to_regclass(format('%I.kysely_migration', current_schema())) is not null as recorded`.execute(db);
  const schema = rows[0]?.schema ?? undefined;
  const names =
    schema && rows[0]?.recorded
      ? (await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db)).rows
      : [];
  const recorded = new Set(names.map((r) => r.name));
  return { schema, pending: Object.keys(migrations).filter((name) => !recorded.has(name)) };
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { schema, pending } = await pendingMigrations(db);
  if (!pending.length) return [];
  // Pin Kysely's bookkeeping tables to the schema we migrate, so that another schema in the same
  // database holding its own kysely_migration table cannot confuse it.
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrationProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
    // Migrations written side by side may land in another order than they ran in a developer's
    // database (013 before 012): the missing one runs then, instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '?'} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
