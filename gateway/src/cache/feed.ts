/**
 * Follows the api's catalog change feed (GET /v1/internal/catalog/changes, contract/catalog-events.ts)
 * on one connection of its own: `ready` → onReady, each `change` → onChange. When the stream ends
 * or fails (or goes quiet for longer than a few keep-alives), onDown, then it reconnects after a
 * delay that doubles up to maxDelayMs (with jitter, so that many gateways do not come back at once).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';
import { z } from 'zod';
import { CATALOG_CHANGES_KEEP_ALIVE_MS, type CatalogChange } from '@tote/contract/catalog-events';
import { catalogEventsV1 } from '@tote/contract/v1/catalog-events';
import { v1Path } from '@tote/contract/v1/endpoint';
import { readFrames } from '../upstream/sse.js';

export interface FeedHandlers {
  onReady(): void;
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

export function followCatalogChanges(upstreamUrl: string, handlers: FeedHandlers, opts: FeedOptions = {}): Feed {
  const minDelay = opts.minDelayMs ?? 250;
  const maxDelay = opts.maxDelayMs ?? 5_000;
  const idle = opts.idleTimeoutMs ?? CATALOG_CHANGES_KEEP_ALIVE_MS * 2.5;
  const client = new Client(new URL(upstreamUrl).origin, { headersTimeout: idle, bodyTimeout: idle });
  const stop = new AbortController();

  /** One connection, until it ends: true when it got as far as `ready`. */
  async function follow(): Promise<{ ready: boolean; reason: string }> {
    let ready = false;
    try {
      const res = await client.request({
        path: v1Path(catalogEventsV1.changes),
        method: 'GET',
        headers: { accept: 'text/event-stream' },
        signal: stop.signal,
      });
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/event-stream')) {
        await res.body.dump();
        return { ready, reason: `HTTP ${res.statusCode}` };
      }
      for await (const frame of readFrames(res.body)) {
        if (frame.event === 'ready') {
          ready = true;
          handlers.onReady();
        } else if (frame.event === 'change' && ready) handlers.onChange(parseChange(frame.data));
      }
      return { ready, reason: 'the stream ended' };
    } catch (err) {
      return { ready, reason: err instanceof Error ? err.message : String(err) };
    }
  }

  const running = (async () => {
    let delay = minDelay;
    let failures = 0;
    while (!stop.signal.aborted) {
      const { ready, reason } = await follow();
      if (stop.signal.aborted) break;
      if (ready) {
        handlers.onDown(reason);
        delay = minDelay;
        failures = 0;
      } else if (++failures === UNAVAILABLE_AFTER) handlers.onUnavailable?.(reason);
      const wait = delay / 2 + Math.random() * (delay / 2);
      delay = Math.min(delay * 2, maxDelay);
      await sleep(wait, undefined, { signal: stop.signal }).catch(() => undefined); // aborted: closing
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
