/**
 * Checkpoints for the embedded PGlite, which makes none by itself: it runs PostgreSQL as a single backend,
 * without the checkpointer process, and a single backend never checkpoints on time or on WAL volume
 * (max_wal_size has no effect). After an unclean stop (a crash, kill -9) PostgreSQL replays all the WAL
 * written since the last checkpoint, which without these is everything since the api started: the longer it
 * ran, the longer its restart (~4 ms of CPU per MB; a freshly seeded catalog alone is ~70 MB of it). A
 * checkpoint takes ~30 ms here (PGlite runs without fsync), so the api makes one whenever enough WAL has piled
 * up. Nothing written is at stake either way: a checkpoint only shortens the replay. PostgreSQL servers have
 * their own checkpointer and need none of this.
 */
import { sql } from 'kysely';
import type { Db } from './schema.js';

/** How often the WAL written since the last checkpoint is looked at, and how much of it makes a checkpoint. */
export const CHECKPOINT_PROBE_MS = 10_000;
export const CHECKPOINT_WAL_BYTES = 4 * 1024 * 1024;

/** Bytes of WAL written since the last checkpoint began (what a crash now would replay). */
export async function walSinceCheckpoint(db: Db): Promise<number> {
  const { rows } = await sql<{ pending: string }>`
    select pg_current_wal_lsn() - (select redo_lsn from pg_control_checkpoint()) as pending`.execute(db);
  return Number(rows[0]?.pending ?? 0);
}

export async function checkpoint(db: Db): Promise<void> {
  await sql`checkpoint`.execute(db);
}

/** Checkpoints whenever `walBytes` of WAL piled up, looking every `probeMs`; returns a stop function. */
export function checkpointPeriodically(
  db: Db,
  opts: { probeMs?: number; walBytes?: number; onError?: (err: unknown) => void } = {},
): () => void {
  const walBytes = opts.walBytes ?? CHECKPOINT_WAL_BYTES;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    walSinceCheckpoint(db)
      .then((pending) => (pending >= walBytes ? checkpoint(db) : undefined))
      .catch((err: unknown) => opts.onError?.(err))
      .finally(() => (running = false));
  }, opts.probeMs ?? CHECKPOINT_PROBE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
