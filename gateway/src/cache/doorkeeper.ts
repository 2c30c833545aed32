/**
 * Admission for a full cache (TinyLFU's "doorkeeper"): once a cache is crowded, an answer asked for the first time
 * would push out one that was asked for before, and under traffic that never repeats (every listing another page
 * size, sort and offset) the cache only churned: keeping each answer, indexing it, evicting another. So a crowded
 * cache keeps an answer only when its key was asked for once already, within the last `max` first sightings; until
 * the cache is crowded every answer is kept, as before. The keys seen are forgotten all at once when `max` is
 * reached (~100 bytes each: 10,000 take ~1 MB).
 */
export class Doorkeeper {
  readonly #seen = new Set<string>();

  constructor(readonly max = 10_000) {}

  /** Whether `key` was seen before; remembers it when not. */
  admit(key: string): boolean {
    if (this.#seen.has(key)) return true;
    if (this.#seen.size >= this.max) this.#seen.clear();
    this.#seen.add(key);
    return false;
  }
}
