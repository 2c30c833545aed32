/**
 * /v1 reads whose answer is the same whoever asks (the menu, the home page, product lists, filters, search
 * answers: endpoints declared `shared` in loaders/), kept across GraphQL requests. The response cache
 * (responseCache.ts) serves plain guests whole answers; a signed-in shopper's request runs every time, and
 * this is what spares it the catalog calls it shares with everyone. Kept honest the same way:
 *
 * - Used only while the catalog change feed is ready; emptied when it becomes ready and when it is lost.
 * - An answer is dropped when a product it holds (any `shopProductId` in it, or in the call's parameters)
 *   changes; a change that may move products in or out of lists (`lists`) empties it all.
 * - An answer is not kept when a product it holds changed while the call ran (freshness.ts), nor an error.
 * - Calls for the same key in flight at once are one call; a change announced meanwhile makes later askers
 *   call again rather than join it.
 * - Answers are frozen: one object serves many requests, so a resolver that changed it would fail loudly.
 * - Kept at most `ttlMs` (what no change event covers, brands and menus, is this stale at worst), and at most
 *   `maxEntries` answers (5,000: a product page keeps ~5 — its sizes, options, reviews, similar items — so 500
 *   thrashed under load with a few hundred products in view).
 * - Batch reads (loaders/batch.ts `sharedBatch`) keep one answer per id (`kept`, `begin`, `keep`).
 * - A write this gateway made announces its own change (`changed`) rather than wait for the feed.
 */
import { LRUCache } from 'lru-cache';
import type { CatalogChange } from '@tote/contract/catalog-events';
import type { CatalogWatch } from './catalogWatch.js';
import { Freshness, type Entity } from './freshness.js';

export interface SharedReadsOptions {
  ttlMs?: number;
  maxEntries?: number;
}

/** Every product an answer (or its call's parameters) holds: the values of `shopProductId`(s) keys. */
export function productIdsIn(value: unknown, into = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const v of value) productIdsIn(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'shopProductId' && typeof v === 'number') into.add(v);
      else if (k === 'shopProductIds' && Array.isArray(v)) v.forEach((id) => typeof id === 'number' && into.add(id));
      else if (v && typeof v === 'object') productIdsIn(v, into);
    }
  return into;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

interface Entry {
  data: unknown;
  products: number[];
}

export class SharedReads {
  #live = false;
  readonly #freshness = new Freshness();
  readonly #inFlight = new Map<string, Promise<unknown>>();
  /** The keys of the answers holding each product. */
  readonly #byProduct = new Map<number, Set<string>>();
  readonly #entries: LRUCache<string, Entry>;

  constructor(watch: CatalogWatch, opts: SharedReadsOptions = {}) {
    this.#entries = new LRUCache<string, Entry>({
      max: opts.maxEntries ?? 5_000,
      ttl: opts.ttlMs ?? 60_000,
      dispose: (entry, key) => {
        for (const id of entry.products) {
          const keys = this.#byProduct.get(id);
          keys?.delete(key);
          if (keys?.size === 0) this.#byProduct.delete(id);
        }
      },
    });
    watch.listen({
      onReady: () => {
        this.#empty();
        this.#live = true;
      },
      onDown: () => {
        this.#live = false;
        this.#empty();
      },
      onChange: (change) => this.#change(change),
    });
  }

  /** The answer for `key`: kept, in flight, or `load`ed now (and kept if it may be). */
  read<T>(key: string, params: object, load: () => Promise<T>): Promise<T> {
    if (!this.#live) return load();
    const kept = this.#entries.get(key);
    if (kept) return Promise.resolve(kept.data as T);
    const pending = this.#inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const start = this.#freshness.now();
    const call: Promise<T> = load().then(
      (data) => {
        if (this.#inFlight.get(key) === call) this.#inFlight.delete(key);
        this.#keep(key, start, deepFreeze(data), [...productIdsIn(params, productIdsIn(data))]);
        return data;
      },
      (err: unknown) => {
        if (this.#inFlight.get(key) === call) this.#inFlight.delete(key);
        throw err;
      },
    );
    this.#inFlight.set(key, call);
    return call;
  }

  /** The answer kept as `key`, or undefined (also while the feed is not ready): for batch reads (loaders/batch.ts). */
  kept(key: string): unknown {
    return this.#live ? this.#entries.get(key)?.data : undefined;
  }

  /** Where a call beginning now starts, for `keep`. */
  begin(): number {
    return this.#freshness.now();
  }

  /** Keeps `data` (frozen) as `key`'s answer, unless a product it holds (or of `products`) changed since `start`. */
  keep(key: string, start: number, data: unknown, products: number[]): void {
    this.#keep(key, start, deepFreeze(data), [...productIdsIn(data, new Set(products))]);
  }

  /**
   * Products this gateway just changed (a review it added): dropped now, so the writer's own answer and its next
   * request read them afresh instead of waiting for the feed to announce the change.
   */
  changed(products: number[]): void {
    this.#change({ products, lists: false });
  }

  #keep(key: string, start: number, data: unknown, products: number[]): void {
    const held: Entity[] = products.map((id) => ({ typename: 'Product', id: String(id) }));
    if (!this.#live || !this.#freshness.fresh(start, held)) return;
    this.#entries.set(key, { data, products });
    for (const id of products) {
      let keys = this.#byProduct.get(id);
      if (!keys) this.#byProduct.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  #change({ products, lists }: CatalogChange): void {
    this.#inFlight.clear();
    if (lists) return this.#empty();
    this.#freshness.products(products.map(String));
    for (const id of products) for (const key of [...(this.#byProduct.get(id) ?? [])]) this.#entries.delete(key);
  }

  #empty(): void {
    this.#inFlight.clear();
    this.#entries.clear();
    this.#byProduct.clear();
    this.#freshness.everything();
  }
}
