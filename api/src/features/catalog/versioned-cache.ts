/**
 * Answers the api keeps about the catalog, valid while catalog_version (migration 032) stays the same. A read
 * fetches the version in a statement it runs anyway (CATALOG_VERSION as a column), then asks the cache with it:
 * a newer version empties the cache; an older one (a request that read before a change another answered after)
 * neither reads nor fills it. What is stored was computed after its version was read, so it is never older.
 * Bounded by entries and by bytes (keys and values as UTF-16 strings, roughly).
 */
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/schema.js';

/** The catalog's version as a column: `select …, ${CATALOG_VERSION} as version`. */
export const CATALOG_VERSION = sql<string>`(select version::text from catalog_version)`;

/** The catalog's version, in a statement of its own (where no statement runs anyway). */
export async function readCatalogVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string }>`select ${CATALOG_VERSION} as version`.execute(db);
  return rows[0]!.version;
}

export interface CacheBounds {
  maxEntries: number;
  maxBytes: number;
}

type Value = string | number | null;
const bytesOf = (key: string, value: Value): number =>
  64 + 2 * key.length + (typeof value === 'string' ? 2 * value.length : 8);

export class VersionedCache<V extends Value> {
  #version = -1;
  readonly #lru: LRUCache<string, { value: V }>;

  constructor(bounds: CacheBounds) {
    this.#lru = new LRUCache<string, { value: V }>({
      max: bounds.maxEntries,
      maxSize: bounds.maxBytes,
      sizeCalculation: (v, key) => bytesOf(key, v.value),
    });
  }

  get size(): number {
    return this.#lru.size;
  }

  /** `undefined` when not known at `version`. */
  get(version: string, key: string): { value: V } | undefined {
    return this.#at(version) ? this.#lru.get(key) : undefined;
  }

  set(version: string, key: string, value: V): void {
    if (this.#at(version)) this.#lru.set(key, { value });
  }

  #at(version: string): boolean {
    const v = Number(version);
    if (v > this.#version) {
      this.#lru.clear();
      this.#version = v;
    }
    return v === this.#version;
  }
}

/** One cache per database handle (tests open several), made on first use. */
export function cachePerDb<V extends Value>(bounds: CacheBounds): (db: Db) => VersionedCache<V> {
  const caches = new WeakMap<Db, VersionedCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new VersionedCache<V>(bounds)));
    return cache;
  };
}
