/**
 * The OpenAI-compatible engine against a local fake provider that streams like OpenAI's API: text
 * deltas as growing snapshots, a tool call into the product search, provider failures as `error`
 * frames, and a shopper who leaves mid-stream (the provider request is cancelled, nothing is kept).
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiProductCard } from '@tote/contract/assistant';
import { sql } from 'kysely';
import type { AssistantEngine } from '../src/features/assistant/engine.js';
import { openAiEngine } from '../src/features/assistant/openai/engine.js';
import type { OpenAiSettings } from '../src/features/assistant/settings.js';
import {
  chat,
  finalMessage,
  history,
  listeningApi,
  newDevice,
  say,
  textOf,
  type ListeningApi,
} from './assistant-helpers.js';
import { callTool, FakeOpenAi, finish, say as delta } from './fake-openai.js';

const fake = new FakeOpenAi();
let t: ListeningApi;
let settings: OpenAiSettings;
/** Replies of the engine that are still running (the watcher counts them). */
let running = 0;

/** The real engine, watched: `running` says whether a reply's iterator is still alive. */
function watched(inner: AssistantEngine): AssistantEngine {
  return {
    name: inner.name,
    async *reply(input, ctx, signal) {
      running++;
      try {
        yield* inner.reply(input, ctx, signal);
      } finally {
        running--;
      }
    },
  };
}

beforeAll(async () => {
  settings = { baseUrl: await fake.start(), apiKey: 'test-key', model: 'test-model', timeoutMs: 60_000 };
  t = await listeningApi({ assistant: { engine: watched(openAiEngine(settings)), trialLimit: 100 } });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const ARGS = '{"category":"dress","occasion":"wedding","priceMax":150,"size":"M"}';

describe('the OpenAI-compatible engine', () => {
  it('streams text deltas, runs a tool call through the product search, and continues', async () => {
    fake.script(
      {
        chunks: [
          delta('Let me '),
          delta('look. '),
          callTool(0, { id: 'call_1', name: 'search_products' }),
          callTool(0, { args: ARGS.slice(0, 20) }),
          callTool(0, { args: ARGS.slice(20) }),
          finish('tool_calls'),
        ],
      },
      { chunks: [delta('Here are '), delta('dresses for '), delta('the wedding.'), finish('stop')] },
    );
    const device = newDevice();
    const before = fake.requests.length;
    const r = await chat(t.base, say('a dress for a wedding under $150 in size M'), { device });
    const events = r.frames.map((f) => f.event);
    expect(events[0]).toBe('start');
    expect(events.at(-1)).toBe('end');
    expect(events).toContain('processing');
    const texts = r.frames
      .filter((f) => f.event === 'chat_message')
      .map((f) => textOf(f.data as Parameters<typeof textOf>[0]));
    expect(texts.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < texts.length; i++) expect(texts[i]!.length).toBeGreaterThanOrEqual(texts[i - 1]!.length);
    expect(texts.slice(0, 2)).toEqual(['Let me', 'Let me look.'].map((x) => expect.stringContaining(x)));

    const reply = finalMessage(r.frames);
    expect(reply.kind).toBe('view_products');
    expect(textOf(reply)).toBe('Let me look. Here are dresses for the wedding.');
    const cards = reply.messages.filter((e) => e.type === 'product_card').map((e) => e.value as AiProductCard);
    expect(cards.length).toBeGreaterThan(0);
    const ids = cards.map((c) => c.shopProductId);
    const { rows } = await sql<{ ok: boolean }>`
      select p.price_cents <= 15000
        and exists (select 1 from skus s where s.product_id = p.id and s.size_label = 'M' and s.stock > 0)
        and exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
                     where pc.product_id = p.id and c.code = 'DRESSES') as ok
      from products p where p.id = any(${ids}::int[])`.execute(t.db);
    expect(rows.map((x) => x.ok)).toEqual(ids.map(() => true));

    const [first, second] = fake.requests.slice(before);
    expect(first!.headers.authorization).toBe('Bearer test-key');
    expect(first!.body).toMatchObject({ model: 'test-model', stream: true });
    const tool = (first!.body.tools as { function: { name: string; parameters: { properties: object } } }[])[0]!;
    expect(tool.function.name).toBe('search_products');
    expect(Object.keys(tool.function.parameters.properties).sort()).toEqual(
      ['brand', 'category', 'color', 'keyword', 'occasion', 'priceMax', 'priceMin', 'size'].sort(),
    );
    const sent = first!.body.messages as { role: string; content: string }[];
    expect(sent[0]!.role).toBe('system');
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'a dress for a wedding under $150 in size M' });
    const followUp = second!.body.messages as Record<string, unknown>[];
    expect(followUp).toContainEqual(
      expect.objectContaining({
        role: 'assistant',
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search_products', arguments: ARGS } }],
      }),
    );
    const toolMessage = followUp.find((m) => m.role === 'tool')!;
    expect(toolMessage.tool_call_id).toBe('call_1');
    const result = JSON.parse(String(toolMessage.content)) as { products: { id: number }[] };
    expect(result.products.map((p) => p.id)).toEqual(ids);

    const h = (await history(t.base, { device })).data!;
    expect(h.list.map((m) => m.user.role)).toEqual(['user', 'assistant']);
    expect(textOf(h.list[1]!)).toBe('Let me look. Here are dresses for the wedding.');
  });

  it('sends the conversation so far with the next request', async () => {
    fake.script({ chunks: [delta('Hello!'), finish('stop')] }, { chunks: [delta('Sure.'), finish('stop')] });
    const device = newDevice();
    await chat(t.base, say('hi there'), { device });
    await chat(t.base, say('and shoes?'), { device });
    const sent = fake.requests.at(-1)!.body.messages as { role: string; content: string }[];
    expect(sent.slice(1)).toEqual([
      { role: 'user', content: 'hi there' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'and shoes?' },
    ]);
  });

  it("carries out a button's action itself, without asking the model", async () => {
    const asked = fake.requests.length;
    const r = await chat(t.base, { action: { type: 'cancel_survey_reason', value: '1:2' } }, { device: newDevice() });
    expect(textOf(finalMessage(r.frames))).toMatch(/^Sign in/);
    const weather = await chat(
      t.base,
      { action: { type: 'open_weather_widget', value: 'Seattle' } },
      { device: newDevice() },
    );
    expect(finalMessage(weather.frames).messages[1]).toMatchObject({ value: { weather: { place: 'Seattle' } } });
    expect(fake.requests.length).toBe(asked);
  });

  it('turns a provider failure into an error frame, keeps no reply, and recovers', async () => {
    fake.script({ status: 500 }, { raw: ['{not json'] }, { chunks: [delta('Back again.'), finish('stop')] });
    const device = newDevice();
    for (const expected of [/answered 500/, /could not read/]) {
      const r = await chat(t.base, say('show me boots'), { device });
      expect(r.frames.map((f) => f.event)).toEqual(['start', 'error']);
      expect(r.frames[1]!.data).toMatchObject({ code: 60001, message: { action: 'toast' } });
      expect((r.frames[1]!.data.message as { content: string }).content).toMatch(expected);
    }
    const ok = await chat(t.base, say('show me boots'), { device });
    expect(textOf(finalMessage(ok.frames))).toBe('Back again.');
    const h = (await history(t.base, { device })).data!;
    expect(h.list.map((m) => m.user.role)).toEqual(['user', 'user', 'user', 'assistant']);
    expect(h.trialMessagesLeft).toBe(99); // the failed answers did not use up trial messages
  });

  it('stops the provider request and keeps nothing when the shopper leaves mid-stream', async () => {
    fake.script({ chunks: [delta('Let me think about '), delta('that…')], hold: true });
    const device = newDevice();
    const before = fake.requests.length;
    const r = await chat(t.base, say('what should I wear tonight?'), { device }, (f) => f.event === 'chat_message');
    expect(r.frames.at(-1)!.event).toBe('chat_message');
    await vi.waitFor(() => expect(fake.requests.length).toBe(before + 1));
    await fake.requests[before]!.closed; // the provider saw its request cancelled
    await vi.waitFor(() => expect(running).toBe(0), { timeout: 10_000 });
    const h = (await history(t.base, { device })).data!;
    expect(h.list.map((m) => m.user.role)).toEqual(['user']);
  });
});

