/**
 * Builds the seeded test database once per run.
 * - PGlite (default): migrate + seed in memory, dump the data dir to a tarball that each test file
 *   loads into its own in-memory PGlite.
 * - PostgreSQL (DATABASE_URL, or API_TEST_DATABASE_URL when the whole `npm test` runs: CI): migrate + seed a
 *   template database; each test api gets a database made from it (db.ts). The role needs CREATEDB. The template
 *   and any copy left behind are dropped at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dbFromPglite, dbFromPostgres, openPglite } from '../src/platform/db/index.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { seed } from '../src/seed/index.js';
import { adminQuery, dropDatabase, type TestDbTarget } from './db.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.API_TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    const template = `tote_test_${Date.now()}_${process.pid}`;
    const dropAll = async () => {
      const left = await adminQuery<{ datname: string }>(url, 'select datname from pg_database where datname like $1', [
        `${template}%`,
      ]);
      for (const { datname } of left) await dropDatabase(url, datname);
    };
    await adminQuery(url, `create database "${template}"`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const db = dbFromPostgres({ connectionString: target.href, max: 2 });
    try {
      await migrateToLatest(db);
      await seed(db);
    } catch (err) {
      await db.destroy();
      await dropAll();
      throw err;
    }
    await db.destroy();
    project.provide('testDb', { kind: 'postgres', url, template } satisfies TestDbTarget);
    return dropAll;
  }

  const embedded = await openPglite('memory://');
  const db = dbFromPglite(embedded);
  await migrateToLatest(db);
  await seed(db);
  const dump = await embedded.dumpDataDir('none');
  const dir = mkdtempSync(join(tmpdir(), 'tote-api-test-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('testDb', { kind: 'pglite', file } satisfies TestDbTarget);
  return async () => rmSync(dir, { recursive: true, force: true });
}
