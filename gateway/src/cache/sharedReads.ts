/**
 * /v1 reads whose answer is the same whoever asks (the menu, the home page, product lists, filters, search
 * answers: endpoints declared `shared` in loaders/), kept across GraphQL requests. The response cache
 * (responseCache.ts) serves plain guests whole answers; a signed-in shopper's request runs every time, and
 * this is what spares it the catalog calls it shares with everyone. Kept honest the same way:
 *
 * - Used only while the catalog change feed is ready; nothing kept is fresh while it is lost, nor after, unless
 *   the api confirms that no change of the catalog committed meanwhile (responseCache.ts); nor once its ttl ran out.
 * - An answer is no longer fresh when a product it holds (any `shopProductId` in it, or in the call's
 *   parameters) changes; a change that may move products in or out of lists (`lists`) does that to all.
 * - Answers that are not fresh are kept for stale-if-error: a call that fails because the api cannot be reached
 *   (NetworkError) gets the answer kept for its key when that is younger than `staleMs`, whether the feed is
 *   ready or not (`stale` for batch reads).
 * - An answer is not kept when a product it holds changed while the call ran (freshness.ts), nor an error.
 * - Calls for the same key in flight at once are one call; a change announced meanwhile makes later askers
 *   call again rather than join it.
 * - Answers are frozen: one object serves many requests, so a resolver that changed it would fail loudly.
 * - Fresh for `ttlMs` (what no change event covers, brands and menus, is this stale at worst), and at most
 *   `maxEntries` answers, fresh or not (5,000: a product page keeps ~5 — its sizes, options, reviews, similar
 *   items — so 500 thrashed under load with a few hundred products in view), taking at most `maxBytes` of heap
 *   (SHARED_READS_MAX_BYTES; sizes.ts: 5,000 list pages of ~70 KB had taken ~350 MB, the gateway's RSS reached
 *   ~400 MiB under uncached listings).
 * - Once nearly full, an answer is kept only when its key was asked for before (doorkeeper.ts): traffic that never
 *   repeats does not push out what does, nor pays for freezing and indexing answers no one reads again.
 * - Batch reads (loaders/batch.ts `sharedBatch`) keep one answer per id (`kept`, `begin`, `keep`).
 * - A write this gateway made announces its own change (`changed`) rather than wait for the feed.
 */
import { LRUCache } from 'lru-cache';
import type { CatalogChange } from '@tote/contract/catalog-events';
import { NetworkError } from '../errors.js';
import type { CatalogWatch } from './catalogWatch.js';
import { Doorkeeper } from './doorkeeper.js';
import { Freshness, type Entity } from './freshness.js';
import { heapBytesOf } from './sizes.js';

/**
 * 6 MiB of heap: the menus, filters, every product's sizes (a card's; ~1.5 MiB for the whole catalog) and the product
 * pages and list and search pages in view. With 16 MiB, traffic no cache can answer (#35: every listing another page
 * size, sort and offset) filled it with pages never asked again, and the gateway's RSS under it reached ~210 MiB.
 */
export const SHARED_READS_MAX_BYTES = 6 * 1024 * 1024;
/** Past this share of either bound the reads are crowded: an answer is kept only on its second asking. */
const CROWDED_SHARE = 0.9;

export interface SharedReadsOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Heap the kept answers may take at most (bytes, estimated: sizes.ts); default SHARED_READS_MAX_BYTES. */
  maxBytes?: number;
  /** How old a kept answer may be when the api cannot be reached and it is used instead (ms; default 0: never). */
  staleMs?: number;
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

/** Told when a kept answer stood in for a call the api could not take (UpstreamClient: one GraphQL request's). */
export interface StaleListener {
  servedStale(ageMs: number): void;
}

/** A call's answer: the api's, or one kept before that stood in for it (`staleAgeMs` old). */
interface Answer {
  data: unknown;
  staleAgeMs?: number;
}

interface Entry {
  data: unknown;
  /** The heap it takes, estimated (sizes.ts). */
  bytes: number;
  products: number[];
  storedAt: number;
  /** The generation it was kept in: one before `#freshFrom` is not fresh. */
  generation: number;
  /** A product it holds changed. */
  changed: boolean;
}

export class SharedReads {
  #live = false;
  #generation = 0;
  #freshFrom = 0;
  /** Where `#freshFrom` was when the feed was lost: fresh again if it comes back with nothing changed. */
  #suspendedFrom: number | null = null;
  readonly #ttlMs: number;
  readonly #staleMs: number;
  readonly #freshness = new Freshness();
  readonly #doorkeeper = new Doorkeeper();
  readonly #max: number;
  readonly #maxBytes: number;
  readonly #inFlight = new Map<string, Promise<Answer>>();
  /** The keys of the answers holding each product. */
  readonly #byProduct = new Map<number, Set<string>>();
  readonly #entries: LRUCache<string, Entry>;

