/**
 * A drawn page's deadlines. Its loaders have the time budget: past it the page goes out undrawn (index.html) and
 * its queries stop. Once they have answered and the head goes out, its render has as long again, counted from then:
 * past it React stops and leaves what it has not drawn to the browser (and the queries its late boundaries asked
 * stop). Both end when the client goes away. Plain controllers and timers, not AbortSignal.any/timeout: this runs
 * for every page, and node 20's composed signals stay reachable long after the page.
 */
import type { ServerResponse } from 'node:http';

/** A signal that aborts after `ms`, or with `also`; `end()` drops its timer and listener (it never aborts then). */
function deadline(ms: number, also: AbortSignal): { signal: AbortSignal; end(): void } {
  const controller = new AbortController();
  const stop = () => {
    end();
    controller.abort();
  };
  const timer = setTimeout(stop, ms);
  also.addEventListener('abort', stop, { once: true });
  function end() {
    clearTimeout(timer);
    also.removeEventListener('abort', stop);
  }
  return { signal: controller.signal, end };
}

export function pageDeadlines(res: ServerResponse, budgetMs: number) {
  const left = new AbortController();
  res.once('close', () => res.writableFinished || left.abort());
  const queries = new AbortController();
  const loaders = deadline(budgetMs, left.signal);
  let drawing = false;
  loaders.signal.addEventListener('abort', () => drawing || queries.abort(), { once: true });
  return {
    loaders: loaders.signal,
    /** The page's queries, the loaders' and the render's. */
    queries: queries.signal,
    /** The render's deadline, from now. */
    render(): AbortSignal {
      drawing = true;
      loaders.end();
      const render = deadline(budgetMs, left.signal);
      render.signal.addEventListener('abort', () => queries.abort(), { once: true });
      return render.signal;
    },
  };
}
