/**
 * GET /v1/internal/catalog/changes: the catalog change feed as server-sent events (contract/catalog-events.ts),
 * its `ready` frame telling a reconnecting gateway whether the catalog changed while it was away (since.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@tote/contract/codes';
import {
  CATALOG_CHANGES_KEEP_ALIVE_MS,
  CATALOG_CHANGES_MAX_STREAMS,
  type CatalogChangeEvent,
  type CatalogReady,
} from '@tote/contract/catalog-events';
import { API_VERSION_HEADER } from '@tote/contract/envelope';
import type { Db } from '../../platform/db/schema.js';
import { listenOf } from '../../platform/db/listen.js';
import { startSweeper, SweepLock } from '../../platform/db/locks.js';
import { API_VERSION } from '../../platform/http/envelope.js';
import { ApiError } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import { catalogEventsV1 } from '@tote/contract/v1/catalog-events';
import { CatalogFeed, type Subscriber } from './feed.js';
import { catalogToken, trimChangeLog, unchangedSince } from './since.js';

export interface CatalogEventsOptions {
  /** Comment frames on an idle stream, in ms (tests shorten it). */
  keepAliveMs?: number;
  maxStreams?: number;
  /** How often the change log is trimmed (ms; default ten minutes, 0: never). */
  trimMs?: number;
}

/** Takes the response over from Fastify: the stream's frames go straight to the socket. */
function openStream(reply: FastifyReply, ready: CatalogReady): Subscriber & { closed: Promise<void> } {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    [API_VERSION_HEADER]: API_VERSION,
  });
  const open = () => !res.writableEnded && !res.destroyed;
  const frame = (event: CatalogChangeEvent, data: unknown) => {
    if (open()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  frame('ready', ready);
  return {
    change: (change) => frame('change', change),
    keepAlive: () => void (open() && res.write(': keep-alive\n\n')),
    end: () => void (open() && res.end()),
    closed: new Promise((resolve) =>
      res.once('close', () => {
        res.destroy(); // a client that only half-closed would keep the socket, and server.close() waiting
        resolve();
      }),
    ),
  };
}

export function registerCatalogEvents(app: FastifyInstance, db: Db, opts: CatalogEventsOptions = {}): void {
  const listen = listenOf(db);
  if (!listen) return; // a Db from elsewhere: no feed, and gateways cache nothing (they never see `ready`)
  const feed = new CatalogFeed(db, listen, {
    keepAliveMs: opts.keepAliveMs ?? CATALOG_CHANGES_KEEP_ALIVE_MS,
    onLost: (err) => app.log.warn({ err }, 'catalog change listener lost; the feed streams end'),
  });
  const maxStreams = opts.maxStreams ?? CATALOG_CHANGES_MAX_STREAMS;
  app.addHook('preClose', async () => feed.close());
  // Listening, and the token's query planned, before the api takes requests: after a restart every gateway comes
  // back to the feed at once, and until it is ready again each of their reads reaches this api while it is cold.
  app.addHook('onReady', async () => {
    await feed.ready().catch(() => undefined);
    await catalogToken(db).catch(() => null);
  });
  const trimMs = opts.trimMs ?? 10 * 60_000;
  if (trimMs > 0)
    startSweeper(app, { db, key: SweepLock.catalogLog, intervalMs: trimMs, what: 'catalog change log trim' }, () =>
      trimChangeLog(db),
    );

  implement(app, catalogEventsV1, {
    changes: async ({ since }, _ctx, req, reply) => {
      if (feed.size >= maxStreams)
        throw new ApiError(ErrorCode.TOO_MANY_REQUESTS, `At most ${maxStreams} catalog change streams at once.`);
      try {
        await feed.ready();
      } catch (err) {
        req.log.error({ err }, 'cannot listen for catalog changes');
        throw new ApiError(ErrorCode.SERVER_ERROR, 'The catalog change feed is not available. Try again later.');
      }
      // After the LISTEN took effect: a change committed after the token is sent as a frame too.
      const [token, unchanged] = await Promise.all([
        catalogToken(db).catch(() => null),
        since ? unchangedSince(db, since) : false,
      ]);
      const stream = openStream(reply, { token, unchanged });
      const remove = feed.add(stream);
      void stream.closed.then(remove);
      return null; // the stream was the reply
    },
  });
}
