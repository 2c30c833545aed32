/**
 * PGlite's checkpoints (db/checkpoints.ts): it makes none by itself, so without these a crash would replay all
 * the WAL written since the api started. On an embedded database of its own, whichever engine the run tests.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpoint, checkpointPeriodically, walSinceCheckpoint } from '../src/platform/db/checkpoints.js';
import { dbFromPglite, openPglite, type Db } from '../src/platform/db/index.js';

let db: Db;
beforeAll(async () => {
  db = dbFromPglite(await openPglite('memory://'));
  await sql`create table filler (id int, text text)`.execute(db);
}, 60_000);
afterAll(() => db?.destroy());

const write = (rows: number) =>
  sql`insert into filler select i, repeat('x', 200) from generate_series(1, ${rows}) i`.execute(db);

describe('checkpoints', () => {
  it('PGlite makes none by itself; a checkpoint leaves nothing to replay', async () => {
    const before = await walSinceCheckpoint(db);
    await write(5_000);
    expect(await walSinceCheckpoint(db)).toBeGreaterThan(before + 1_000_000);
    await checkpoint(db);
    expect(await walSinceCheckpoint(db)).toBeLessThan(64 * 1024);
  });

  it('are made whenever the WAL since the last one passes the bound', async () => {
    const stop = checkpointPeriodically(db, { probeMs: 20, walBytes: 256 * 1024 });
    try {
      await write(5_000);
      const deadline = Date.now() + 10_000;
      while ((await walSinceCheckpoint(db)) >= 256 * 1024 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(await walSinceCheckpoint(db)).toBeLessThan(256 * 1024);
    } finally {
      stop();
    }
  });
});
