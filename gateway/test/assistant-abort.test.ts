/**
 * Leaving a reply mid-stream closes its upstream request (no connection left open on the api side),
 * and one stream that is not read does not hold up another.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatInput,
  newDevice,
  REPLY_SUBSCRIPTION,
  startStreamProxy,
  subscribeReply,
  WEDDING_DRESS,
} from './assistant-helpers.js';
import { startGateway, type Gateway } from './helpers.js';

let gw: Gateway;
let proxy: Awaited<ReturnType<typeof startStreamProxy>>;
beforeAll(async () => {
  // Streams of "held" devices pass two frames, then stay open mid-reply until the gateway closes them.
  proxy = await startStreamProxy((device) => (device.startsWith('held-') ? { pass: 2, then: 'hold' } : undefined));
  gw = await startGateway({ upstreamUrl: proxy.url });
});
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});

const UNTIL = { timeout: 20_000, interval: 25 };

describe('a subscriber that leaves', () => {
  it('closes every upstream request: 24 replies left mid-stream leave 0 upstream connections open', async () => {
    const before = { ...proxy.stats };
    const subs = Array.from({ length: 24 }, () =>
      subscribeReply(gw.url, { input: chatInput(WEDDING_DRESS) }, { deviceId: newDevice('held') }),
    );
    // Every reply is under way: its first events arrived, the upstream request is open and unfinished.
    await vi.waitFor(() => {
      for (const s of subs) expect(s.events().length).toBeGreaterThanOrEqual(2);
    }, UNTIL);
    expect(proxy.stats.opened - before.opened).toBe(24);
    expect(proxy.stats.open).toBe(24);

    for (const s of subs) s.dispose();
    await vi.waitFor(() => expect(proxy.stats.open).toBe(0), UNTIL);
    expect(proxy.stats.closedBeforeEnd - before.closedBeforeEnd).toBe(24);
  });

  it('closes the upstream request when the HTTP request is aborted', async () => {
    const before = { ...proxy.stats };
    const abort = new AbortController();
    const res = await fetch(`${gw.url}/graphql/stream`, {
      method: 'POST',
      signal: abort.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-device-id': newDevice('held') },
      body: JSON.stringify({ query: REPLY_SUBSCRIPTION, variables: { input: chatInput(WEDDING_DRESS) } }),
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(proxy.stats.opened).toBe(before.opened + 1), UNTIL);
    abort.abort();
    await vi.waitFor(() => expect(proxy.stats.open).toBe(0), UNTIL);
    expect(proxy.stats.closedBeforeEnd).toBe(before.closedBeforeEnd + 1);
  });
});

describe('two replies at once', () => {
  it('completes one while the other is neither finished upstream nor read', async () => {
    const stalled = new AbortController();
    const unread = await fetch(`${gw.url}/graphql/stream`, {
      method: 'POST',
      signal: stalled.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-device-id': newDevice('held') },
      body: JSON.stringify({ query: REPLY_SUBSCRIPTION, variables: { input: chatInput(WEDDING_DRESS) } }),
    });
    expect(unread.status).toBe(200); // its body is never read
    await vi.waitFor(() => expect(proxy.stats.open).toBe(1), UNTIL);

    const other = subscribeReply(gw.url, { input: chatInput('a black dress for a party') });
    await other.done;
    const types = other.events().map((e) => e.__typename);
    expect(types[0]).toBe('AssistantReplyStarted');
    expect(types.at(-1)).toBe('AssistantReplyEnded');
    expect(proxy.stats.open).toBe(1); // the unread one is still there, mid-reply

    stalled.abort();
    await vi.waitFor(() => expect(proxy.stats.open).toBe(0), UNTIL);
  });
});
