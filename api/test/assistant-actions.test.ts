/**
 * The assistant's actions end to end over HTTP with the local engine: reset_survey (confirmed), rebuild_style,
 * cancel_survey_reason, turn_on_back_in_stock, open_weather_widget, chat_with_ai from the minibot, and the
 * error reply when an action cannot be done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiBehaviorResult, AiElement, AiWeather } from '@tote/contract/assistant';
import { saveAnswer } from '../src/features/survey/index.js';
import { climateNormals } from '../src/features/assistant/climate.js';
import { adviceOf } from '../src/features/assistant/wear.js';
import { daysAsked } from '../src/features/assistant/weather.js';
import { shopper, type Shopper } from './member-helpers.js';
import {
  chat,
  finalMessage,
  history,
  listeningApi,
  newDevice,
  postJson,
  say,
  textOf,
  type ListeningApi,
  type Who,
} from './assistant-helpers.js';

let t: ListeningApi;

beforeAll(async () => {
  t = await listeningApi({ assistant: { trialLimit: 100, tokenDelayMs: 0 } });
});
afterAll(async () => {
  await t.close();
});

type Button = Extract<AiElement, { type: 'button' }>['value'];
const buttons = (m: { messages: { type: string; value: unknown }[] }): Button[] =>
  m.messages.filter((e) => e.type === 'button').map((e) => e.value as Button);

async function reply(body: Parameters<typeof chat>[1], who: Who) {
  const r = await chat(t.base, body, who);
  expect(r.frames.at(-1)!.event).toBe('end');
  return finalMessage(r.frames);
}

const press = (b: Button) => ({
  messages: [{ type: 'quick_button' as const, value: b.label }],
  action: { type: b.action, ...(b.value !== undefined ? { value: b.value } : {}) },
});

async function member(): Promise<Shopper> {
  const s = await shopper(t.app);
  await t.db.updateTable('users').set({ sub_status: 'Subscribed' }).where('id', '=', s.userId).execute();
  return s;
}

const answersOf = (userId: number) =>
  t.db.selectFrom('style_surveys').select(['vibe_ids', 'spend']).where('user_id', '=', userId).executeTakeFirst();

describe('reset_survey and rebuild_style', () => {
  it('asks to confirm a reset, then clears the answers and offers the survey', async () => {
    const s = await member();
    await saveAnswer(t.db, s.userId, { vibeIds: [1, 2] });
    await saveAnswer(t.db, s.userId, { spend: 'moderate' });
    const offer = await reply(say('Please reset my style survey'), { token: s.token });
    const [confirm] = buttons(offer);
    expect(confirm).toMatchObject({ action: 'reset_survey', value: 'confirm' });
    expect((await answersOf(s.userId))?.vibe_ids).toEqual([1, 2]); // nothing cleared before the confirmation

    const done = await reply({ ...press(confirm!), intent: 'reset_survey' }, { token: s.token });
    expect(done.kind).toBe('chat_reply');
    expect(textOf(done)).toContain('reset');
    expect(done.messages.some((e) => e.type === 'show_survey')).toBe(true);
    expect(await answersOf(s.userId)).toMatchObject({ vibe_ids: [], spend: null });
  });

  it('offers to rebuild the style; pressed, clears the answers and links to step 1', async () => {
    const s = await member();
    await saveAnswer(t.db, s.userId, { vibeIds: [3] });
    const offer = await reply(say('I want to redo my style, my picks are off'), { token: s.token });
    const [rebuild] = buttons(offer);
    expect(rebuild?.action).toBe('rebuild_style');
    const done = await reply(press(rebuild!), { token: s.token });
    expect(buttons(done)).toEqual([{ label: 'Start step 1', action: 'redirect_link', link: '/style-survey' }]);
    expect((await answersOf(s.userId))?.vibe_ids).toEqual([]);
  });

  it('asks a guest to sign in', async () => {
    const r = await reply({ action: { type: 'rebuild_style' } }, { device: newDevice() });
    expect(textOf(r)).toMatch(/^Sign in/);
  });
});

describe('cancel_survey_reason', () => {
  it('answers "cancel my membership" with the survey reasons; a reason gets an answer, never a cancel', async () => {
    const s = await member();
    const offer = await reply(say('I want to cancel my membership'), { token: s.token });
    const reasons = buttons(offer);
    expect(reasons.map((b) => b.label)).toContain("It's too expensive");
    expect(reasons.every((b) => b.action === 'cancel_survey_reason' && /^1:\d+$/.test(b.value!))).toBe(true);

    const pause = reasons.find((b) => b.label.startsWith("I'm taking a break"))!;
    const answer = await reply(press(pause), { token: s.token });
    expect(textOf(answer)).toContain('pause');
    expect(buttons(answer).at(-1)).toEqual({
      label: 'Continue to cancel',
      action: 'redirect_link',
      link: `/account/my-subscription?cancelReason=${pause.value}`,
    });
    const { sub_status } = await t.db
      .selectFrom('users')
      .select('sub_status')
      .where('id', '=', s.userId)
      .executeTakeFirstOrThrow();
    expect(sub_status).toBe('Subscribed');
  });

  it('is an error reply for a reason the survey does not have', async () => {
    const s = await member();
    const r = await reply({ action: { type: 'cancel_survey_reason', value: '1:99' } }, { token: s.token });
    expect(r.kind).toBe('error');
    expect(r.messages.find((e) => e.type === 'error')?.value).toMatch(/not in the cancel survey/);
  });
});

describe('turn_on_back_in_stock', () => {
  /** A product on the shelf and a size it has in no color, though it has that size. */
  async function soldOutSize() {
    const row = await t.db
      .selectFrom('skus as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['s.product_id', 's.size_label'])
      .where('p.on_shelf', '=', true)
      .groupBy(['s.product_id', 's.size_label'])
      .having((eb) => eb.fn.max('s.stock'), '=', 0)
      .orderBy('s.product_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { productId: row.product_id, size: row.size_label };
  }

  it('offers an email for a size out of stock; pressed, saves the request and confirms', async () => {
    const { productId, size } = await soldOutSize();
    const s = await member();
    const offer = await reply(say(`Do you have this in ${size}?`, { context: { shopProductId: productId } }), {
      token: s.token,
    });
    expect(offer.messages.find((e) => e.type === 'product_card')?.value).toMatchObject({ shopProductId: productId });
    const watch = buttons(offer).find((b) => b.action === 'turn_on_back_in_stock')!;
    expect(watch.label).toContain(size);

    const done = await reply(press(watch), { token: s.token });
    expect(textOf(done)).toContain(`email you at ${s.email}`);
    const saved = await t.db
      .selectFrom('stock_notifications as n')
      .innerJoin('skus as k', 'k.id', 'n.sku_id')
      .select('k.code')
      .where('n.user_id', '=', s.userId)
      .execute();
    expect(saved.map((r) => r.code)).toEqual([watch.value]);

    const guest = await reply(press(watch), { device: newDevice() });
    expect(textOf(guest)).toMatch(/^Sign in/);
  });

  it('is an error reply for a size no longer in the shop', async () => {
    const s = await member();
    const r = await reply({ action: { type: 'turn_on_back_in_stock', value: 'NO-SUCH-SKU' } }, { token: s.token });
    expect(r.kind).toBe('error');
    expect(r.messages.some((e) => e.type === 'error')).toBe(true);
  });
});

