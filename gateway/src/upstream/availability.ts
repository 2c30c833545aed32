/**
 * Whether the api is known to be down: a connection to it was refused moments ago and nothing has answered since.
 * While the api restarts, a screen query's reads (several levels of them, one after another) would each wait
 * READ_RETRY_DELAY_MS (client.ts) before failing, and the answers kept for stale-if-error with them: a read made
 * while the api is known to be down fails at once, and a request with a kept answer gets it without running
 * (cache/staleIfError.ts).
 */

/** How long after a refused connection the api counts as down. */
export const DOWN_AFTER_REFUSAL_MS = 1_000;

export class ApiAvailability {
  #refusedAt = -Infinity;

  /** A connection to the api was refused: nothing listens there. */
  refused(): void {
    this.#refusedAt = performance.now();
  }

  /** The api answered. */
  answered(): void {
    this.#refusedAt = -Infinity;
  }

  /** A connection was refused within DOWN_AFTER_REFUSAL_MS and nothing has answered since. */
  get down(): boolean {
    return performance.now() - this.#refusedAt < DOWN_AFTER_REFUSAL_MS;
  }

  /** `request` as it is, noting what its outcome says: an answer, or a refused connection. */
  async watch<T>(request: Promise<T>): Promise<T> {
    try {
      const answer = await request;
      this.answered();
      return answer;
    } catch (e) {
      if ((e as { code?: unknown } | null)?.code === 'ECONNREFUSED') this.refused();
      throw e;
    }
  }
}
