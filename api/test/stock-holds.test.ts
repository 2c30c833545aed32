/**
 * Holds for the member who waited (contract/wishlist.ts "Holds"): the line, the refusals of others, renting a
 * held unit, decline, lapse (by the sweep and /dev/stockHolds/lapse), and races that must not hold a unit twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { StockHoldList } from '@tote/contract/wishlist';
import type { ToteView } from '@tote/contract/tote';
import { loadConfig } from '../src/platform/config.js';
import { changeSkuStock } from '../src/features/inventory/index.js';
import { createApi } from '../src/server.js';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, outbox, RELAXED_LIMITS } from './accounts-helpers.js';
import { addAddress, create, readyShopper } from './member-helpers.js';
import { orderHelpers } from './order-helpers.js';
import { freshUser } from './tote-helpers.js';
import { quietSoldOutSkus, setStock, type QuietSku } from './stock-helpers.js';

type Member = { token: string; userId: number };

let t: TestApi;
let skus: QuietSku[];
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
  skus = await quietSoldOutSkus(t.db, 5, 10);
  expect(skus).toHaveLength(5);
});
afterAll(async () => {
  for (const s of skus) {
    await t.db.deleteFrom('stock_holds').where('sku_id', '=', s.id).execute();
    await t.db.updateTable('skus').set({ stock: 0 }).where('id', '=', s.id).execute();
  }
  for (const app of extraApps) await app.close();
  await t.close();
});

// Roomy SKUs past those other files take (on PostgreSQL every file shares one database).
const orders = orderHelpers(() => t, 900);

const members = async (n: number): Promise<Member[]> => {
  const out: Member[] = [];
  for (let i = 0; i < n; i++) out.push(await freshUser(t.app, t.db));
  return out;
};
/** Each asks to be told, in this order (the line). */
const line = async (sku: QuietSku, ms: Member[]) => {
  for (const m of ms) data(await call(t.app, '/v1/user/saveStockNotification', { sku: sku.code }, m.token));
};
const holdsOf = async (m: Member) => data(await call<StockHoldList>(t.app, '/v1/user/stockHolds', {}, m.token)).holds;
const decline = (m: Member, holdId: number) => call(t.app, '/v1/user/declineStockHold', { holdId }, m.token);
const addRent = (m: Member, sku: string) => call(t.app, '/v1/shopCart/add', { saleType: 'rent', sku }, m.token);
const activeHolders = async (sku: { id: number }) =>
  (
    await t.db
      .selectFrom('stock_holds')
      .select('user_id')
      .where('sku_id', '=', sku.id)
      .where('state', '=', 'active')
      .orderBy('user_id')
      .execute()
  ).map((r) => r.user_id);
const stockOf = async (sku: QuietSku) =>
  (await t.db.selectFrom('skus').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow()).stock;
const emailOf = async (m: Member) =>
  (await t.db.selectFrom('users').select('email').where('id', '=', m.userId).executeTakeFirstOrThrow()).email;

