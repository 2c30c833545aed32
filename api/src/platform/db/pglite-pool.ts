/**
 * Lets Kysely's built-in PostgresDialect drive PGlite. PGlite is a single connection, so the
 * "pool" hands out one client at a time: connect() waits for the previous client's release().
 * A transaction (BEGIN … COMMIT on one acquired client) therefore never interleaves with other
 * queries.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * PGlite's memory settings: its PostgreSQL lives in the api's process. shared_buffers 32 MB instead of
 * 128 MB still holds the seeded catalog (~18 MB) and keeps the WebAssembly heap at its initial 128 MiB;
 * the default grows it to ~190 MiB, which is never given back. An in-memory database (memory://) also
 * keeps its write-ahead log in memory, where the default (16 MB segments, 32–80 MB of them kept) is
 * pure overhead: a fresh one gets 1 MB segments and at most ~8 MB of log (the segment size is fixed
 * when the cluster is created, so a loaded copy keeps the defaults). Given as start parameters: the
 * `postgresqlconf` option would replace the data directory's postgresql.conf (its time zone, text
 * search configuration) rather than add to it.
 */
export function pgliteMemoryOptions(dataDir: string, fresh: boolean): PGliteOptions {
  const smallWal = fresh && dataDir.startsWith('memory://');
  return {
    startParams: [
      ...PGlite.defaultStartParams,
      ...['-c', 'shared_buffers=32MB'],
      ...(smallWal ? ['-c', 'min_wal_size=2MB', '-c', 'max_wal_size=8MB'] : []),
    ],
    ...(smallWal ? { initDbStartParams: ['--wal-segsize=1'] } : {}),
  };
}

type Command = PostgresQueryResult<unknown>['command'];

function commandOf(sql: string): Command {
  const m = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql);
  const word = (m?.[1] ?? 'SELECT').toUpperCase();
  return (['UPDATE', 'DELETE', 'INSERT', 'MERGE'].includes(word) ? word : 'SELECT') as Command;
}

export class PGlitePool implements PostgresPool {
  #queue: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(readonly pg: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.#closed) throw new Error('PGlite pool is closed');
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const pg = this.pg;
    let released = false;
    const client = {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const res = await pg.query<R>(sql, parameters as unknown[]);
        const rowCount = res.affectedRows ?? res.rows.length;
        return { command: commandOf(sql), rowCount, rows: res.rows };
      },
      release(): void {
        if (released) return;
        released = true;
        release();
      },
    };
    return client as PostgresPoolClient;
  }

  async end(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#queue;
    await this.pg.close();
  }
}
