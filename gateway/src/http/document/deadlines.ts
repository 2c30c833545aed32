/**
 * A drawn page's deadlines. Its loaders have the time budget: past it the page goes out undrawn (index.html) and
 * its queries stop. Once they have answered and the head goes out, its render has as long again, counted from then:
 * past it React stops and leaves what it has not drawn to the browser (and the queries its late boundaries asked
 * stop). Both end when the client goes away.
 */
import type { ServerResponse } from 'node:http';

export function pageDeadlines(res: ServerResponse, budgetMs: number) {
  const left = new AbortController();
  res.once('close', () => res.writableFinished || left.abort());
  const queries = new AbortController();
  const loaders = AbortSignal.any([AbortSignal.timeout(budgetMs), left.signal]);
  let drawing = false;
  loaders.addEventListener('abort', () => drawing || queries.abort(), { once: true });
  return {
    loaders,
    /** The page's queries, the loaders' and the render's. */
    queries: queries.signal,
    /** The render's deadline, from now. */
    render(): AbortSignal {
      drawing = true;
      const render = AbortSignal.any([AbortSignal.timeout(budgetMs), left.signal]);
      render.addEventListener('abort', () => queries.abort(), { once: true });
      return render;
    },
  };
}
