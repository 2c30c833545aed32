/** Polls a URL until it answers 2xx, or throws after the timeout. */
export async function waitForHttp(url: string, opts: { timeoutMs: number; what: string }): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${opts.what} did not become ready at ${url} within ${opts.timeoutMs} ms (${lastError})`);
}
