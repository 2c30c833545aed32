/**
 * The Tote for shoppers who are not (or no longer) renting members, for guests, and the gateway's
 * own input checks. Each test signs up its own shopper (or uses the paused demo member, who cannot
 * change anything a rent test relies on).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, DEMO_PASSWORD, LOG_IN, signUp } from './account-helpers.js';
import { startCountingProxy, startGateway, type Gateway } from './helpers.js';
import {
  ADD_TO_TOTE,
  EDIT_TOTE_ITEM,
  inStockSkus,
  LISTING_HEARTS,
  NODE,
  productGlobalId,
  REMOVE_FROM_TOTE,
  REMOVE_SKU_FROM_TOTE,
  SET_CHECKED,
  TOTE_BUTTONS,
  toteItemGlobalId,
  UNDO_TOTE_REMOVAL,
  VIEWER_TOTE,
  type SeedSku,
} from './tote-queries.js';

let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gw: Gateway;
let skus: SeedSku[];

beforeAll(async () => {
  proxy = await startCountingProxy();
  gw = await startGateway({ upstreamUrl: proxy.url });
  skus = await inStockSkus(3, 200);
});
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});
beforeEach(() => proxy.reset());

const callsTo = (path: string) => proxy.calls.filter((c) => c.path === path);

describe('a registered shopper who is not a member', () => {
  let shopper: Browser;
  beforeAll(async () => {
    shopper = new Browser(gw.url);
    await signUp(shopper);
  });

  it('cannot rent: 21002 with the api message, and the buttons say MEMBERSHIP', async () => {
    const s = skus[0]!;
    const r = await shopper.gql(ADD_TO_TOTE, { input: { saleType: 'RENT', sku: s.sku } });
    expect(r.errors).toBeUndefined();
    expect(r.data.addToTote).toMatchObject({
      item: null,
      tote: null,
      product: null,
      userErrors: [
        { code: '21002', field: null, message: 'Renting is for members. Subscribe to rent up to 6 items at a time.' },
      ],
      viewer: { toteIcon: 0 },
    });
    const b = await shopper.gql(TOTE_BUTTONS, { productId: s.shopProductId });
    expect(b.data.product.toteButtons).toMatchObject({
      canRent: false,
      rentDisabledReason: 'MEMBERSHIP',
      rentLabel: 'Subscribe to rent',
      canBuy: true,
      buyLabel: expect.stringMatching(/^Buy for \$\d/),
      rentCount: 0,
    });
  });

  it('buys: the Tote shows the purchase, the empty rent section invites to subscribe', async () => {
    const s = skus[0]!;
    const r = await shopper.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: s.sku } });
    expect(r.data.addToTote.userErrors).toEqual([]);
    expect(r.data.addToTote).toMatchObject({
      item: { saleType: 'PURCHASE', quantity: 1, sku: s.sku, product: { productId: s.shopProductId } },
      tote: {
        count: 1,
        rent: { num: 0, items: [], emptyState: { link: '/subscribe' } },
        purchase: { num: 1 },
        billing: { nextBillingDate: null },
      },
      product: { productId: s.shopProductId, toteButtons: { purchaseSkusInTote: [s.sku], rentSkusInTote: [] } },
      viewer: { toteIcon: 1 },
    });
    // Buying the same size again raises its quantity (same item).
    const again = await shopper.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: s.sku, quantity: 2 } });
    expect(again.data.addToTote.item).toMatchObject({ id: r.data.addToTote.item.id, quantity: 3 });
    expect(again.data.addToTote.viewer.toteIcon).toBe(3);
    const tote = await shopper.gql(VIEWER_TOTE);
    expect(tote.data.viewer).toMatchObject({
      toteIcon: 3,
      tote: { count: 3, purchase: { items: [{ id: r.data.addToTote.item.id, quantity: 3 }] } },
    });
  });

  it('adds once for a retried idempotencyKey, even when the retries race', async () => {
    const s = skus[1]!;
    const input = { saleType: 'PURCHASE', sku: s.sku, idempotencyKey: `press-${Date.now()}` };
    const results = await Promise.all([
      shopper.gql(ADD_TO_TOTE, { input }),
      shopper.gql(ADD_TO_TOTE, { input }),
      shopper.gql(ADD_TO_TOTE, { input }),
    ]);
    for (const r of results) expect(r.data.addToTote.userErrors).toEqual([]);
    const ids = new Set(results.map((r) => r.data.addToTote.item.id));
    expect(ids.size).toBe(1);
    const tote = (await shopper.gql(VIEWER_TOTE)).data.viewer.tote;
    expect(tote.purchase.items.filter((i: { sku: string }) => i.sku === s.sku)).toMatchObject([{ quantity: 1 }]);
  });

  it('rejects bad input as VALIDATION userErrors with the field, without calling upstream', async () => {
    const item = (await shopper.gql(VIEWER_TOTE)).data.viewer.tote.purchase.items[0];
    proxy.reset();
    const edit = (input: Record<string, unknown>) =>
      shopper.gql(EDIT_TOTE_ITEM, { input: { itemId: item.id, ...input } });

    const none = await edit({});
    expect(none.data.editToteItem).toMatchObject({
      tote: null,
      userErrors: [
        { code: 'VALIDATION', field: ['input'], message: expect.stringContaining('quantity, sku or checked') },
      ],
    });
    const several = await edit({ quantity: 2, checked: true });
    expect(several.data.editToteItem.userErrors).toMatchObject([{ code: 'VALIDATION', field: ['input'] }]);
    for (const quantity of [0, 11, -1]) {
      const r = await edit({ quantity });
      expect(r.data.editToteItem.userErrors).toEqual([
        { code: 'VALIDATION', field: ['input', 'quantity'], message: 'Choose a quantity from 1 to 10.' },
      ]);
    }
    const foreign = await shopper.gql(EDIT_TOTE_ITEM, {
      input: { itemId: productGlobalId(skus[0]!.shopProductId), checked: true },
    });
    expect(foreign.data.editToteItem.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'itemId'], message: 'This is not an item of your Tote.' },
    ]);
    const garbage = await shopper.gql(EDIT_TOTE_ITEM, { input: { itemId: 'not-an-id', checked: true } });
    expect(garbage.data.editToteItem.userErrors).toMatchObject([{ code: 'VALIDATION', field: ['input', 'itemId'] }]);

    const add = (input: Record<string, unknown>) =>
      shopper.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: skus[0]!.sku, ...input } });
    expect((await add({ quantity: 11 })).data.addToTote.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'quantity'], message: 'Choose a quantity from 1 to 10.' },
    ]);
    expect((await add({ sku: '   ' })).data.addToTote.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'sku'], message: 'Choose a size.' },
    ]);
    expect((await add({ saleType: 'RENT', quantity: 2 })).data.addToTote.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'quantity'], message: 'A rental is always one piece.' },
    ]);

    const remove = (itemIds: string[]) => shopper.gql(REMOVE_FROM_TOTE, { input: { itemIds } });
    expect((await remove([])).data.removeFromTote.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'itemIds'], message: 'Choose at least one item.' },
    ]);
    expect((await remove([item.id, productGlobalId(1)])).data.removeFromTote.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'itemIds', '1'], message: 'This is not an item of your Tote.' },
    ]);
    expect(
      (await shopper.gql(SET_CHECKED, { input: { itemIds: ['x'] } })).data.setCheckedToteItems.userErrors,
    ).toMatchObject([{ code: 'VALIDATION', field: ['input', 'itemIds', '0'] }]);
    expect(
      (await shopper.gql(REMOVE_SKU_FROM_TOTE, { input: { saleType: 'RENT', sku: '' } })).data.removeSkuFromTote
        .userErrors,
    ).toMatchObject([{ code: 'VALIDATION', field: ['input', 'sku'] }]);

    // Nothing reached the api but the viewer of each payload.
    expect(proxy.calls.filter((c) => c.path !== '/profile/info')).toEqual([]);
  });

  it('answers unknown things with the api codes as userErrors', async () => {
    const unknownSku = await shopper.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: 'P999999-C1-M' } });
    expect(unknownSku.data.addToTote.userErrors).toMatchObject([
      { code: '20003', field: null, message: expect.any(String) },
    ]);
    const unknownItem = await shopper.gql(REMOVE_FROM_TOTE, { input: { itemIds: [toteItemGlobalId(2_000_000_000)] } });
    expect(unknownItem.data.removeFromTote.userErrors).toMatchObject([{ code: '20003' }]);
    expect((await shopper.gql(NODE, { id: toteItemGlobalId(2_000_000_000) })).data.node).toBeNull();
  });
});

describe('a paused member', () => {
  it('is told to resume the membership to rent', async () => {
    const paused = new Browser(gw.url);
    const login = await paused.gql(LOG_IN, { input: { email: 'paused@tote.test', password: DEMO_PASSWORD } });
    expect(login.data.logIn.userErrors).toEqual([]);
    const r = await paused.gql(ADD_TO_TOTE, { input: { saleType: 'RENT', sku: skus[2]!.sku } });
    expect(r.data.addToTote.userErrors).toEqual([
      { code: '21002', field: null, message: 'Your membership is paused. Resume it to rent again.' },
    ]);
    const b = await paused.gql(TOTE_BUTTONS, { productId: skus[2]!.shopProductId });
    expect(b.data.product.toteButtons).toMatchObject({
      canRent: false,
      rentDisabledReason: 'MEMBERSHIP',
      rentLabel: 'Resume membership to rent',
    });
  });
});

describe('a guest', () => {
  it('sees isWished false, isFollowed false and no toteButtons, without any user call upstream', async () => {
    const r = await new Browser(gw.url).gql(LISTING_HEARTS, { first: 24 });
    expect(r.errors).toBeUndefined();
    const nodes = r.data.productListing.products.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toHaveLength(24);
    for (const n of nodes) expect(n).toMatchObject({ isWished: false, brand: { isFollowed: false } });
    expect(proxy.calls.map((c) => c.path).sort()).toEqual(['/basic/plp/header', '/basic/productList']);

    proxy.reset();
    const pdp = await new Browser(gw.url).gql(TOTE_BUTTONS, { productId: skus[0]!.shopProductId });
    expect(pdp.errors).toBeUndefined();
    expect(pdp.data.product).toMatchObject({ isWished: false, toteButtons: null });
    expect(proxy.calls.map((c) => c.path)).toEqual(['/product/page']);
  });

  it('gets UNAUTHENTICATED for every Tote mutation, without an upstream call', async () => {
    const guest = new Browser(gw.url);
    const itemId = toteItemGlobalId(1);
    const attempts = [
      guest.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: skus[0]!.sku } }),
      guest.gql(REMOVE_FROM_TOTE, { input: { itemIds: [itemId] } }),
      guest.gql(REMOVE_SKU_FROM_TOTE, { input: { saleType: 'PURCHASE', sku: skus[0]!.sku } }),
      guest.gql(EDIT_TOTE_ITEM, { input: { itemId, quantity: 2 } }),
      guest.gql(UNDO_TOTE_REMOVAL),
      guest.gql(SET_CHECKED, { input: { itemIds: [] } }),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.data).toBeNull();
      expect(r.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED', upstreamCode: 40000 } }]);
    }
    expect(proxy.calls).toEqual([]);
  });

  it('has no viewer (so no Tote), and a Tote item id resolves to null', async () => {
    const guest = new Browser(gw.url);
    const r = await guest.gql(VIEWER_TOTE);
    expect(r.errors).toBeUndefined();
    expect(r.data.viewer).toBeNull();
    expect((await guest.gql(NODE, { id: toteItemGlobalId(1) })).data.node).toBeNull();
    expect(proxy.calls).toEqual([]);
  });

  it('with an expired or unknown token: UNAUTHENTICATED and the session cookies cleared', async () => {
    const b = new Browser(gw.url);
    b.jar.set('tote_token', 'not-a-real-token');
    const r = await b.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: skus[0]!.sku } });
    expect(r.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(b.jar.has('tote_token')).toBe(false);
    // A read: the hearts are false and the buttons null, like a guest's.
    b.jar.set('tote_token', 'not-a-real-token');
    const hearts = await b.gql(TOTE_BUTTONS, { productId: skus[0]!.shopProductId });
    expect(hearts.errors).toBeUndefined();
    expect(hearts.data.product).toMatchObject({ isWished: false, toteButtons: null });
  });
});

describe('hearts on a listing for a signed-in shopper', () => {
  let b: Browser;
  beforeAll(async () => {
    b = new Browser(gw.url);
    await signUp(b);
  });

  it.each([24, 60])('costs one /wishlist/check and one /wishlist/brand/check for %i products', async (first) => {
    const r = await b.gql(LISTING_HEARTS, { first });
    expect(r.errors).toBeUndefined();
    const nodes = r.data.productListing.products.edges.map((e: { node: { productId: number } }) => e.node);
    expect(nodes).toHaveLength(first);
    const check = callsTo('/wishlist/check');
    expect(check).toHaveLength(1);
    expect([...(check[0]!.params as { shopProductIdList: number[] }).shopProductIdList].sort()).toEqual(
      nodes.map((n: { productId: number }) => n.productId).sort(),
    );
    expect(callsTo('/wishlist/brand/check')).toHaveLength(1);
    expect(proxy.calls.map((c) => c.path).sort()).toEqual([
      '/basic/plp/header',
      '/basic/productList',
      '/wishlist/brand/check',
      '/wishlist/check',
    ]);
  });
});