describe('an unreachable or silent provider', () => {
  it('answers with a readable error frame, not a crash', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const down = await listeningApi({
      assistant: { openai: { ...settings, baseUrl: `http://127.0.0.1:${port}/v1` }, trialLimit: 100 },
    });
    try {
      const r = await chat(down.base, say('show me boots'), { device: newDevice() });
      expect(r.frames.map((f) => f.event)).toEqual(['start', 'error']);
      expect(r.frames[1]!.data).toMatchObject({
        message: { action: 'toast', content: expect.stringMatching(/reach/) },
      });
      // The greeting needs no provider.
      const boot = await chat(down.base, { intent: 'boot' }, { device: newDevice() });
      expect(finalMessage(boot.frames).kind).toBe('boot');
    } finally {
      await down.close();
    }
  });

  it('gives up on a provider that goes silent', async () => {
    fake.script({ chunks: [delta('Hmm')], hold: true });
    const slow = await listeningApi({ assistant: { openai: { ...settings, timeoutMs: 300 }, trialLimit: 100 } });
    try {
      const r = await chat(slow.base, say('show me boots'), { device: newDevice() });
      expect(r.frames.map((f) => f.event)).toEqual(['start', 'chat_message', 'error']);
      expect((r.frames[2]!.data.message as { content: string }).content).toMatch(/too long/);
    } finally {
      await slow.close();
    }
  });
});
