/**
 * Once across instances: a sweep pass runs under a PostgreSQL advisory lock of its own key, so that
 * api instances sharing a database never run the same sweep at the same time (DESIGN.md "Scale-out").
 * The lock is a session lock on a pooled connection held for the pass (the pass itself runs on other
 * connections); one that breaks takes its lock with it. PGlite is one instance with one connection:
 * holding it would stall the pass, and there is nobody to exclude, so the pass simply runs.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from './schema.js';

/** The advisory lock class of Tote's sweeps ("tote" in ASCII): keeps clear of other users of the database. */
const LOCK_CLASS = 0x746f7465;

export const SweepLock = { pauses: 1, billing: 2, fulfilment: 3, catalogLog: 4, stockHolds: 5 } as const;
export type SweepLockKey = (typeof SweepLock)[keyof typeof SweepLock];

const singleInstance = new WeakSet<Db>();

/** index.ts marks each Db it opens on PGlite. */
export function markSingleInstance(db: Db): void {
  singleInstance.add(db);
}

/** Runs `pass` unless another instance holds `key` now; answers its result, or undefined when skipped. */
export async function onceAcrossInstances<T>(
  db: Db,
  key: SweepLockKey,
  pass: () => Promise<T>,
): Promise<T | undefined> {
  if (singleInstance.has(db)) return pass();
  return db.connection().execute(async (conn) => {
    const got = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${LOCK_CLASS}, ${key}) as locked`.execute(
      conn,
    );
    if (!got.rows[0]?.locked) return undefined;
    try {
      return await pass();
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_CLASS}, ${key})`.execute(conn);
    }
  });
}

/**
 * Runs `pass` every `intervalMs`, once across instances (above), never two passes of one instance at a time;
 * stops when the app closes. A failed pass is logged as `what` failed.
 */
export function startSweeper(
  app: FastifyInstance,
  opts: { db: Db; key: SweepLockKey; intervalMs: number; what: string },
  pass: () => Promise<unknown>,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    onceAcrossInstances(opts.db, opts.key, pass)
      .catch((err: unknown) => app.log.error({ err }, `${opts.what} failed`))
      .finally(() => (running = false));
  }, opts.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
