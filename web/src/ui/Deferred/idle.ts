/**
 * The browser's first idle moment after start-up. Browsers without requestIdleCallback (Safari) get the next task.
 * Under a steady load an idle period may not come: the timeout bounds the wait.
 */
const IDLE_TIMEOUT_MS = 3000;

let passed = false;

/** The first idle moment has come: what waits for it mounts at once from now on (a page opened later). */
export function idlePassed(): boolean {
  return passed;
}

/** Runs `then` at the browser's next idle moment; returns the cancel. */
export function afterIdle(then: () => void): () => void {
  const run = () => {
    passed = true;
    then();
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/** Tests only: back to a page that has not been idle yet. */
export function resetIdle(): void {
  passed = false;
}
