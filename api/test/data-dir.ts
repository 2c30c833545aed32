/**
 * The seeded test database in a PGlite data directory of its own, for tests that run the api's entry point
 * (main.ts) as a process on it and reopen it afterwards. On a PostgreSQL test run, which has no PGlite copy, a
 * small catalog is seeded here.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { dbFromPglite, openPglite } from '../src/platform/db/index.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { seed } from '../src/seed/index.js';

/** Fills `dir` with the seeded database; answers the ids of some products on the shelf. */
export async function seededDataDir(dir: string): Promise<number[]> {
  const target = inject('testDb');
  const tarball = target.kind === 'pglite' ? new Blob([readFileSync(target.file)]) : undefined;
  const db = dbFromPglite(await openPglite(dir, tarball));
  if (!tarball) {
    await migrateToLatest(db);
    await seed(db, { products: 80 });
  }
  const { rows } = await sql<{ id: number }>`select id from products where on_shelf order by id limit 600`.execute(db);
  await db.destroy();
  return rows.map((r) => r.id);
}
