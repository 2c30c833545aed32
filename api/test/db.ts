/** Opens a copy of the run's seeded database (see global-setup.ts) and builds an api on it. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { dbFromPglite, dbFromPostgres, openPglite, type Db } from '../src/platform/db/index.js';
import { createApi, type ApiOptions } from '../src/server.js';

export type TestDbTarget = { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbTarget;
  }
}

/**
 * A database of its own, seeded: an in-memory PGlite loaded from the run's dump, or on PostgreSQL a database
 * made from the run's template and dropped when the Db is destroyed. No two apis share rows, on either: each
 * file's clocks and sweeps move only its own orders.
 */
export async function openTestDb(opts: { max?: number } = {}): Promise<Db> {
  const target = inject('testDb');
  if (target.kind === 'pglite')
    return dbFromPglite(await openPglite('memory://', new Blob([readFileSync(target.file)])));
  const copy = await copyTestDatabase();
  const db = dbFromPostgres({ connectionString: copy.url, max: opts.max ?? 4 });
  copyUrls.set(db, copy.url);
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await copy.drop();
  };
  return db;
}

const copyUrls = new WeakMap<Db, string>();

/** On PostgreSQL, a second pool on `db`'s database (another api instance's); destroying it drops nothing. */
export function anotherPool(db: Db): Db {
  const url = copyUrls.get(db);
  if (!url) throw new Error('anotherPool: not a database of openTestDb on PostgreSQL');
  return dbFromPostgres({ connectionString: url, max: 4 });
}

let copies = 0;

/** On a PostgreSQL run: a new database made from the run's seeded template, its URL, and how to drop it. */
export async function copyTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const target = inject('testDb');
  if (target.kind !== 'postgres') throw new Error('copyTestDatabase: the run is not on PostgreSQL');
  const name = `${target.template}_${process.pid}_${++copies}`;
  await adminQuery(target.url, `create database "${name}" template "${target.template}"`);
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => dropDatabase(target.url, name) };
}

/**
 * Drops a database once its connections are gone. Not WITH (FORCE): an autovacuum worker may be on it, and a role
 * without pg_signal_backend may not end that; a plain DROP ends it, and waits for a killed process's connection.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(url, `drop database if exists "${name}"`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err; // object_in_use
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** One statement on the server's own database (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery<Row extends object = object>(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

/** The holds' sweep is off unless a test asks for it (`stockHoldSweepMs`): it would serve a test's waiting requests. */
export async function openTestApi(opts: Omit<ApiOptions, 'db'> = {}): Promise<TestApi> {
  const db = await openTestDb();
  const app = await createApi({ db, stockHoldSweepMs: 0, ...opts });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
