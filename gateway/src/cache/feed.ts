/**
 * Follows the api's catalog change feed (GET /v1/internal/catalog/changes, contract/catalog-events.ts)
 * on one connection of its own: `ready` → onReady, each `change` → onChange. When the stream ends
 * or fails (or goes quiet for longer than a few keep-alives), onDown, then it reconnects after a
 * delay that doubles up to maxDelayMs (with jitter, so that many gateways do not come back at once).
 * Until the feed is back the gateway's catalog caches are off and every read reaches the api, which
 * has just started again and is at its slowest: so after a refused connection (the api restarting)
 * it looks every 25 ms whether the api listens again and reconnects as soon as it does, and its
 * delay stops at 1 s. A reconnect sends the token of the last `ready` as `since`, and onReady hears
 * whether the catalog is unchanged since (then the caches keep what they had).
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';
import { z } from 'zod';
import { CATALOG_CHANGES_KEEP_ALIVE_MS, type CatalogChange, type CatalogReady } from '@tote/contract/catalog-events';
import { catalogEventsV1 } from '@tote/contract/v1/catalog-events';
import { v1Path } from '@tote/contract/v1/endpoint';
import { readFrames } from '../upstream/sse.js';

export interface FeedHandlers {
  /** `unchanged`: this is a reconnect and no change of the catalog committed while the feed was away. */
  onReady(unchanged: boolean): void;
  onChange(change: CatalogChange): void;
  /** Left the ready state: changes may be missed from now on. */
  onDown(reason: string): void;
  /** Connections keep failing before `ready` (UNAVAILABLE_AFTER in a row): told once per spell of failures. */
  onUnavailable?(reason: string): void;
}

export interface FeedOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Nothing at all (not even a keep-alive) for this long: the connection is dead. */
  idleTimeoutMs?: number;
}

/** Failed attempts in a row before onUnavailable: an api that is still starting is not worth a warning. */
const UNAVAILABLE_AFTER = 5;

const Change = z.object({ products: z.array(z.number().int()), lists: z.boolean() });
const Ready = z.object({ token: z.string().nullable(), unchanged: z.boolean() });

/** A ready frame's data; one that cannot be read (an older api's `{}`) tells no token and no confirmation. */
export function parseReady(data: string): CatalogReady {
  try {
    const r = Ready.safeParse(JSON.parse(data));
    if (r.success) return r.data;
  } catch {
    /* below */
  }
  return { token: null, unchanged: false };
}

/** A change frame's data; one that cannot be read counts as "everything changed". */
export function parseChange(data: string): CatalogChange {
  try {
    const c = Change.safeParse(JSON.parse(data));
    if (c.success) return c.data;
  } catch {
    /* below */
  }
  return { products: [], lists: true };
}

export interface Feed {
  close(): Promise<void>;
}

/** How often a feed whose connection was refused looks whether the api listens again. */
const LISTEN_PROBE_MS = 25;

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits `ms`, or less: until `origin` accepts a connection again. */
async function untilListening(origin: URL, ms: number, signal: AbortSignal): Promise<void> {
  const port = Number(origin.port) || (origin.protocol === 'https:' ? 443 : 80);
  const deadline = performance.now() + ms;
  while (!signal.aborted && performance.now() < deadline && !(await accepts(origin.hostname, port)))
    await sleep(LISTEN_PROBE_MS, undefined, { signal }).catch(() => undefined);
}

const wasRefused = (err: unknown): boolean =>
  [err, (err as { cause?: unknown } | null)?.cause].some(
    (e) => (e as { code?: unknown } | null)?.code === 'ECONNREFUSED',
  );

export function followCatalogChanges(upstreamUrl: string, handlers: FeedHandlers, opts: FeedOptions = {}): Feed {
  const minDelay = opts.minDelayMs ?? 250;
  const maxDelay = opts.maxDelayMs ?? 1_000;
  const idle = opts.idleTimeoutMs ?? CATALOG_CHANGES_KEEP_ALIVE_MS * 2.5;
  const origin = new URL(new URL(upstreamUrl).origin);
  const client = new Client(origin, { headersTimeout: idle, bodyTimeout: idle });
  const stop = new AbortController();
  /** The token of the last `ready`: what the catalog was when the feed last had everything. */
  let token: string | null = null;

  /** One connection, until it ends: whether it got as far as `ready`, or was refused. */
  async function follow(): Promise<{ ready: boolean; refused: boolean; reason: string }> {
    let ready = false;
    try {
      const res = await client.request({
        path: `${v1Path(catalogEventsV1.changes)}${token ? `?since=${encodeURIComponent(token)}` : ''}`,
        method: 'GET',
        headers: { accept: 'text/event-stream' },
        signal: stop.signal,
      });
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/event-stream')) {
        await res.body.dump();
        return { ready, refused: false, reason: `HTTP ${res.statusCode}` };
      }
      for await (const frame of readFrames(res.body)) {
        if (frame.event === 'ready') {
          ready = true;
          const answer = parseReady(frame.data);
          token = answer.token;
          handlers.onReady(answer.unchanged);
        } else if (frame.event === 'change' && ready) handlers.onChange(parseChange(frame.data));
      }
      return { ready, refused: false, reason: 'the stream ended' };
    } catch (err) {
      return { ready, refused: wasRefused(err), reason: err instanceof Error ? err.message : String(err) };
    }
  }

  const running = (async () => {
    let delay = minDelay;
    let failures = 0;
    while (!stop.signal.aborted) {
      const { ready, refused, reason } = await follow();
      if (stop.signal.aborted) break;
      if (ready) {
        handlers.onDown(reason);
        delay = minDelay;
        failures = 0;
      } else if (++failures === UNAVAILABLE_AFTER) handlers.onUnavailable?.(reason);
      const wait = delay / 2 + Math.random() * (delay / 2);
      delay = Math.min(delay * 2, maxDelay);
      if (refused) await untilListening(origin, wait, stop.signal);
      else await sleep(wait, undefined, { signal: stop.signal }).catch(() => undefined); // aborted: closing
    }
  })();

  return {
    async close() {
      stop.abort();
      await running;
      await client.destroy();
    },
  };
}
