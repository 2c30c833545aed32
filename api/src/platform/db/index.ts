/**
 * Opens the database: real PostgreSQL through a pg Pool when a connection string is given,
 * otherwise embedded PGlite (a directory, or `memory://`). Both run through Kysely's
 * PostgresDialect; `db.destroy()` closes the pool or the PGlite instance.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import type { Config } from '../config.js';
import { PGlitePool, pgliteMemoryOptions } from './pglite-pool.js';
import { prepareStatements } from './prepared.js';
import { pgliteListen, postgresListen, setListen } from './listen.js';
import { markSingleInstance } from './locks.js';
import type { Database, Db } from './schema.js';

export type { Db, Database } from './schema.js';

export function dbFromPglite(pglite: PGlite): Db {
  const pool = new PGlitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  setListen(db, pgliteListen(pool));
  markSingleInstance(db);
  return db;
}

/**
 * The planner's cost of a random page read relative to a sequential one (default 4, for spinning
 * disks): the data sits in memory or on SSD, where an index walk is cheaper than the default
 * assumes (a search for a common word would otherwise read all of product_search, not its index).
 */
const RANDOM_PAGE_COST = 1.1;

/**
 * The api's statements are named (prepared.ts) and bound with ids, limits and words whose values barely move a
 * plan over a catalog that sits in memory; by default PostgreSQL planned the product card's statement afresh on
 * every bind (0.8 ms of a product page's ~2 ms there) because a custom plan looked cheaper than the generic one.
 * A generic plan, made once per connection, serves them all: with every request new (side-by-side --uncached,
 * response cache off), PostgreSQL's CPU per product page fell from 2.2–2.6 to 1.5 ms and a search's from 0.70 to
 * 0.60 ms (651 against 523 req/s); lists did not move.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Search needs pg_trgm (search/trgm.ts); PGlite loads an extension's code only when asked here.
  const lite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...pgliteMemoryOptions(dataDir, !loadDataDir),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await lite.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  return lite;
}

export interface PostgresOptions {
  connectionString: string;
  /** Sets search_path on every connection (tests use a fresh schema per run). */
  schema?: string;
  max?: number;
}

export function dbFromPostgres(opts: PostgresOptions): Db {
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    // 20, not pg's 10: under load most connections sit idle in a transaction waiting for this process's next
    // statement (pg_stat_activity: ClientRead), and with 10 every other statement queued behind them — the load
    // test went from ~143 to ~151 req/s (30 gave nothing more).
    max: opts.max ?? 20,
    options: [
      `-c random_page_cost=${RANDOM_PAGE_COST}`,
      `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
      ...(opts.schema ? [`-c search_path=${opts.schema}`] : []),
    ].join(' '),
  });
  prepareStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  setListen(db, postgresListen(opts.connectionString));
  return db;
}

/** A PostgreSQL server when DATABASE_URL is set; otherwise PGlite in PGLITE_DIR (config.ts; `embedded`). */
export async function openDb(
  database: Config['database'],
): Promise<{ db: Db; description: string; embedded: boolean }> {
  if (database.url) {
    const url = new URL(database.url);
    return {
      db: dbFromPostgres({ connectionString: database.url }),
      description: `postgres ${url.host}${url.pathname}`,
      embedded: false,
    };
  }
  const dir = database.pgliteDir;
  return { db: dbFromPglite(await openPglite(dir)), description: `pglite ${dir}`, embedded: true };
}