  constructor(watch: CatalogWatch, opts: SharedReadsOptions = {}) {
    this.#ttlMs = opts.ttlMs ?? 60_000;
    this.#staleMs = opts.staleMs ?? 0;
    this.#max = opts.maxEntries ?? 5_000;
    this.#maxBytes = opts.maxBytes ?? SHARED_READS_MAX_BYTES;
    this.#entries = new LRUCache<string, Entry>({
      max: this.#max,
      maxSize: this.#maxBytes,
      sizeCalculation: (entry) => entry.bytes,
      ttl: Math.max(this.#ttlMs, this.#staleMs),
      dispose: (entry, key) => {
        for (const id of entry.products) {
          const keys = this.#byProduct.get(id);
          keys?.delete(key);
          if (keys?.size === 0) this.#byProduct.delete(id);
        }
      },
    });
    watch.listen({
      onReady: (unchanged) => {
        const from = this.#suspendedFrom;
        this.#empty();
        if (unchanged && from !== null) this.#freshFrom = from;
        this.#live = true;
      },
      onDown: () => {
        this.#live = false;
        const from = this.#suspendedFrom ?? this.#freshFrom;
        this.#empty();
        this.#suspendedFrom = from;
      },
      onChange: (change) => this.#change(change),
    });
  }

  /**
   * The answer for `key`: kept, in flight, or `load`ed now (and kept if it may be); when the api cannot be reached,
   * the answer kept before if young enough, told to `stale` with its age. Askers at the same time share one
   * call even while the feed is not ready (its answer is then not kept): an api just started again is not asked
   * the same thing by every request at once.
   */
  read<T>(key: string, params: object, load: () => Promise<T>, stale?: StaleListener): Promise<T> {
    const kept = this.#live ? this.#fresh(key) : undefined;
    if (kept) return Promise.resolve(kept.data as T);
    const call = this.#inFlight.get(key) ?? this.#call(key, params, load);
    return call.then(({ data, staleAgeMs }) => {
      if (staleAgeMs !== undefined) stale?.servedStale(staleAgeMs);
      return data as T;
    });
  }

  #call(key: string, params: object, load: () => Promise<unknown>): Promise<Answer> {
    const start = this.#freshness.now();
    const call: Promise<Answer> = load().then(
      (data) => {
        if (this.#inFlight.get(key) === call) this.#inFlight.delete(key);
        if (!this.#worthKeeping(key)) return { data };
        const frozen = deepFreeze(data);
        this.#keep(key, start, frozen, [...productIdsIn(params, productIdsIn(data))]);
        return { data: frozen };
      },
      (err: unknown) => {
        if (this.#inFlight.get(key) === call) this.#inFlight.delete(key);
        const kept = err instanceof NetworkError ? this.stale(key) : undefined;
        if (!kept) throw err;
        return { data: kept.data, staleAgeMs: kept.ageMs };
      },
    );
    this.#inFlight.set(key, call);
    return call;
  }

  /** The answer kept as `key`, or undefined (also while the feed is not ready): for batch reads (loaders/batch.ts). */
  kept(key: string): unknown {
    return this.#live ? this.#fresh(key)?.data : undefined;
  }

  /** The answer kept as `key`, fresh or not, if younger than the stale bound: for a batch read the api did not take. */
  stale(key: string): { data: unknown; ageMs: number } | undefined {
    const entry = this.#staleMs > 0 ? this.#entries.get(key) : undefined;
    const ageMs = entry ? Date.now() - entry.storedAt : Infinity;
    return entry && ageMs <= this.#staleMs ? { data: entry.data, ageMs } : undefined;
  }

  /** Where a call beginning now starts, for `keep`. */
  begin(): number {
    return this.#freshness.now();
  }

  /** Keeps `data` (frozen) as `key`'s answer, unless a product it holds (or of `products`) changed since `start`. */
  keep(key: string, start: number, data: unknown, products: number[]): void {
    if (!this.#worthKeeping(key)) return;
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
    const entry = { data, products, storedAt: Date.now(), generation: this.#generation, changed: false };
    this.#entries.set(key, { ...entry, bytes: heapBytesOf(data) });
    for (const id of products) {
      let keys = this.#byProduct.get(id);
      if (!keys) this.#byProduct.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  /** The heap the kept answers take, estimated (sizes.ts). */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Room to spare, an answer kept for `key` already, or `key` asked for before (doorkeeper.ts). */
  #worthKeeping(key: string): boolean {
    const crowded = this.size >= this.#max * CROWDED_SHARE || this.bytes >= this.#maxBytes * CROWDED_SHARE;
    return !crowded || this.#entries.has(key, { updateAgeOnHas: false }) || this.#doorkeeper.admit(key);
  }

  #change({ products, lists }: CatalogChange): void {
    this.#inFlight.clear();
    if (lists) return this.#empty();
    this.#freshness.products(products.map(String));
    for (const id of products)
      for (const key of this.#byProduct.get(id) ?? []) {
        const entry = this.#entries.peek(key);
        if (entry) entry.changed = true;
      }
  }

  #fresh(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    const fresh =
      entry && !entry.changed && entry.generation >= this.#freshFrom && Date.now() - entry.storedAt < this.#ttlMs;
    return fresh ? entry : undefined;
  }

  /** Nothing kept is fresh any more (it stays for stale-if-error). */
  #empty(): void {
    this.#inFlight.clear();
    this.#freshFrom = ++this.#generation;
    this.#suspendedFrom = null;
    this.#freshness.everything();
  }
}