describe('open_weather_widget', () => {
  it('answers what to wear in a city this weekend with the outlook on a widget button', async () => {
    const r = await reply(say('What should I wear in Chicago this weekend?'), { device: newDevice() });
    const [widget] = buttons(r);
    expect(widget?.action).toBe('open_weather_widget');
    const w = widget!.weather!;
    expect(w).toMatchObject({ place: 'Chicago', period: 'this weekend' });
    expect(w.days.map((d) => d.label)).toEqual(new Date().getUTCDay() === 0 ? ['Sunday'] : ['Saturday', 'Sunday']);
    expect(w.source).toMatch(/climate normals/);
    expect(textOf(r)).toBe(adviceOf(w).text);
  });

  it('tells the weather from a look: an occasion named on given days is a look', async () => {
    const look = await reply(say('What should I wear to a wedding this weekend?'), { device: newDevice() });
    expect(look.kind).toBe('view_looks');
    const weather = await reply(say('What should I wear tomorrow?'), { device: newDevice() });
    expect(textOf(weather)).toMatch(/Where will you be/);
  });

  it('uses the shipping city when the words name none', async () => {
    const s = await member();
    await t.db
      .insertInto('addresses')
      .values({
        user_id: s.userId,
        address_type: 1,
        first_name: 'A',
        last_name: 'S',
        street_address: '1 Pike St',
        city: 'Seattle',
        state: 'WA',
        zip: '98101',
      })
      .execute();
    const r = await reply(say('What should I wear tomorrow?'), { token: s.token });
    expect(buttons(r)[0]?.weather).toMatchObject({ place: 'Seattle', period: 'tomorrow' });
  });

  it('asks for the city when neither the words nor the shipping address name one', async () => {
    const r = await reply(say("What's the weather this weekend?"), { device: newDevice() });
    expect(textOf(r)).toMatch(/Where will you be/);
    expect(r.messages.filter((e) => e.type === 'quick_button').length).toBeGreaterThan(1);
  });

  it('climate normals are deterministic, and the advice follows the figures', async () => {
    const chicago = { name: 'Chicago', key: 'Chicago' };
    const jan = await climateNormals.outlook(chicago, [new Date('2026-01-16T00:00:00Z')], 'today');
    expect(jan.days[0]).toMatchObject({ highF: 32, lowF: 18, label: 'Friday' });
    expect(await climateNormals.outlook(chicago, [new Date('2026-01-16T00:00:00Z')], 'today')).toEqual(jan);
    expect(adviceOf(jan).text).toContain('warmest coat');

    const hot: AiWeather = {
      place: 'Miami',
      period: 'today',
      source: 'test',
      days: [{ date: '2026-08-01', label: 'Saturday', highF: 91, lowF: 77, precipChance: 55, sky: 'Showers likely' }],
    };
    expect(adviceOf(hot).text).toMatch(/sandals.*Rain is likely/);
    expect(
      daysAsked('this weekend', new Date('2026-11-25T12:00:00Z')).days.map((d) => d.toISOString().slice(0, 10)),
    ).toEqual(['2026-11-28', '2026-11-29']);
  });
});

