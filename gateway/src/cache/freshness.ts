/**
 * Whether an answer may be kept: one computed while a change it holds was announced may have read
 * the data from before the change, and would outlive the invalidation that came first. Changes are
 * numbered (the epoch); an answer's execution begins at an epoch and is kept only if no product it
 * holds, and no "everything" change, was announced after that.
 */
export interface Entity {
  typename: string;
  id?: string | number;
}

/** Products remembered at most; past that the memory is dropped and counts as an "everything" change. */
const MAX_PRODUCTS = 50_000;

export class Freshness {
  #epoch = 0;
  #everythingAt = 0;
  readonly #productAt = new Map<string, number>();

  /** The epoch an execution beginning now starts at. */
  now(): number {
    return this.#epoch;
  }

  /** Products (global ids) changed. */
  products(ids: string[]): void {
    const at = ++this.#epoch;
    if (this.#productAt.size + ids.length > MAX_PRODUCTS) {
      this.#productAt.clear();
      this.#everythingAt = at;
    }
    for (const id of ids) this.#productAt.set(id, at);
  }

  /** Anything may have changed. */
  everything(): void {
    this.#everythingAt = ++this.#epoch;
  }

  /** An answer begun at `start`, holding `entities`, saw none of its data change. */
  fresh(start: number, entities: readonly Entity[]): boolean {
    if (this.#everythingAt > start) return false;
    return entities.every(
      ({ typename, id }) =>
        typename !== 'Product' || id === undefined || (this.#productAt.get(String(id)) ?? 0) <= start,
    );
  }
}
