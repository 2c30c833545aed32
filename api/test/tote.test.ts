/** The Tote: auth and shapes, adding, availability from live stock (remove/undo/edit: tote-edits; PDP: tote-pdp). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToteView } from '@tote/contract/tote';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { freshUser, login, skusWhere, toteCalls, type TestSku } from './tote-helpers.js';

let t: TestApi;
let inStock: TestSku[];
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
  inStock = await skusWhere(t.db, 'gte4', 40, 200);
});
afterAll(() => t.close());

const { query, add } = toteCalls(() => t);

describe('Tote: auth and shapes', () => {
  it('every Tote endpoint needs a session', async () => {
    for (const path of [
      '/v1/tote/query',
      '/v1/shopCart/query',
      '/v1/tote/query/pdpButton',
      '/v1/shopCart/add',
      '/v1/shopCart/remove',
      '/v1/shopCart/removeBySku',
      '/v1/shopCart/edit',
      '/v1/shopCart/undo',
      '/v1/cart/edit',
      '/v1/cart/removeSku',
    ]) {
      const r = await call(t.app, path, {});
      expect(r.status, path).toBe(401);
      expect(r.body.code, path).toBe(40000);
    }
  });

  it('an empty Tote for the demo shopper (non-member): empty states, membership hint; GET works too', async () => {
    const token = await login(t.app, 'shopper@tote.test');
    const v = await query(token);
    expect(v).toMatchObject({
      boxStatus: 'Open',
      topInfo: { message: expect.any(String) },
      rent: {
        num: 0,
        itemList: [],
        emptyData: { title: 'Rent with a membership', buttonText: expect.any(String), link: '/subscribe' },
        topInfo: null,
      },
      purchase: { num: 0, itemList: [], emptyData: { title: expect.any(String) }, topInfo: null },
      bottomInfo: { message: expect.any(String) },
      // The membership hint comes from the member's billing info (member.ts), once.
      extraBillingInfo: {
        nextBillingDate: null,
        isShowBtnUnlockEarly: false,
        messageList: ['Subscribe to rent up to 6 items at a time.'],
        lastAddType: null,
      },
      checkedCartItemIdList: [],
      toteUpperLimit: 6,
    });
    const viaGet = await call<ToteView>(t.app, '/v1/shopCart/query', {}, token, 'GET');
    expect(data(viaGet).rent.num).toBe(0);
  });

  it('the demo member: rent limit info and a next billing date', async () => {
    const token = await login(t.app, 'member@tote.test');
    const v = await query(token);
    expect(v.toteUpperLimit).toBe(6);
    expect(v.extraBillingInfo.nextBillingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(v.rent.topInfo?.message).toMatch(/of 6 rental items/);
  });
});

describe('Tote: adding', () => {
  it('a member rents: the item carries sku, size, color, product card, availability', async () => {
    const u = await freshUser(t.app, t.db);
    const sku = inStock[0]!;
    const r = data(await add(u.token, { saleType: 'rent', sku: sku.code }));
    expect(r).toEqual({
      cartItemId: expect.any(Number),
      saleType: 'rent',
      sku: sku.code,
      productId: sku.product_id,
      quantity: 1,
      rentNum: 1,
      purchaseNum: 0,
      toteUpperLimit: 6,
    });
    const v = await query(u.token);
    expect(v.rent.num).toBe(1);
    expect(v.rent.emptyData).toBeNull();
    const item = v.rent.itemList[0]!;
    expect(item).toMatchObject({
      cartItemId: r.cartItemId,
      saleType: 'rent',
      sku: sku.code,
      size: expect.any(String),
      quantity: 1,
      maxQuantity: 1,
      stock: sku.stock,
      availability: 'available',
      checked: true,
      color: { colorId: sku.color_id, name: expect.any(String), hex: expect.stringMatching(/^#/) },
      image: { url: expect.stringMatching(/^\/images\//) },
      product: { shopProductId: sku.product_id, title: expect.any(String), brand: { name: expect.any(String) } },
    });
    expect(v.extraBillingInfo.lastAddType).toBe('rent');
    expect(v.checkedCartItemIdList).toEqual([r.cartItemId]);
    // the same size again → 21004
    expect((await add(u.token, { saleType: 'rent', sku: sku.code })).body).toMatchObject({
      code: 21004,
      message: { content: 'This size is already in your Tote.' },
    });
  });

  it('renting needs a Subscribed membership: non-member and paused get 21002 with a clear message', async () => {
    const shopper = await login(t.app, 'shopper@tote.test');
    const r = await add(shopper, { saleType: 'rent', sku: inStock[1]!.code });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      code: 21002,
      message: { action: 'toast', content: 'Renting is for members. Subscribe to rent up to 6 items at a time.' },
      data: null,
    });
    const paused = await freshUser(t.app, t.db, 'Paused');
    expect((await add(paused.token, { saleType: 'rent', sku: inStock[1]!.code })).body).toMatchObject({
      code: 21002,
      message: { content: 'Your membership is paused. Resume it to rent again.' },
    });
  });

  it('anyone logged in buys; quantity 1..min(stock, 10); adding again raises the quantity', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const sku = inStock[2]!;
    const r = data(await add(u.token, { saleType: 'purchase', sku: sku.code, quantity: 2 }));
    expect(r).toMatchObject({ saleType: 'purchase', quantity: 2, rentNum: 0, purchaseNum: 2 });
    const again = data(await add(u.token, { saleType: 'purchase', sku: sku.code }));
    expect(again).toMatchObject({ cartItemId: r.cartItemId, quantity: 3, purchaseNum: 3 });
    for (const quantity of [0, 11, 'x'])
      expect((await add(u.token, { saleType: 'purchase', sku: sku.code, quantity })).body.code).toBe(40001);
    const tooMany = await add(u.token, { saleType: 'purchase', sku: sku.code, quantity: 10 });
    expect(tooMany.body.code).toBe(21005);
    const v = await query(u.token);
    expect(v.purchase).toMatchObject({ num: 3, topInfo: { message: expect.any(String) } });
    expect(v.purchase.itemList[0]).toMatchObject({
      quantity: 3,
      maxQuantity: Math.min(sku.stock, 10),
      unitPrice: v.purchase.itemList[0]!.product.price,
    });
  });

  it('purchase quantity is bounded by the stock', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const [one] = await skusWhere(t.db, 'eq1', 1);
    expect((await add(u.token, { saleType: 'purchase', sku: one!.code, quantity: 2 })).body).toMatchObject({
      code: 21005,
      message: { content: 'Only 1 left in this size.' },
    });
    expect(data(await add(u.token, { saleType: 'purchase', sku: one!.code })).quantity).toBe(1);
    expect((await add(u.token, { saleType: 'purchase', sku: one!.code })).body.code).toBe(21005);
  });

  it('sold-out size → 21003, off-shelf product → 70003, unknown sku → 20003, bad saleType → 40001', async () => {
    const u = await freshUser(t.app, t.db);
    const [oos] = await skusWhere(t.db, 'eq0', 1);
    const [off] = await skusWhere(t.db, 'offShelf', 1);
    expect((await add(u.token, { saleType: 'rent', sku: oos!.code })).body).toMatchObject({
      code: 21003,
      message: { content: 'This size is sold out.' },
    });
    expect((await add(u.token, { saleType: 'purchase', sku: oos!.code })).body.code).toBe(21003);
    expect((await add(u.token, { saleType: 'rent', sku: off!.code })).body.code).toBe(70003);
    expect((await add(u.token, { saleType: 'rent', sku: 'NOPE-1' })).body.code).toBe(20003);
    expect((await add(u.token, { saleType: 'borrow', sku: inStock[0]!.code })).body.code).toBe(40001);
    expect((await add(u.token, { saleType: 'rent', sku: inStock[0]!.code, quantity: 2 })).body.code).toBe(40001);
  });

  it('the sixth rent item fills the Tote; the seventh is refused with 21001', async () => {
    const u = await freshUser(t.app, t.db);
    for (let i = 0; i < 5; i++) data(await add(u.token, { saleType: 'rent', sku: inStock[i]!.code }));
    expect((await query(u.token)).boxStatus).toBe('Open');
    data(await add(u.token, { saleType: 'rent', sku: inStock[5]!.code }));
    expect((await query(u.token)).boxStatus).toBe('Full');
    const r = await add(u.token, { saleType: 'rent', sku: inStock[6]!.code });
    expect(r.body).toEqual({
      code: 21001,
      message: { action: 'toast', content: 'Your Tote is full: it holds up to 6 rental items.' },
      data: null,
    });
    // purchases are not limited by it
    expect(data(await add(u.token, { saleType: 'purchase', sku: inStock[6]!.code })).rentNum).toBe(6);
    expect((await query(u.token)).rent.topInfo?.message).toBe('Your Tote is full: 6 of 6 rental items.');
  });
});

describe('Tote: availability from live stock', () => {
  it('available, low-stock, only-one, oos, invalid (off shelf)', async () => {
    const u = await freshUser(t.app, t.db);
    const [avail] = inStock;
    const [low] = await skusWhere(t.db, 'low', 1);
    const [one] = await skusWhere(t.db, 'eq1', 1, 1);
    const [oos] = await skusWhere(t.db, 'eq0', 1, 1);
    const [off] = await skusWhere(t.db, 'offShelf', 1, 1);
    // items that became unavailable after they were added: written directly
    let position = 0;
    for (const s of [avail!, low!, one!, oos!, off!]) {
      await t.db
        .insertInto('tote_items')
        .values({ user_id: u.userId, sale_type: 'purchase', sku_id: s.id, quantity: 1, position: ++position })
        .execute();
    }
    const v = await query(u.token);
    const by = new Map(v.purchase.itemList.map((i) => [i.sku, i]));
    expect(by.get(avail!.code)?.availability).toBe('available');
    expect(by.get(low!.code)?.availability).toBe('low-stock');
    expect(by.get(one!.code)?.availability).toBe('only-one');
    expect(by.get(oos!.code)).toMatchObject({ availability: 'oos', maxQuantity: 0 });
    expect(by.get(off!.code)).toMatchObject({ availability: 'invalid', maxQuantity: 0 });
    expect(v.topInfo.message).toBe('Some items in your Tote are no longer available.');
    // newest first
    expect(v.purchase.itemList.map((i) => i.sku)).toEqual([off!, oos!, one!, low!, avail!].map((s) => s.code));
  });
});
