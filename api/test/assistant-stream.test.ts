/** POST /v1/ai/chat/stream end to end over HTTP with the local engine: frames, products, account answers, the trial. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AiProductCard } from '@tote/contract/assistant';
import type { MemberInfo } from '@tote/contract/member';
import { longDate } from '../src/features/member/dates.js';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import {
  chat,
  finalMessage,
  history,
  listeningApi,
  newDevice,
  say,
  signIn,
  textOf,
  type Frame,
  type ListeningApi,
} from './assistant-helpers.js';

let t: ListeningApi;
const TRIAL = 3;

beforeAll(async () => {
  t = await listeningApi({ assistant: { trialLimit: TRIAL } });
});
afterAll(async () => {
  await t.close();
});

const texts = (frames: Frame[]) =>
  frames.filter((f) => f.event === 'chat_message').map((f) => textOf(f.data as Parameters<typeof textOf>[0]));

describe('the chat stream', () => {
  it('streams start, processing, growing chat_message snapshots, then end', async () => {
    const r = await chat(t.base, say('a dress for a wedding under $150 in size M'), { device: newDevice() });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(r.headers.get('cache-control')).toMatch(/no-cache/);
    expect(r.headers.get('x-accel-buffering')).toBe('no');
    expect(r.headers.get('api-version')).toBeTruthy();
    const events = r.frames.map((f) => f.event);
    expect(events[0]).toBe('start');
    expect(events.at(-1)).toBe('end');
    expect(events.filter((e) => e === 'chat_message').length).toBeGreaterThanOrEqual(2);
    expect(events.lastIndexOf('processing')).toBeLessThan(events.indexOf('chat_message'));
    expect(events.every((e) => ['start', 'processing', 'chat_message', 'end'].includes(e))).toBe(true);

    const growing = texts(r.frames);
    for (let i = 1; i < growing.length; i++) expect(growing[i]!.length).toBeGreaterThan(growing[i - 1]!.length);
    for (let i = 1; i < growing.length; i++) expect(growing[i]!.startsWith(growing[i - 1]!)).toBe(true);
    const messages = r.frames.filter((f) => f.event === 'chat_message').map((f) => f.data);
    const id = (r.frames[0]!.data as { messageId: string }).messageId;
    expect(messages.every((m) => m.messageId === id)).toBe(true);
    expect(messages.map((m) => m.done)).toEqual([...messages.slice(1).map(() => false), true]);
    expect(r.frames.at(-1)!.data).toEqual({ messageId: id, trialMessagesLeft: TRIAL - 1 });
  });

  it('finds dresses for a wedding under $150 with M in stock, as the database says', async () => {
    const r = await chat(t.base, say('a dress for a wedding under $150 in size M'), { device: newDevice() });
    const reply = finalMessage(r.frames);
    expect(reply.kind).toBe('view_products');
    const cards = reply.messages.filter((e) => e.type === 'product_card').map((e) => e.value as AiProductCard);
    expect(cards.length).toBeGreaterThan(0);
    const ids = cards.map((c) => c.shopProductId);
    const { rows } = await sql<{ id: number; price_cents: number; dress: boolean; wedding: boolean; sizes: string[] }>`
      select p.id, p.price_cents,
        exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
                 where pc.product_id = p.id and c.code = 'DRESSES') as dress,
        exists (select 1 from product_occasions po join occasions o on o.id = po.occasion_id
                 where po.product_id = p.id and o.code = 'WEDDING') as wedding,
        array(select distinct s.size_label from skus s where s.product_id = p.id and s.stock > 0) as sizes
      from products p where p.id = any(${ids}::int[])`.execute(t.db);
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row).toMatchObject({ dress: true, wedding: true });
      expect(row.price_cents).toBeLessThanOrEqual(15000);
      expect(row.sizes).toContain('M');
      const card = cards.find((c) => c.shopProductId === row.id)!;
      expect([...card.sizesInStock].sort()).toEqual([...row.sizes].sort());
    }
    expect(reply.messages.some((e) => e.type === 'quick_button')).toBe(true);
  });

  it('builds looks: an anchor piece and complementary categories within the budget', async () => {
    const r = await chat(t.base, say('a look for a party under $600'), { device: newDevice() });
    const reply = finalMessage(r.frames);
    expect(reply.kind).toBe('view_looks');
    const looks = reply.messages.filter((e) => e.type === 'set').map((e) => e.value as { products: AiProductCard[] });
    expect(looks.length).toBeGreaterThan(0);
    for (const look of looks) {
      expect(look.products.length).toBeGreaterThanOrEqual(2);
      expect(look.products[0]!.categoryList[0]!.code).toBe('DRESSES');
      expect(new Set(look.products.map((p) => p.categoryList[0]!.code)).size).toBe(look.products.length);
      expect(look.products.reduce((n, p) => n + p.price, 0)).toBeLessThanOrEqual(600);
    }
  });

  it('tells a member the true number of free Tote slots', async () => {
    const { token, userId } = await signIn(t, 'member@tote.test');
    const skus = await t.db
      .selectFrom('skus as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select('s.code')
      .where('p.on_shelf', '=', true)
      .where('s.stock', '>', 5)
      .orderBy('s.id', 'desc')
      .limit(2)
      .execute();
    for (const s of skus) await call(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: s.code }, token);
    const { held } = await t.db
      .selectFrom('tote_items')
      .select((eb) => eb.fn.countAll<number>().as('held'))
      .where('user_id', '=', userId)
      .where('sale_type', '=', 'rent')
      .executeTakeFirstOrThrow();
    const { tote_upper_limit } = await t.db
      .selectFrom('users')
      .select('tote_upper_limit')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(held)).toBeGreaterThan(0);
    const free = tote_upper_limit - Number(held);
    const r = await chat(t.base, say('How many slots are free in my Tote?'), { token });
    const text = textOf(finalMessage(r.frames));
    expect(text).toContain(free === 0 ? 'Your Tote is full' : `${free} free slot`);
    expect(text).toContain(`${Number(held)} of ${tote_upper_limit}`);
    expect(r.frames.at(-1)!.data.trialMessagesLeft).toBeNull();
  });

  it('tells the next billing date and the end of a pause, as /member/query has them', async () => {
    for (const [email, question] of [
      ['member@tote.test', 'When is my next billing date?'],
      ['paused@tote.test', 'When does my pause end?'],
    ] as const) {
      const { token } = await signIn(t, email);
      const m = data(await call<MemberInfo>(t.app, '/v1/member/query', {}, token));
      const text = textOf(finalMessage((await chat(t.base, say(question), { token })).frames));
      expect(text).toContain(longDate(new Date(`${m.nextBillingDate!}T00:00:00Z`)));
      if (m.subStatus === 'Paused') expect(text).toContain(`paused until ${longDate(new Date(m.pausedExpired!))}`);
    }
  });

  it('gives a guest the trial limit after N messages; boot does not count', async () => {
    const device = newDevice();
    const boot = await chat(t.base, { intent: 'boot' }, { device });
    expect(finalMessage(boot.frames).kind).toBe('boot');
    expect(boot.frames.at(-1)!.data.trialMessagesLeft).toBe(TRIAL);
    for (let i = 1; i <= TRIAL; i++) {
      const r = await chat(t.base, say('show me black boots'), { device });
      expect(finalMessage(r.frames).kind).toBe('view_products');
      expect(r.frames.at(-1)!.data.trialMessagesLeft).toBe(TRIAL - i);
    }
    const over = await chat(t.base, say('show me black boots'), { device });
    const reply = finalMessage(over.frames);
    expect(reply.kind).toBe('trial_limit');
    expect(reply.messages.some((e) => e.type === 'show_survey')).toBe(true);
    expect(reply.messages).toContainEqual(
      expect.objectContaining({ type: 'button', value: expect.objectContaining({ link: '/subscribe' }) }),
    );
    expect(reply.messages.some((e) => e.type === 'product_card')).toBe(false);
    expect(over.frames.at(-1)!.data.trialMessagesLeft).toBe(0);
    expect((await history(t.base, { device })).data?.trialMessagesLeft).toBe(0);
  });

  it('counts a signed-in non-member against the trial too', async () => {
    const { token } = await signIn(t, 'cancelled@tote.test');
    const before = (await history(t.base, { token })).data!.trialMessagesLeft!;
    const r = await chat(t.base, say('when is my next billing date?'), { token });
    expect(textOf(finalMessage(r.frames))).toMatch(/no upcoming billing/i);
    expect(r.frames.at(-1)!.data.trialMessagesLeft).toBe(Math.max(0, before - 1));
  });
});
