/**
 * Builds the seeded test database once per run.
 * - PGlite (default): migrate + seed in memory, dump the data dir to a tarball that each test file
 *   loads into its own in-memory PGlite.
 * - PostgreSQL (DATABASE_URL, or API_TEST_DATABASE_URL when the whole `npm test` runs: CI): migrate + seed into a
 *   fresh schema, dropped at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { dbFromPglite, dbFromPostgres, openPglite } from '../src/platform/db/index.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { seed } from '../src/seed/index.js';
import type { TestDbTarget } from './db.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.API_TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    const schema = `tote_test_${Date.now()}_${process.pid}`;
    const admin = dbFromPostgres({ connectionString: url, max: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    const db = dbFromPostgres({ connectionString: url, schema, max: 2 });
    try {
      await migrateToLatest(db);
      await seed(db);
    } catch (err) {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
      throw err;
    } finally {
      await db.destroy();
    }
    project.provide('testDb', { kind: 'postgres', url, schema } satisfies TestDbTarget);
    return async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    };
  }

  const pg = await openPglite('memory://');
  const db = dbFromPglite(pg);
  await migrateToLatest(db);
  await seed(db);
  const dump = await pg.dumpDataDir('none');
  const dir = mkdtempSync(join(tmpdir(), 'tote-api-test-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('testDb', { kind: 'pglite', file } satisfies TestDbTarget);
  return async () => rmSync(dir, { recursive: true, force: true });
}
