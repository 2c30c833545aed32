/**
 * What React's Node server renderer gets for `require('async_hooks')` in the server entry's bundle
 * (build/reactRequestStorage.ts). React keeps the request it renders in an AsyncLocalStorage only to find it from
 * code that runs outside its render (a resource hint called from a promise's callback); during a render it knows
 * it anyway, and its edge renderer does without one where the platform has none. On Node 20 a real one, once used,
 * turns on promise hooks for every promise of the gateway for good (#35). This one holds its store for the call of
 * `run` alone.
 */
export class AsyncLocalStorage<T> {
  #store: T | undefined;

  getStore(): T | undefined {
    return this.#store;
  }

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    const outer = this.#store;
    this.#store = store;
    try {
      return callback(...args);
    } finally {
      this.#store = outer;
    }
  }
}
