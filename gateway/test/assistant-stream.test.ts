/**
 * Subscription.assistantReply over /graphql/stream with graphql-sse's own client: the reply event by
 * event, failures as AssistantReplyFailed, malformed requests refused without a 5xx.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatInput,
  newDevice,
  REPLY_SUBSCRIPTION,
  startStreamProxy,
  subscribeReply,
  WEDDING_DRESS,
  type StreamScript,
} from './assistant-helpers.js';
import { startGateway, type Gateway, type GqlData } from './helpers.js';

const ERROR_FRAME =
  'event: error\ndata: {"code":60001,"message":{"action":"toast","content":"The stylist is away."}}\n\n';
const SCRIPTS: Record<string, StreamScript> = {
  held: { pass: 3, then: 'hold' },
  error: { pass: 1, then: ERROR_FRAME },
  unknown: { pass: 1, then: 'event: surprise\ndata: {"messageId":"x"}\n\n' + ERROR_FRAME },
  cut: { pass: 1, then: '' },
};

let gw: Gateway;
let proxy: Awaited<ReturnType<typeof startStreamProxy>>;
beforeAll(async () => {
  proxy = await startStreamProxy((device) => SCRIPTS[device.split('-')[0] ?? '']);
  gw = await startGateway({ upstreamUrl: proxy.url });
});
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});

const textOf = (e: GqlData): string =>
  e.message.elements
    .filter((x: GqlData) => x.__typename === 'AssistantText')
    .map((x: GqlData) => x.text)
    .join('');

describe('assistantReply', () => {
  it('streams start → growing message updates with product cards → end', async () => {
    const sub = subscribeReply(gw.url, { input: chatInput(WEDDING_DRESS) });
    await sub.done;
    expect(sub.results.every((r) => r.errors === undefined)).toBe(true);
    const events = sub.events();
    const types = events.map((e) => e.__typename);
    expect(types[0]).toBe('AssistantReplyStarted');
    expect(types.at(-1)).toBe('AssistantReplyEnded');
    const updates = events.filter((e) => e.__typename === 'AssistantMessageUpdate');
    expect(updates.length).toBeGreaterThanOrEqual(2);

    const first = updates.filter((u) => u.message.id === events[0].messageId);
    const lengths = first.map((u) => textOf(u).length);
    expect(lengths.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < lengths.length; i++) expect(lengths[i]).toBeGreaterThanOrEqual(lengths[i - 1] ?? 0);
    expect(lengths.at(-1)).toBeGreaterThan(lengths[0] ?? 0);
    expect(first.at(-1).message).toMatchObject({ done: true, sender: { role: 'ASSISTANT' } });
    expect(first.slice(0, -1).every((u) => u.message.done === false)).toBe(true);

    const cards = updates
      .flatMap((u) => u.message.elements)
      .filter((x: GqlData) => x.__typename === 'AssistantProductCard');
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.product).toMatchObject({ id: expect.any(String), url: expect.stringMatching(/^\/product\//) });
      expect(c.product.price.amount).toBeLessThanOrEqual(150);
      expect(c.sizesInStock).toContain('M');
    }
    expect(events.at(-1)).toMatchObject({ trialMessagesLeft: expect.any(Number) });
  });

  it('forwards each event as it arrives, before the upstream reply is over', async () => {
    const sub = subscribeReply(gw.url, { input: chatInput(WEDDING_DRESS) }, { deviceId: newDevice('held') });
    try {
      // The proxy passed three frames and holds the rest: they reach the client all the same.
      await vi.waitFor(() => expect(sub.events()).toHaveLength(3), { timeout: 15_000 });
      expect(sub.events()[0].__typename).toBe('AssistantReplyStarted');
    } finally {
      sub.dispose();
    }
  });

  it('turns an error frame into AssistantReplyFailed and ends the stream', async () => {
    const sub = subscribeReply(gw.url, { input: chatInput(WEDDING_DRESS) }, { deviceId: newDevice('error') });
    await sub.done;
    expect(sub.events().map((e) => e.__typename)).toEqual(['AssistantReplyStarted', 'AssistantReplyFailed']);
    expect(sub.events()[1]).toEqual({
      __typename: 'AssistantReplyFailed',
      code: '60001',
      text: 'The stylist is away.',
      action: 'TOAST',
    });
  });

  it('treats an unknown event as an error, and a stream cut short as a network error', async () => {
    const unknown = subscribeReply(gw.url, { input: chatInput('hello') }, { deviceId: newDevice('unknown') });
    await unknown.done;
    expect(unknown.events()).toHaveLength(2);
    expect(unknown.events()[1]).toMatchObject({ __typename: 'AssistantReplyFailed', code: '60001', action: 'TOAST' });

    const cut = subscribeReply(gw.url, { input: chatInput('hello') }, { deviceId: newDevice('cut') });
    await cut.done;
    expect(cut.events()[1]).toEqual({
      __typename: 'AssistantReplyFailed',
      code: 'NETWORK_ERROR',
      text: 'Network Error. Please try again later.',
      action: 'TOAST',
    });
  });

  it('answers a request the upstream refuses before streaming with AssistantReplyFailed', async () => {
    // 40001 (the route is at most 300 characters upstream) → BAD_USER_INPUT with the upstream's text.
    const long = subscribeReply(gw.url, { input: { ...chatInput('hi'), page: `/${'p'.repeat(400)}` } });
    await long.done;
    expect(long.events()).toEqual([
      { __typename: 'AssistantReplyFailed', code: 'BAD_USER_INPUT', text: expect.any(String), action: 'TOAST' },
    ]);
    // 40000: a session token the api does not know.
    const stale = subscribeReply(gw.url, { input: chatInput('hi') }, { headers: { authorization: 'Bearer nope' } });
    await stale.done;
    expect(stale.events()).toEqual([expect.objectContaining({ __typename: 'AssistantReplyFailed', code: '40000' })]);
  });

  it('answers 42900 once a shopper sends too many requests in a minute', async () => {
    const deviceId = newDevice();
    const replies = Array.from({ length: 22 }, () =>
      subscribeReply(gw.url, { input: { intent: 'BOOT' } }, { deviceId }),
    );
    await Promise.all(replies.map((r) => r.done));
    const failed = replies.flatMap((r) => r.events()).filter((e) => e.__typename === 'AssistantReplyFailed');
    expect(failed.length).toBeGreaterThanOrEqual(2);
    for (const f of failed) expect(f).toMatchObject({ code: '42900', action: 'TOAST', text: expect.any(String) });
  });
});

describe('malformed requests', () => {
  const post = (body: unknown) =>
    fetch(`${gw.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-device-id': newDevice() },
      body: JSON.stringify(body),
    });

  it('refuses a missing input or an unknown enum value with a GraphQL error in the stream, never a 5xx', async () => {
    for (const variables of [
      {},
      { input: { intent: 'SHOUT' } },
      { input: { messages: [{ type: 'LOUD', value: 'x' }] } },
    ]) {
      const res = await post({ query: REPLY_SUBSCRIPTION, variables });
      // graphql-sse's convention: the errors come as an `event: next` of a 200 stream, where its client reads them.
      expect(res.status, JSON.stringify(variables)).toBe(200);
      expect(await res.text()).toContain('"code":"BAD_USER_INPUT"');
      const sub = subscribeReply(gw.url, variables);
      await sub.done;
      expect(sub.results).toEqual([
        { errors: [expect.objectContaining({ message: expect.any(String), extensions: { code: 'BAD_USER_INPUT' } })] },
      ]);
    }
  });

  it('refuses a message over 1,000 characters with BAD_USER_INPUT, without an upstream call', async () => {
    const opened = proxy.stats.opened;
    const sub = subscribeReply(gw.url, { input: chatInput('x'.repeat(1001)) });
    await sub.done;
    expect(sub.events()).toEqual([
      {
        __typename: 'AssistantReplyFailed',
        code: 'BAD_USER_INPUT',
        text: 'A message is 1 to 1,000 characters.',
        action: 'TOAST',
      },
    ]);
    expect(proxy.stats.opened).toBe(opened);
  });

  it('answers /graphql/stream only to event-stream requests', async () => {
    const res = await fetch(`${gw.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: REPLY_SUBSCRIPTION, variables: { input: chatInput('hi') } }),
    });
    expect(res.status).toBe(406);
  });
});

describe('an unreachable upstream', () => {
  it('ends the reply with NETWORK_ERROR', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as net.AddressInfo;
        s.close(() => resolve(p));
      });
    });
    const down = await startGateway({ upstreamUrl: `http://127.0.0.1:${port}` });
    try {
      const sub = subscribeReply(down.url, { input: chatInput(WEDDING_DRESS) });
      await sub.done;
      expect(sub.events()).toEqual([
        {
          __typename: 'AssistantReplyFailed',
          code: 'NETWORK_ERROR',
          text: 'Network Error. Please try again later.',
          action: 'TOAST',
        },
      ]);
    } finally {
      await down.close();
    }
  });
});
