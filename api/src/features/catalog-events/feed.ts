/**
 * The catalog change feed: one LISTEN on `catalog_changes` (migration 013) for all the streams the
 * api serves, started by the first subscriber and stopped after the last. A broken listener ends
 * every stream (their gateways stop trusting their caches and reconnect); the next subscriber
 * listens again, so a database that comes back needs no timer here.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import type { CatalogChange } from '@tote/contract/catalog-events';
import type { Listen, Listening } from '../../platform/db/listen.js';
import type { Db } from '../../platform/db/schema.js';

export const CATALOG_CHANNEL = 'catalog_changes';

export interface Subscriber {
  change(change: CatalogChange): void;
  keepAlive(): void;
  /** The feed stopped (listener lost, api closing): the stream ends. */
  end(): void;
}

const Notification = z.object({
  schema: z.string(),
  products: z.array(z.number().int()),
  lists: z.boolean(),
});

/** A notification of the trigger for this schema as a change; null for another schema's or a malformed one. */
export function changeOf(payload: string, schema: string): CatalogChange | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const n = Notification.safeParse(json);
  if (!n.success || n.data.schema !== schema) return null;
  return { products: n.data.products, lists: n.data.lists };
}

export interface FeedOptions {
  keepAliveMs: number;
  onLost?: (err: Error) => void;
}

export class CatalogFeed {
  readonly #subscribers = new Set<Subscriber>();
  #listening: Promise<Listening> | null = null;
  #keepAlive: NodeJS.Timeout | null = null;
  #schema: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly listen: Listen,
    private readonly opts: FeedOptions,
  ) {}

  get size(): number {
    return this.#subscribers.size;
  }

  /** Listens (if not yet) and resolves once changes from now on reach `add`ed subscribers; throws when it cannot. */
  async ready(): Promise<void> {
    this.#listening ??= this.#start();
    try {
      await this.#listening;
    } catch (err) {
      this.#listening = null;
      throw err;
    }
  }

  /** Call right after ready() resolved, without awaiting in between; answers the unsubscribe. */
  add(sub: Subscriber): () => void {
    this.#subscribers.add(sub);
    return () => {
      if (this.#subscribers.delete(sub) && this.#subscribers.size === 0) this.#stop();
    };
  }

  /** Ends every stream and stops listening (the api is closing). */
  close(): void {
    for (const sub of this.#subscribers) sub.end();
    this.#subscribers.clear();
    this.#stop();
  }

  async #start(): Promise<Listening> {
    this.#schema ??= sql<{ schema: string }>`select current_schema() as schema`
      .execute(this.db)
      .then((r) => r.rows[0]?.schema ?? 'public');
    const schema = await this.#schema;
    const listening = await this.listen(CATALOG_CHANNEL, {
      onNotify: (payload) => {
        const change = changeOf(payload, schema);
        if (change) for (const sub of this.#subscribers) sub.change(change);
      },
      onLost: (err) => {
        this.opts.onLost?.(err);
        this.close();
      },
    });
    this.#keepAlive = setInterval(() => {
      for (const sub of this.#subscribers) sub.keepAlive();
    }, this.opts.keepAliveMs);
    this.#keepAlive.unref();
    return listening;
  }

  #stop(): void {
    if (this.#keepAlive) clearInterval(this.#keepAlive);
    this.#keepAlive = null;
    const listening = this.#listening;
    this.#listening = null;
    void listening?.then((l) => l.close()).catch(() => undefined);
  }
}
