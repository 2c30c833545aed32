/** The Tote: remove, undo, edit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToteView } from '@tote/contract/tote';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { freshUser, skusWhere, toteCalls, type TestSku } from './tote-helpers.js';

let t: TestApi;
let inStock: TestSku[];
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
  inStock = await skusWhere(t.db, 'gte4', 40, 200);
});
afterAll(() => t.close());

const { query, add } = toteCalls(() => t);

describe('Tote: remove, undo, edit', () => {
  it('remove several, then undo restores the same ids, positions, quantities and checked flags', async () => {
    const u = await freshUser(t.app, t.db);
    const a = data(await add(u.token, { saleType: 'rent', sku: inStock[10]!.code }));
    const b = data(await add(u.token, { saleType: 'purchase', sku: inStock[11]!.code, quantity: 3 }));
    const c = data(await add(u.token, { saleType: 'rent', sku: inStock[12]!.code }));
    const d = data(await add(u.token, { saleType: 'purchase', sku: inStock[13]!.code }));
    data(await call(t.app, '/v1/shopCart/edit', { cartItemId: b.cartItemId, key: 'checked', value: false }, u.token));
    const before = await query(u.token);

    const afterRemove = data(
      await call<ToteView>(t.app, '/v1/shopCart/remove', { cartItemIdList: [a.cartItemId, b.cartItemId] }, u.token),
    );
    expect(afterRemove.rent.itemList.map((i) => i.cartItemId)).toEqual([c.cartItemId]);
    expect(afterRemove.purchase.itemList.map((i) => i.cartItemId)).toEqual([d.cartItemId]);

    const restored = data(await call<ToteView>(t.app, '/v1/shopCart/undo', {}, u.token));
    const strip = (v: ToteView) => ({ ...v, topInfo: null });
    expect(strip(restored)).toEqual(strip(before));
    expect(restored.purchase.itemList.find((i) => i.cartItemId === b.cartItemId)).toMatchObject({
      quantity: 3,
      checked: false,
    });
    // one undo per removal
    expect((await call(t.app, '/v1/shopCart/undo', {}, u.token)).body.code).toBe(20003);
  });

  it('undo cannot push the rent section past the limit', async () => {
    const u = await freshUser(t.app, t.db);
    const first = data(await add(u.token, { saleType: 'rent', sku: inStock[0]!.code }));
    data(await call(t.app, '/v1/shopCart/remove', { cartItemIdList: [first.cartItemId] }, u.token));
    for (let i = 1; i <= 6; i++) data(await add(u.token, { saleType: 'rent', sku: inStock[i]!.code }));
    expect((await call(t.app, '/v1/shopCart/undo', {}, u.token)).body.code).toBe(21001);
    expect((await query(u.token)).rent.num).toBe(6);
  });

  it('removeBySku and its alias /cart/removeSku; undo brings it back with the same id', async () => {
    const u = await freshUser(t.app, t.db);
    const r = data(await add(u.token, { saleType: 'rent', sku: inStock[3]!.code }));
    data(await add(u.token, { saleType: 'purchase', sku: inStock[3]!.code }));
    const v = data(
      await call<ToteView>(t.app, '/v1/shopCart/removeBySku', { saleType: 'rent', sku: inStock[3]!.code }, u.token),
    );
    expect(v.rent.num).toBe(0);
    expect(v.purchase.num).toBe(1);
    expect(
      (await call(t.app, '/v1/shopCart/removeBySku', { saleType: 'rent', sku: inStock[3]!.code }, u.token)).body.code,
    ).toBe(20003);
    const back = data(await call<ToteView>(t.app, '/v1/shopCart/undo', {}, u.token));
    expect(back.rent.itemList.map((i) => i.cartItemId)).toEqual([r.cartItemId]);
    const gone = data(
      await call<ToteView>(t.app, '/v1/cart/removeSku', { saleType: 'purchase', sku: inStock[3]!.code }, u.token),
    );
    expect(gone.purchase.num).toBe(0);
  });

  it(
    'edit quantity (bounds, rent items fixed at 1), checked, sku (same product only); /cart/edit is ' + 'an alias',
    async () => {
      const u = await freshUser(t.app, t.db);
      const sku = inStock[4]!;
      const p = data(await add(u.token, { saleType: 'purchase', sku: sku.code }));
      const r = data(await add(u.token, { saleType: 'rent', sku: sku.code }));
      const edit = (body: object) => call<ToteView>(t.app, '/v1/shopCart/edit', body, u.token);
      expect(data(await edit({ cartItemId: p.cartItemId, key: 'quantity', value: 2 })).purchase.num).toBe(2);
      expect(
        data(
          await call<ToteView>(
            t.app,
            '/v1/cart/edit',
            { cartItemId: p.cartItemId, key: 'quantity', value: '3' },
            u.token,
          ),
        ).purchase.num,
      ).toBe(3);
      for (const value of [0, 11])
        expect((await edit({ cartItemId: p.cartItemId, key: 'quantity', value })).body.code).toBe(40001);
      if (sku.stock < 10)
        expect((await edit({ cartItemId: p.cartItemId, key: 'quantity', value: sku.stock + 1 })).body.code).toBe(21005);
      expect((await edit({ cartItemId: r.cartItemId, key: 'quantity', value: 2 })).body.code).toBe(40001);
      expect((await edit({ cartItemId: p.cartItemId, key: 'size', value: 2 })).body.code).toBe(40001);

      const unchecked = data(await edit({ cartItemId: p.cartItemId, key: 'checked', value: false }));
      expect(unchecked.checkedCartItemIdList).toEqual([r.cartItemId]);

      // another size of the same product (in stock), keeps the cart id
      const { rows } = await t.db
        .selectFrom('skus')
        .select(['code', 'stock'])
        .where('product_id', '=', sku.product_id)
        .where('code', '!=', sku.code)
        .where('stock', '>', 0)
        .execute()
        .then((rows) => ({ rows }));
      if (rows[0]) {
        const v = data(await edit({ cartItemId: r.cartItemId, key: 'sku', value: rows[0].code }));
        expect(v.rent.itemList[0]).toMatchObject({ cartItemId: r.cartItemId, sku: rows[0].code });
      }
      expect((await edit({ cartItemId: r.cartItemId, key: 'sku', value: inStock[20]!.code })).body.code).toBe(40001);
    },
  );

  it('query with checkedCartItemIdList sets the checked set', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const a = data(await add(u.token, { saleType: 'purchase', sku: inStock[5]!.code }));
    const b = data(await add(u.token, { saleType: 'purchase', sku: inStock[6]!.code }));
    expect((await query(u.token, { checkedCartItemIdList: [b.cartItemId, 999999] })).checkedCartItemIdList).toEqual([
      b.cartItemId,
    ]);
    expect((await query(u.token)).checkedCartItemIdList).toEqual([b.cartItemId]);
    expect(
      data(
        await call<ToteView>(
          t.app,
          '/v1/shopCart/query',
          { checkedCartItemIdList: `${a.cartItemId},${b.cartItemId}` },
          u.token,
          'GET',
        ),
      ).checkedCartItemIdList.sort(),
    ).toEqual([a.cartItemId, b.cartItemId].sort());
  });

  it("another user's cartItemId cannot be touched", async () => {
    const owner = await freshUser(t.app, t.db);
    const other = await freshUser(t.app, t.db);
    const item = data(await add(owner.token, { saleType: 'purchase', sku: inStock[7]!.code, quantity: 2 }));
    expect(
      (await call(t.app, '/v1/shopCart/remove', { cartItemIdList: [item.cartItemId] }, other.token)).body.code,
    ).toBe(20003);
    expect(
      (await call(t.app, '/v1/shopCart/edit', { cartItemId: item.cartItemId, key: 'quantity', value: 1 }, other.token))
        .body.code,
    ).toBe(20003);
    expect(
      (await call(t.app, '/v1/cart/edit', { cartItemId: item.cartItemId, key: 'checked', value: false }, other.token))
        .body.code,
    ).toBe(20003);
    // a mixed list removes nothing
    const mine = data(await add(other.token, { saleType: 'purchase', sku: inStock[8]!.code }));
    expect(
      (await call(t.app, '/v1/shopCart/remove', { cartItemIdList: [mine.cartItemId, item.cartItemId] }, other.token))
        .body.code,
    ).toBe(20003);
    expect((await query(other.token)).purchase.num).toBe(1);
    expect((await query(owner.token)).purchase.itemList[0]).toMatchObject({
      cartItemId: item.cartItemId,
      quantity: 2,
      checked: true,
    });
  });
});
