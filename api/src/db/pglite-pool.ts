/**
 * Lets Kysely's built-in PostgresDialect drive PGlite. PGlite is a single connection, so the
 * "pool" hands out one client at a time: connect() waits for the previous client's release().
 * A transaction (BEGIN … COMMIT on one acquired client) therefore never interleaves with other
 * queries.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

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
