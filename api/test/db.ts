/** Opens the run's seeded database (see global-setup.ts) and builds an api on it. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { dbFromPglite, dbFromPostgres, openPglite, type Db } from '../src/platform/db/index.js';
import { createApi, type ApiOptions } from '../src/server.js';

export type TestDbTarget = { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; schema: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbTarget;
  }
}

export async function openTestDb(): Promise<Db> {
  const target = inject('testDb');
  if (target.kind === 'postgres')
    return dbFromPostgres({ connectionString: target.url, schema: target.schema, max: 4 });
  const tar = new Blob([readFileSync(target.file)]);
  return dbFromPglite(await openPglite('memory://', tar));
}

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

/**
 * The holds' sweep is off unless a test asks for it (`stockHoldSweepMs`): on PostgreSQL every file shares one
 * database, and a sweep of one file would serve the back-in-stock requests another file left waiting.
 */
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