describe('the minibot and chat_with_ai', () => {
  it('speaks up as minibot on the second view of a product; Chat with AI hands over to the assistant', async () => {
    const device = newDevice();
    const { id, title } = await t.db
      .selectFrom('products')
      .select(['id', 'title'])
      .where('on_shelf', '=', true)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const view = async () => {
      const r = await postJson<AiBehaviorResult>(
        t.base,
        '/v1/ai/minibot_agent/behavior',
        { data: { event_type: 'view_pdp', shop_product_id: id } },
        { device },
      );
      expect(r.code).toBe(0);
      return r.data!;
    };
    expect((await view()).message).toBeNull();
    const { message } = await view();
    expect(message?.user.role).toBe('minibot');
    expect(textOf(message!)).toContain(title);
    const [chatWithAi] = buttons(message!);
    expect(chatWithAi).toEqual({ label: 'Chat with AI', action: 'chat_with_ai', value: String(id) });
    expect((await view()).message).toBeNull(); // once per product

    const listed = (await history(t.base, { device })).data!.list;
    expect(listed.at(-1)).toMatchObject({ messageId: message!.messageId, user: { role: 'minibot' } });

    const r = await chat(t.base, press(chatWithAi!), { device });
    const answer = finalMessage(r.frames);
    const chatFrame = r.frames.find((f) => f.event === 'chat_message')!;
    expect((chatFrame.data.user as { role: string }).role).toBe('assistant');
    expect(textOf(answer)).toContain(`Let's talk about ${title}`);
    expect(answer.messages.some((e) => e.type === 'product_card')).toBe(true);
  });

  it('is an error reply for a product no longer in the shop', async () => {
    const off = await t.db.selectFrom('products').select('id').where('on_shelf', '=', false).executeTakeFirst();
    for (const value of ['99999999', ...(off ? [String(off.id)] : [])]) {
      const r = await reply({ action: { type: 'chat_with_ai', value } }, { device: newDevice() });
      expect(r.kind).toBe('error');
      expect(r.messages.find((e) => e.type === 'error')?.value).toMatch(/no longer in the shop/);
    }
  });
});
