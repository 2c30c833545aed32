import type { Page } from '@playwright/test';

/**
 * The body of the page's next request to the shop's stream endpoint (/graphql/stream), read through Chromium's
 * DevTools protocol: Playwright's response.body() has none for an event stream (Chromium keeps no copy of it).
 * Call before the request starts; the returned function waits for the stream's end.
 */
export async function nextStreamBody(page: Page): Promise<() => Promise<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The request is held before it goes out until its streaming is on: asked on requestWillBeSent instead, a stream
  // the server answers at once (a refusal) had sometimes finished loading first ("has already finished loading").
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/graphql/stream*', requestStage: 'Request' }] });
  let id: string | null = null;
  let streaming: Promise<void> = Promise.resolve();
  const chunks: Buffer[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    cdp.on('Fetch.requestPaused', (e) => {
      const go = () => cdp.send('Fetch.continueRequest', { requestId: e.requestId });
      if (id !== null || e.request.method !== 'POST' || !e.networkId) {
        void go();
        return;
      }
      id = e.networkId;
      // From before its first byte: every byte then comes in a dataReceived event.
      streaming = cdp
        .send('Network.streamResourceContent', { requestId: id })
        .then((r) => void chunks.unshift(Buffer.from(r.bufferedData, 'base64')))
        .finally(go)
        .then(() => undefined);
      streaming.catch(reject);
    });
    cdp.on('Network.dataReceived', (e) => {
      if (e.requestId === id && e.data) chunks.push(Buffer.from(e.data, 'base64'));
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (e.requestId === id) resolve();
    });
    // graphql-sse aborts its request once the stream says `complete`: what came before is the whole body.
    cdp.on('Network.loadingFailed', (e) => {
      if (e.requestId !== id) return;
      if (e.canceled) resolve();
      else reject(new Error(`the stream failed: ${e.errorText}`));
    });
  });
  return async () => {
    await ended;
    await streaming;
    await cdp.send('Fetch.disable');
    await cdp.detach();
    return Buffer.concat(chunks).toString('utf8');
  };
}

/** The events of a graphql-sse body (`event: next` / `data: {"data": …}`) for one subscription field. */
export function streamedEvents<T>(body: string, field: string): T[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => (JSON.parse(line.slice('data: '.length)) as { data?: Record<string, T | null> }).data?.[field])
    .filter((event): event is T => event != null);
}
