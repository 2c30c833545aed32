/**
 * Where the response cache keeps its answers (yoga's `Cache`: get, set, invalidate), in one LRU whose answers
 * outlive their freshness, for stale-if-error (staleIfError.ts):
 *
 * - An answer is fresh until its ttl runs out, an entity it holds is invalidated, or every answer is expired at
 *   once (`expireAll`: a change that may move products in or out of lists; the change feed regained without
 *   word that nothing changed). `suspend` (the feed lost) makes every answer not fresh until `resume` (the feed
 *   is back and says nothing changed meanwhile) makes those fresh again. `get` returns fresh answers only: what
 *   the cache serves as usual.
 * - `stale(key)` returns the answer kept for `key` when it is younger than `staleMs`, fresh or not: what the
 *   gateway answers when the api cannot be reached.
 * - Fresh or not, every answer counts against `max` answers and `maxBytes` of heap (sizes.ts: its JSON's length
 *   × 1.5); the least recently used go first, and none is kept past its ttl or `staleMs`, whichever is longer.
 *   `crowded` says when either bound is nearly reached (doorkeeper.ts decides then what is worth keeping).
 */
import type { ExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { heapBytesOf } from './sizes.js';

type Entities = Parameters<Cache['invalidate']>[0];

interface Kept {
  result: ExecutionResult;
  /** When it was computed (ms, the store's clock). */
  storedAt: number;
  freshUntil: number;
  /** The generation it was kept in: one before the store's `freshFrom` is not fresh. */
  generation: number;
  invalidated: boolean;
  /** The entity ids it holds (`Type` and `Type:id`), for invalidate(). */
  entities: string[];
}

export interface StaleAnswer {
  result: ExecutionResult;
  /** How old it is (ms). */
  ageMs: number;
}

export interface AnswerStoreOptions {
  max: number;
  /** Heap the answers may take at most, estimated (sizes.ts); default RESPONSE_CACHE_MAX_BYTES. */
  maxBytes?: number | undefined;
  /** How long an answer stays available to stale(), from when it was computed (0: never). */
  staleMs: number;
  now?: () => number;
}

/**
 * 3 MiB of answers: the catalog pages guests ask most (a listing page ~45 KB of heap, a product ~15 KB), beside the
 * shared reads' 6 MiB (sharedReads.ts), in a gateway that has ~180 MiB of the shop's 300 under load (SPEC: gateway +
 * api on PostgreSQL). With 8, traffic that never repeats held it full of answers never asked again (#35).
 */
export const RESPONSE_CACHE_MAX_BYTES = 3 * 1024 * 1024;

/** Past this share of either bound the store is `crowded`: it would soon make room by dropping answers. */
const CROWDED_SHARE = 0.9;

/** What an answer holding these entities is found by: each type, and each entity with an id. */
const heldIds = (entities: Entities): string[] =>
  [...entities].flatMap(({ typename, id }) => (id == null ? [typename] : [typename, `${typename}:${id}`]));

/** What an invalidation names: one entity by its id, or every answer holding a type. */
const namedIds = (entities: Entities): string[] =>
  [...entities].map(({ typename, id }) => (id == null ? typename : `${typename}:${id}`));

export class AnswerStore implements Cache {
  #generation = 0;
  #freshFrom = 0;
  /** Where `freshFrom` was when suspend() was called, for resume(). */
  #suspendedFrom: number | null = null;
  readonly #staleMs: number;
  readonly #now: () => number;
  readonly #answers: LRUCache<string, Kept>;
  readonly #max: number;
  readonly #maxBytes: number;
  /** The keys of the answers holding each entity id. */
  readonly #byEntity = new Map<string, Set<string>>();

  constructor(opts: AnswerStoreOptions) {
    this.#staleMs = opts.staleMs;
    this.#now = opts.now ?? Date.now;
    this.#max = opts.max;
    this.#maxBytes = opts.maxBytes ?? RESPONSE_CACHE_MAX_BYTES;
    this.#answers = new LRUCache<string, Kept>({
      max: opts.max,
      maxSize: this.#maxBytes,
      sizeCalculation: (kept) => heapBytesOf(kept.result),
      noDisposeOnSet: true,
      dispose: (kept, key) => this.#unindex(key, kept),
    });
  }

  get(key: string): ExecutionResult | undefined {
    const kept = this.#answers.get(key);
    return kept && this.#fresh(kept) ? kept.result : undefined;
  }

  set(key: string, result: ExecutionResult, entities: Entities, ttl: number): void {
    const previous = this.#answers.peek(key);
    if (previous) this.#unindex(key, previous);
    const storedAt = this.#now();
    const ids = heldIds(entities);
    const kept: Kept = {
      result,
      storedAt,
      freshUntil: storedAt + ttl,
      generation: this.#generation,
      invalidated: false,
      entities: ids,
    };
    this.#answers.set(key, kept, { ttl: Math.max(ttl, this.#staleMs) });
    for (const id of ids) {
      let keys = this.#byEntity.get(id);
      if (!keys) this.#byEntity.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Answers holding these entities are no longer fresh (they stay for stale()). */
  invalidate(entities: Entities): void {
    for (const id of namedIds(entities))
      for (const key of this.#byEntity.get(id) ?? []) {
        const kept = this.#answers.peek(key);
        if (kept) kept.invalidated = true;
      }
  }

  /** No answer kept so far is fresh any more (they stay for stale()). */
  expireAll(): void {
    this.#freshFrom = ++this.#generation;
    this.#suspendedFrom = null;
  }

  /** No answer kept so far is fresh until resume() (they stay for stale()). */
  suspend(): void {
    const from = this.#suspendedFrom ?? this.#freshFrom;
    this.expireAll();
    this.#suspendedFrom = from;
  }

  /** The answers that were fresh when suspend() was called are fresh again (their ttl and invalidations hold). */
  resume(): void {
    if (this.#suspendedFrom !== null) this.#freshFrom = this.#suspendedFrom;
    this.#suspendedFrom = null;
  }

  /** The answer kept for `key`, fresh or not, when it is younger than the stale bound. */
  stale(key: string): StaleAnswer | undefined {
    const kept = this.#staleMs > 0 ? this.#answers.get(key) : undefined;
    if (!kept) return undefined;
    const ageMs = this.#now() - kept.storedAt;
    return ageMs <= this.#staleMs ? { result: kept.result, ageMs } : undefined;
  }

  /** Whether an answer, fresh or not, is kept for `key`. */
  has(key: string): boolean {
    return this.#answers.has(key, { updateAgeOnHas: false });
  }

  get size(): number {
    return this.#answers.size;
  }

  /** The heap the answers take, estimated (sizes.ts). */
  get bytes(): number {
    return this.#answers.calculatedSize;
  }

  /** Nearly full: a new answer would soon push out one kept before. */
  get crowded(): boolean {
    return this.size >= this.#max * CROWDED_SHARE || this.bytes >= this.#maxBytes * CROWDED_SHARE;
  }

  #fresh(kept: Kept): boolean {
    return !kept.invalidated && kept.generation >= this.#freshFrom && this.#now() < kept.freshUntil;
  }

  #unindex(key: string, kept: Kept): void {
    for (const id of kept.entities) {
      const keys = this.#byEntity.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.#byEntity.delete(id);
    }
  }
}
