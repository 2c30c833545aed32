/**
 * LISTEN on a channel of the database behind a Db. Kysely hides its driver, so index.ts records
 * here, per Db it opens, how to listen on it: a connection of its own on PostgreSQL (a pooled one
 * would go back to the pool), the instance itself on PGlite.
 */
import pg from 'pg';
import type { PGlitePool } from './pglite-pool.js';
import type { Db } from './schema.js';

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** The listening connection broke: notifications may have been missed. Not called after close(). */
  onLost(err: Error): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** Starts listening; resolves once the LISTEN took effect. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<Listening>;

const listens = new WeakMap<Db, Listen>();

export function setListen(db: Db, listen: Listen): void {
  listens.set(db, listen);
}

/** How to listen on `db`; undefined for a Db that index.ts did not open. */
export function listenOf(db: Db): Listen | undefined {
  return listens.get(db);
}

export function postgresListen(connectionString: string): Listen {
  return async (channel, handlers) => {
    // TCP keep-alive: a connection cut without a word (a failover, a network fault) still ends.
    const client = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    let closed = false;
    const lost = (err: Error): void => {
      if (closed) return;
      closed = true;
      client.end().catch(() => undefined);
      handlers.onLost(err);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the listening connection ended')));
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onNotify(n.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      closed = true;
      await client.end().catch(() => undefined);
      throw err;
    }
    return {
      close: async () => {
        if (closed) return;
        closed = true;
        await client.end();
      },
    };
  };
}

export function pgliteListen(pool: PGlitePool): Listen {
  // Through the pool's queue: a LISTEN run inside another caller's open transaction would be undone with it.
  const exclusive = async <T>(run: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await run();
    } finally {
      client.release();
    }
  };
  return async (channel, handlers) => {
    const unlisten = await exclusive(() => pool.pg.listen(channel, (payload) => handlers.onNotify(payload)));
    let closed = false;
    return {
      close: async () => {
        if (closed) return;
        closed = true;
        await exclusive(() => unlisten()).catch(() => undefined); // the database may be closed already
      },
    };
  };
}
