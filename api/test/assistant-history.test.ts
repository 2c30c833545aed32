/** The assistant's history, asked list, behavior events, refusals before the stream, and the chat rate limit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiAskedHistory, AiProductCard } from '@tote/contract/assistant';
import { ErrorCode } from '@tote/contract/codes';
import {
  chat,
  finalMessage,
  headersOf,
  history,
  listeningApi,
  newDevice,
  postJson,
  say,
  signIn,
  textOf,
  type ListeningApi,
} from './assistant-helpers.js';

let t: ListeningApi;
const RATE = 4;

beforeAll(async () => {
  t = await listeningApi({ limits: { aiChatPerOwner: { max: RATE, windowMs: 60_000 } } });
});
afterAll(async () => {
  await t.close();
});

describe('the conversation history', () => {
  it('keeps the finished turns, oldest first, with paging', async () => {
    const device = newDevice();
    const r = await chat(t.base, say('show me black boots'), { device });
    const reply = r.frames.filter((f) => f.event === 'chat_message').at(-1)!.data;
    const h = (await history(t.base, { device })).data!;
    expect(h.list.map((m) => m.user.role)).toEqual(['user', 'assistant']);
    expect(textOf(h.list[0]!)).toBe('show me black boots');
    expect(h.list[1]).toEqual({ ...reply, processingData: null });
    expect(h.list.every((m) => m.done)).toBe(true);
    expect(h.hasMore).toBe(false);

    const newest = (await history(t.base, { device }, '?pageSize=1')).data!;
    expect(newest).toMatchObject({ hasMore: true, list: [{ messageId: reply.messageId }] });
    const older = (await history(t.base, { device }, `?pageSize=1&before=${String(reply.messageId)}`)).data!;
    expect(older.list.map((m) => m.user.role)).toEqual(['user']);
    expect(older.hasMore).toBe(false);
  });

  it('is per owner: another device sees nothing; a signed-in user has their own', async () => {
    const device = newDevice();
    await chat(t.base, say('hello'), { device });
    expect((await history(t.base, { device: newDevice() })).data!.list).toEqual([]);
    const { token } = await signIn(t, 'paused@tote.test');
    await chat(t.base, say('what is my membership status?'), { token, device });
    const mine = (await history(t.base, { token })).data!;
    expect(mine.list.map((m) => textOf(m))).toContain('what is my membership status?');
    expect(mine.list.map((m) => textOf(m))).not.toContain('hello');
    expect(mine.trialMessagesLeft).toBeNull();
  });

  it('clears the conversation and the asked list', async () => {
    const device = newDevice();
    await chat(t.base, say('red party dress size S below 120'), { device });
    await chat(t.base, say('cheap sneakers'), { device });
    const asked = await postJson<AiAskedHistory>(t.base, '/v1/ai/history/list', {}, { device });
    expect(asked.data!.list.map((a) => a.text)).toEqual(['cheap sneakers', 'red party dress size S below 120']);

    const cleared = await postJson<{ list: unknown[] }>(t.base, '/v1/ai/chat/history/clear', {}, { device });
    expect(cleared).toMatchObject({ code: 0, data: { list: [], hasMore: false } });
    expect((await history(t.base, { device })).data!.list).toEqual([]);
    // The asked list is separate, and so is the trial count.
    expect((await postJson<AiAskedHistory>(t.base, '/v1/ai/history/list', {}, { device })).data!.list).toHaveLength(2);
    expect((await history(t.base, { device })).data!.trialMessagesLeft).toBe(3);
    await postJson(t.base, '/v1/ai/history/clear', {}, { device });
    expect((await postJson<AiAskedHistory>(t.base, '/v1/ai/history/list', {}, { device })).data!.list).toEqual([]);
  });
});

describe('behavior events', () => {
  it('view_pdp makes that product "this one": similar and cheaper', async () => {
    const device = newDevice();
    const anchor = await t.db
      .selectFrom('products')
      .select(['id', 'category_id', 'brand_id', 'price_cents'])
      .where('on_shelf', '=', true)
      .where('price_cents', '>', 30000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rec = await postJson(
      t.base,
      '/v1/ai/minibot_agent/behavior',
      { data: { event_type: 'view_pdp', shop_product_id: anchor.id, star: 5 } },
      { device },
    );
    expect(rec).toMatchObject({ code: 0, data: { ok: true } });
    const r = await chat(t.base, say('something like this one but cheaper'), { device });
    const cards = finalMessage(r.frames)
      .messages.filter((e) => e.type === 'product_card')
      .map((e) => e.value as AiProductCard);
    expect(cards.length).toBeGreaterThan(0);
    const rows = await t.db
      .selectFrom('products')
      .select(['id', 'category_id', 'brand_id', 'price_cents'])
      .where(
        'id',
        'in',
        cards.map((c) => c.shopProductId),
      )
      .execute();
    for (const p of rows) {
      expect(p.id).not.toBe(anchor.id);
      expect(p.price_cents).toBeLessThan(anchor.price_cents);
      expect(p.category_id === anchor.category_id || p.brand_id === anchor.brand_id).toBe(true);
    }
  });

  it('refuses a behavior without an event type', async () => {
    const r = await postJson(t.base, '/v1/ai/minibot_agent/behavior', { data: {} }, { device: newDevice() });
    expect(r.code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('refusals before the stream', () => {
  const bad: [string, unknown, Record<string, string>?][] = [
    ['no messages for a chat', { intent: 'chat' }],
    ['an empty message', { messages: [{ type: 'text', value: '   ' }] }],
    ['a message over 1,000 characters', { messages: [{ type: 'text', value: 'x'.repeat(1001) }] }],
    ['more than 10 parts', { messages: Array.from({ length: 11 }, () => ({ type: 'text', value: 'hi' })) }],
    ['an unknown intent', { intent: 'dance', messages: [{ type: 'text', value: 'hi' }] }],
    ['an unknown part type', { messages: [{ type: 'image', value: 'hi' }] }],
    ['a bad product id', { messages: [{ type: 'text', value: 'hi' }], context: { shopProductId: 'abc' } }],
    ['messages that are not a list', { messages: 'hi' }],
    [
      'a guest without a device id',
      { messages: [{ type: 'text', value: 'hi' }] },
      { 'content-type': 'application/json' },
    ],
  ];
  it.each(bad)('%s → 40001 envelope, not a stream', async (_name, body, headers) => {
    const res = await fetch(`${t.base}/v1/ai/chat/stream`, {
      method: 'POST',
      headers: headers ?? headersOf({ device: newDevice() }),
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, data: null });
  });

  it('refuses malformed JSON with 40001', async () => {
    const res = await fetch(`${t.base}/v1/ai/chat/stream`, {
      method: 'POST',
      headers: headersOf({ device: newDevice() }),
      body: '{"messages": [',
    });
    expect(res.status).toBe(400);
    expect((await res.json()) as object).toMatchObject({ code: ErrorCode.BAD_REQUEST });
  });

  it('rate limits chat per device → 42900', async () => {
    const device = newDevice();
    for (let i = 0; i < RATE; i++) expect((await chat(t.base, { intent: 'boot' }, { device })).status).toBe(200);
    const over = await chat(t.base, { intent: 'boot' }, { device });
    expect(over.status).toBe(429);
    expect(over.envelope).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS });
    expect(over.headers.get('retry-after')).toBeTruthy();
    // Another device is not limited by this one.
    expect((await chat(t.base, { intent: 'boot' }, { device: newDevice() })).status).toBe(200);
  });
});