describe('holds for the member who waited', () => {
  it('two back, three waiting: the first two hold one each; others are refused 21007; she rents hers', async () => {
    const sku = skus[0]!;
    const [a, b, c, stranger] = await members(4);
    await line(sku, [a!, b!, c!]);

    expect(await setStock(t.app, sku.code, 2)).toMatchObject({ stock: 0, previousStock: 0, held: 2, notified: 2 });
    expect(await activeHolders(sku)).toEqual([a!.userId, b!.userId]);
    const [held] = await holdsOf(a!);
    expect(held).toMatchObject({ sku: sku.code, shopProductId: sku.product_id, size: sku.size_label });
    const hours = (Date.parse(held!.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await holdsOf(c!)).toEqual([]); // still in line

    for (const other of [c!, stranger!]) {
      const refused = (await addRent(other, sku.code)).body;
      expect(refused.code).toBe(21007);
      expect(refused.message.content).toBe(
        'This size is held for a member who asked for it first. Ask to be told if it comes back.',
      );
    }

    // Her Tote counts her hold as stock; renting it uses the hold, and nobody else's unit.
    data(await addRent(a!, sku.code));
    const tote = data(await call<ToteView>(t.app, '/v1/tote/query', {}, a!.token));
    expect(tote.rent.itemList.find((i) => i.sku === sku.code)).toMatchObject({
      stock: 1,
      availability: 'only-one',
    });
    await addAddress(t.app, a!.token);
    expect(data(await create(t.app, a!.token, { mode: 'rent-only' })).status).toBe('free');
    expect(await holdsOf(a!)).toEqual([]);
    expect(await activeHolders(sku)).toEqual([b!.userId]);
    expect(await stockOf(sku)).toBe(0);
    const used = await t.db
      .selectFrom('stock_holds')
      .select('state')
      .where('sku_id', '=', sku.id)
      .where('user_id', '=', a!.userId)
      .executeTakeFirstOrThrow();
    expect(used.state).toBe('used');
  });

  it('a decline passes the unit to the next in line, else back to the stock; a hold ends once', async () => {
    const sku = skus[1]!;
    const [a, b] = await members(2);
    await line(sku, [a!, b!]);
    expect(await setStock(t.app, sku.code, 1)).toMatchObject({ stock: 0, held: 1 });
    const [held] = await holdsOf(a!);

    expect((await decline(b!, held!.holdId)).body.code).toBe(21008); // not hers
    expect(data(await decline(a!, held!.holdId))).toEqual({ holdId: held!.holdId, declined: true });
    expect((await decline(a!, held!.holdId)).body.code).toBe(21008);
    expect(await activeHolders(sku)).toEqual([b!.userId]);
    const mails = (await outbox(t.app, { email: await emailOf(b!) })).filter((m) => m.subject.startsWith('Back in'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('held for you until');

    const [next] = await holdsOf(b!);
    data(await decline(b!, next!.holdId));
    expect(await activeHolders(sku)).toEqual([]);
    expect(await stockOf(sku)).toBe(1);
  });

  it('a lapsed hold passes on: /dev/stockHolds/lapse, and the sweep with no request at all', async () => {
    const sku = skus[2]!;
    const [a, b, c] = await members(3);
    await line(sku, [a!, b!, c!]);
    const shortHolds = await createApi({
      db: t.db,
      limits: RELAXED_LIMITS,
      pauseSweepMs: 0,
      env: { STOCK_HOLD_HOURS: '2' },
    });
    extraApps.push(shortHolds);
    expect(await setStock(shortHolds, sku.code, 1)).toMatchObject({ held: 1 });
    const [held] = await holdsOf(a!);
    expect((Date.parse(held!.expiresAt) - Date.now()) / 3_600_000).toBeCloseTo(2, 1);

    expect(data(await call(t.app, '/v1/dev/stockHolds/lapse', { hours: 1 }))).toEqual({ lapsed: 0 });
    expect(data(await call(t.app, '/v1/dev/stockHolds/lapse', { hours: 3 }))).toEqual({ lapsed: 1 });
    expect(await activeHolders(sku)).toEqual([b!.userId]);

    // The sweep of an api whose clock runs every 50 ms ends b's hold once it is past.
    await t.db
      .updateTable('stock_holds')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('sku_id', '=', sku.id)
      .where('state', '=', 'active')
      .execute();
    const swept = await createApi({ db: t.db, limits: RELAXED_LIMITS, pauseSweepMs: 0, stockHoldSweepMs: 50 });
    try {
      await swept.ready();
      await expect.poll(() => activeHolders(sku), { timeout: 5000 }).toEqual([c!.userId]);
    } finally {
      await swept.close();
    }
  });

  it('a unit an unpaid order gives back goes to the member waiting for it (the sweep), not to the shelf', async () => {
    const sku = await orders.nextSku();
    const stockBefore = await orders.stockOf(sku.id);
    const buyer = await readyShopper(t.app);
    const [waiting] = await members(1);
    await setStock(t.app, sku.code, 1);
    await orders.addToTote(buyer, 'purchase', sku.code);
    const order = data(await create(t.app, buyer.token, { mode: 'purchase-only' }));
    expect(await orders.stockOf(sku.id)).toBe(0);
    data(await call(t.app, '/v1/user/saveStockNotification', { sku: sku.code }, waiting!.token));

    // The buyer cancels before paying: billing puts the unit straight back, past changeSkuStock.
    data(await orders.cancel(buyer, order.orderId));
    expect(await orders.stockOf(sku.id)).toBe(1);
    const swept = await createApi({ db: t.db, limits: RELAXED_LIMITS, pauseSweepMs: 0, stockHoldSweepMs: 50 });
    try {
      await swept.ready();
      await expect.poll(() => activeHolders(sku), { timeout: 5000 }).toEqual([waiting!.userId]);
      // The sweep mails her after its commit: the hold can be seen a moment before the mail.
      const email = await emailOf(waiting!);
      const told = async () =>
        (await outbox(t.app, { email })).some(
          (m) => m.subject.startsWith('Back in') && m.text.includes('held for you until'),
        );
      await expect.poll(told, { timeout: 5000 }).toBe(true);
    } finally {
      await swept.close();
    }
    expect(await orders.stockOf(sku.id)).toBe(0);

    await t.db.deleteFrom('stock_holds').where('sku_id', '=', sku.id).execute();
    await t.db.updateTable('skus').set({ stock: stockBefore }).where('id', '=', sku.id).execute();
  });

  it('asking again after being told takes a new place at the end of the line', async () => {
    const sku = skus[1]!; // back on the shelf after the decline test: sold out again first
    await setStock(t.app, sku.code, 0);
    const [early, late] = await members(2);
    await line(sku, [early!]);
    expect(await setStock(t.app, sku.code, 1)).toMatchObject({ held: 1 });
    const [held] = await holdsOf(early!);
    data(await decline(early!, held!.holdId)); // nobody else waits: back on the shelf
    expect(await setStock(t.app, sku.code, 0)).toMatchObject({ stock: 0 });
    await line(sku, [late!, early!]); // she asks again, after the other
    expect(await setStock(t.app, sku.code, 1)).toMatchObject({ held: 1 });
    expect(await activeHolders(sku)).toEqual([late!.userId]);
  });

  it('STOCK_HOLD_HOURS is validated when the api loads its settings', () => {
    expect(loadConfig({}).stockHoldMs).toBe(24 * 3_600_000);
    expect(loadConfig({ STOCK_HOLD_HOURS: '0.5' }).stockHoldMs).toBe(1_800_000);
    for (const bad of ['0', '-1', 'soon', '721'])
      expect(loadConfig({ STOCK_HOLD_HOURS: bad }).invalid, bad).toEqual([
        `STOCK_HOLD_HOURS is not a number of hours above 0 and up to 720: ${bad}`,
      ]);
  });

  it('two racing returns and a decline never hold one unit twice', async () => {
    const sku = skus[3]!;
    const waiting = await members(4);
    await line(sku, waiting);
    expect(await setStock(t.app, sku.code, 1)).toMatchObject({ held: 1 });
    const [first] = await holdsOf(waiting[0]!);
    const returned = () =>
      t.db
        .transaction()
        .execute((trx) => changeSkuStock(trx, { id: sku.id }, (s) => s + 1, new Date(Date.now() + 3_600_000)));
    await Promise.all([returned(), returned(), decline(waiting[0]!, first!.holdId)]);
    // Three units, four in line of whom the first let hers go: the three others hold one each.
    expect(await activeHolders(sku)).toEqual(waiting.slice(1).map((m) => m.userId));
    expect(await stockOf(sku)).toBe(0);
  });

  it('racing requests and a return: the unit is held once or left in stock, never both', async () => {
    const sku = skus[4]!;
    const racers = await members(2);
    const ask = (m: Member) => call(t.app, '/v1/user/saveStockNotification', { sku: sku.code }, m.token);
    const [r1, r2] = await Promise.all([
      ask(racers[0]!),
      ask(racers[1]!),
      t.db
        .transaction()
        .execute((trx) => changeSkuStock(trx, { id: sku.id }, (s) => s + 1, new Date(Date.now() + 3_600_000))),
    ]);
    const held = await activeHolders(sku);
    expect(held.length + (await stockOf(sku))).toBe(1);
    // Who asked after the unit came back was told it is in stock (21006), unless the unit was held by then.
    for (const r of [r1, r2]) expect([0, 21006]).toContain(r.body.code);
  });
});
