/** The Tote: the product page's buttons. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdpButtonState } from '@tote/contract/tote';
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

const { add } = toteCalls(() => t);

describe('Tote: PDP buttons', () => {
  const pdp = async (token: string, body: object) =>
    data(await call<PdpButtonState>(t.app, '/v1/tote/query/pdpButton', body, token));

  it('non-member: buy yes, rent no (membership)', async () => {
    const token = await login(t.app, 'shopper@tote.test');
    const s = await pdp(token, { shopProductId: inStock[9]!.product_id });
    expect(s).toMatchObject({
      canRent: false,
      rentLabel: 'Subscribe to rent',
      rentDisabledReason: 'membership',
      canBuy: true,
      buyLabel: expect.stringMatching(/^Buy for \$\d+\.\d\d$/),
      buyDisabledReason: null,
      isMember: 0,
      subStatus: 'Not Subscribed',
      toteUpperLimit: 6,
    });
  });

  it('member: add to tote, in-tote skus, full tote, sold out, unknown and off-shelf products', async () => {
    const u = await freshUser(t.app, t.db);
    const sku = inStock[9]!;
    expect(await pdp(u.token, { shopProductId: sku.product_id })).toMatchObject({
      canRent: true,
      rentLabel: 'Add to Tote',
      rentDisabledReason: null,
      inTote: { rent: [], purchase: [] },
      toteCount: 0,
      subStatus: 'Subscribed',
    });
    data(await add(u.token, { saleType: 'rent', sku: sku.code }));
    expect(await pdp(u.token, { shopProductId: sku.product_id, colorId: sku.color_id })).toMatchObject({
      colorId: sku.color_id,
      canRent: true,
      inTote: { rent: [sku.code], purchase: [] },
      toteCount: 1,
    });
    for (let i = 10; i < 15; i++) data(await add(u.token, { saleType: 'rent', sku: inStock[i]!.code }));
    expect(await pdp(u.token, { shopProductId: inStock[20]!.product_id })).toMatchObject({
      canRent: false,
      rentLabel: 'Your Tote is full',
      rentDisabledReason: 'tote-full',
      canBuy: true,
      toteCount: 6,
    });

    const { rows: soldOut } = await t.db
      .selectFrom('products as p')
      .select('p.id')
      .where('p.on_shelf', '=', true)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('skus as s').select('s.id').whereRef('s.product_id', '=', 'p.id').where('s.stock', '>', 0)),
        ),
      )
      .limit(1)
      .execute()
      .then((rows) => ({ rows }));
    if (soldOut[0])
      expect(await pdp(u.token, { shopProductId: soldOut[0].id })).toMatchObject({
        canRent: false,
        rentDisabledReason: 'sold-out',
        canBuy: false,
        buyLabel: 'Sold out',
        buyDisabledReason: 'sold-out',
      });
    expect((await call(t.app, '/v1/tote/query/pdpButton', { shopProductId: 99999999 }, u.token)).body.code).toBe(20003);
    const [off] = await skusWhere(t.db, 'offShelf', 1);
    expect((await call(t.app, '/v1/tote/query/pdpButton', { shopProductId: off!.product_id }, u.token)).body.code).toBe(
      70003,
    );
    expect((await call(t.app, '/v1/tote/query/pdpButton', { shopProductId: 'abc' }, u.token)).body.code).toBe(40001);
    // The product is checked before its color: an unknown or off-shelf product says so with any color.
    const button = (shopProductId: number, colorId: number) =>
      call(t.app, '/v1/tote/query/pdpButton', { shopProductId, colorId }, u.token);
    const unknownColor = (await button(sku.product_id, 99999999)).body;
    expect(unknownColor.code).toBe(20003);
    expect(unknownColor.message.content).toContain(`Color 99999999 of product ${sku.product_id}`);
    expect((await button(99999999, sku.color_id)).body.message.content).toContain('Product 99999999');
    expect((await button(off!.product_id, 99999999)).body.code).toBe(70003);
  });
});
