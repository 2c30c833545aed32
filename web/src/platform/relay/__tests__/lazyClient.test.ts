import { describe, expect, it, vi } from 'vitest';
import { lazyClient, type SseClient } from '../subscriptions.ts';

const request = { query: '', variables: {} };
const sinkOf = () => ({ next: vi.fn(), error: vi.fn(), complete: vi.fn() });

describe('lazyClient', () => {
  it('subscribes once the client has loaded; cancelling then cancels the subscription', async () => {
    const cancel = vi.fn();
    const client: SseClient = { subscribe: vi.fn(() => cancel) };
    const sink = sinkOf();
    const stop = lazyClient(() => Promise.resolve(client)).subscribe(request, sink);
    await vi.waitFor(() => expect(client.subscribe).toHaveBeenCalledWith(request, sink, undefined));
    stop();
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('cancelled before the client loaded: never subscribes', async () => {
    const client: SseClient = { subscribe: vi.fn(() => () => {}) };
    const loaded = Promise.resolve(client);
    lazyClient(() => loaded).subscribe(request, sinkOf())();
    await loaded;
    await Promise.resolve();
    expect(client.subscribe).not.toHaveBeenCalled();
  });

  it("a client that fails to load ends the subscription with the load's error", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const sink = sinkOf();
    lazyClient(() => Promise.reject(failure)).subscribe(request, sink);
    await vi.waitFor(() => expect(sink.error).toHaveBeenCalledWith(failure));
  });
});
