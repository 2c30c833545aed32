/**
 * The Tote of a subscribed member, through the gateway against the real api. Renting needs a
 * Subscribed membership and nothing in /v1 makes one, so this is the one test file that uses the
 * seeded member@tote.test for the Tote: it empties that Tote first and last, and every test here
 * runs in order in this one file (no other file rents).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, DEMO_PASSWORD, LOG_IN, signUp } from './account-helpers.js';
import { startCountingProxy, startGateway, v1, type Gateway } from './helpers.js';
import {
  ADD_TO_TOTE,
  EDIT_TOTE_ITEM,
  inStockSkus,
  NODE,
  PDP_WITH_BUTTONS,
  REMOVE_FROM_TOTE,
  REMOVE_SKU_FROM_TOTE,
  SET_CHECKED,
  TOTE_BUTTONS,
  UNDO_TOTE_REMOVAL,
  VIEWER_TOTE,
  type SeedSku,
} from './tote-queries.js';

let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gw: Gateway;
let member: Browser;
let skus: SeedSku[];

async function emptyTote(b: Browser): Promise<void> {
  const r = await b.gql(VIEWER_TOTE);
  const ids = [...r.data.viewer.tote.rent.items, ...r.data.viewer.tote.purchase.items].map((i: { id: string }) => i.id);
  if (ids.length) {
    const removed = await b.gql(REMOVE_FROM_TOTE, { input: { itemIds: ids } });
    expect(removed.data.removeFromTote.userErrors).toEqual([]);
  }
}

beforeAll(async () => {
  proxy = await startCountingProxy();
  gw = await startGateway({ upstreamUrl: proxy.url });
  member = new Browser(gw.url);
  const login = await member.gql(LOG_IN, { input: { email: 'member@tote.test', password: DEMO_PASSWORD } });
  expect(login.data.logIn.userErrors).toEqual([]);
  skus = await inStockSkus(9, 0);
  await emptyTote(member);
});
afterAll(async () => {
  if (member) await emptyTote(member).catch(() => undefined);
  await gw?.close();
  await proxy?.close();
});
beforeEach(() => proxy.reset());

const callsTo = (path: string) => proxy.calls.filter((c) => c.path === path);

describe('a member rents and buys', () => {
  let rentItemId: string;
  let purchaseItemId: string;

  it('starts with an empty Tote: empty states, toteIcon 0', async () => {
    const r = await member.gql(VIEWER_TOTE);
    expect(r.errors).toBeUndefined();
    const { viewer } = r.data;
    expect(viewer.toteIcon).toBe(0);
    expect(viewer.tote).toMatchObject({
      id: Buffer.from(`Tote:${Buffer.from(viewer.id, 'base64').toString().split(':')[1]}`).toString('base64'),
      count: 0,
      upperLimit: 6,
      checkedItemIds: [],
      rent: {
        saleType: 'RENT',
        num: 0,
        items: [],
        emptyState: { title: expect.any(String), link: expect.stringMatching(/^\//) },
      },
      purchase: { saleType: 'PURCHASE', num: 0, items: [], emptyState: { buttonText: expect.any(String) } },
      billing: {
        lastAddType: null,
        showUnlockEarly: false,
        nextBillingDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      },
    });
    expect(viewer.tote.topInfo.length).toBeGreaterThan(0);
  });

  it('adds a rent item: the item, the Tote, the product and the new toteIcon in one payload', async () => {
    const s = skus[0]!;
    const r = await member.gql(ADD_TO_TOTE, {
      input: { saleType: 'RENT', sku: s.sku, idempotencyKey: 'member-rent-1' },
    });
    expect(r.errors).toBeUndefined();
    const p = r.data.addToTote;
    expect(p.userErrors).toEqual([]);
    expect(p.item).toMatchObject({
      saleType: 'RENT',
      sku: s.sku,
      quantity: 1,
      maxQuantity: 1,
      checked: expect.any(Boolean),
      product: { productId: s.shopProductId },
    });
    expect(p.item.id).toBe(Buffer.from(`ToteItem:${p.item.cartItemId}`).toString('base64'));
    expect(p.item.lineTotal.amount).toBe(p.item.unitPrice.amount);
    expect(p.tote).toMatchObject({ count: 1, rent: { num: 1, emptyState: null }, billing: { lastAddType: 'RENT' } });
    expect(p.tote.rent.items.map((i: { id: string }) => i.id)).toEqual([p.item.id]);
    expect(p.product).toMatchObject({
      productId: s.shopProductId,
      toteButtons: { rentSkusInTote: [s.sku], rentCount: 1 },
    });
    expect(p.viewer.toteIcon).toBe(1);
    rentItemId = p.item.id;

    // /profile/info is read after the add (not a value from before it), once; /tote/query once.
    const order = proxy.calls.map((c) => c.path);
    expect(order.indexOf('/profile/info')).toBeGreaterThan(order.indexOf('/shopCart/add'));
    expect(callsTo('/profile/info')).toHaveLength(1);
    expect(callsTo('/tote/query')).toHaveLength(1);
    expect(proxy.calls.length).toBe(proxy.distinct());
  });

  it('answers a retried add (same idempotencyKey) with the first result: one item', async () => {
    const s = skus[0]!;
    const r = await member.gql(ADD_TO_TOTE, {
      input: { saleType: 'RENT', sku: s.sku, idempotencyKey: 'member-rent-1' },
    });
    expect(r.data.addToTote.userErrors).toEqual([]);
    expect(r.data.addToTote.item.id).toBe(rentItemId);
    expect(r.data.addToTote.tote.count).toBe(1);
  });

  it('refuses the same rent size again without a key: 21004 as a userError', async () => {
    const r = await member.gql(ADD_TO_TOTE, { input: { saleType: 'RENT', sku: skus[0]!.sku } });
    expect(r.errors).toBeUndefined();
    expect(r.data.addToTote).toMatchObject({
      item: null,
      tote: null,
      product: null,
      userErrors: [{ code: '21004', field: null, message: 'This size is already in your Tote.' }],
    });
    expect(r.data.addToTote.viewer.toteIcon).toBe(1);
  });

  it('shows the item on the product page buttons (inTote), with isWished, in one call each', async () => {
    const s = skus[0]!;
    const r = await member.gql(TOTE_BUTTONS, { productId: s.shopProductId, colorId: s.colorId });
    expect(r.errors).toBeUndefined();
    expect(r.data.product.toteButtons).toMatchObject({
      colorId: s.colorId,
      canRent: true,
      rentLabel: 'Add to Tote',
      rentDisabledReason: null,
      rentSkusInTote: [s.sku],
      purchaseSkusInTote: [],
      rentCount: 1,
      upperLimit: 6,
    });
    expect(r.data.product.isWished).toBe(false);

    proxy.reset();
    const pdp = await member.gql(PDP_WITH_BUTTONS, { productId: s.shopProductId });
    expect(pdp.errors).toBeUndefined();
    expect(pdp.data.product.toteButtons.rentSkusInTote).toEqual([s.sku]);
    expect(pdp.data.product.similarItems.length).toBeGreaterThan(0);
    expect(proxy.calls.length).toBe(proxy.distinct());
    expect(callsTo('/tote/query/pdpButton')).toHaveLength(1);
    // One heart check for the product and its similar items (asked once the list answered).
    expect(callsTo('/wishlist/check')).toHaveLength(1);
    expect((callsTo('/wishlist/check')[0]!.params as { shopProductIdList: number[] }).shopProductIdList).toHaveLength(
      1 + pdp.data.product.similarItems.length,
    );
    expect(callsTo('/wishlist/brand/check')).toHaveLength(1);
    console.info(
      `PDP (viewer, sizes, config, toteButtons, isWished, brand.isFollowed, 8 similar items with isWished): ${proxy.calls.length} upstream calls: ${proxy.calls.map((c) => c.path).join(', ')}`,
    );
  });

  it('resolves the Tote and its items by global id', async () => {
    const tote = (await member.gql(VIEWER_TOTE)).data.viewer.tote;
    const t = await member.gql(NODE, { id: tote.id });
    expect(t.data.node).toMatchObject({
      __typename: 'Tote',
      id: tote.id,
      count: 1,
      rent: { items: [{ id: rentItemId }] },
    });
    const i = await member.gql(NODE, { id: rentItemId });
    expect(i.data.node).toMatchObject({
      __typename: 'ToteItem',
      id: rentItemId,
      sku: skus[0]!.sku,
      saleType: 'RENT',
      quantity: 1,
    });
  });

  it("does not show the member's items to another shopper", async () => {
    const other = new Browser(gw.url);
    await signUp(other);
    const i = await other.gql(NODE, { id: rentItemId });
    expect(i.errors).toBeUndefined();
    expect(i.data.node).toBeNull();
    const tote = (await member.gql(VIEWER_TOTE)).data.viewer.tote;
    expect((await other.gql(NODE, { id: tote.id })).data.node).toBeNull();
    // Changing it: 20003 as a userError, the message verbatim; nothing changed for the member.
    const edit = await other.gql(EDIT_TOTE_ITEM, { input: { itemId: rentItemId, checked: false } });
    expect(edit.data.editToteItem).toMatchObject({
      tote: null,
      userErrors: [{ code: '20003', message: expect.any(String) }],
    });
    const remove = await other.gql(REMOVE_FROM_TOTE, { input: { itemIds: [rentItemId] } });
    expect(remove.data.removeFromTote).toMatchObject({
      tote: null,
      removedItemIds: [],
      userErrors: [{ code: '20003' }],
    });
    expect((await member.gql(VIEWER_TOTE)).data.viewer.tote.count).toBe(1);
  });

  it('removes the item, then undo brings back the same item', async () => {
    const r = await member.gql(REMOVE_FROM_TOTE, { input: { itemIds: [rentItemId] } });
    expect(r.errors).toBeUndefined();
    expect(r.data.removeFromTote).toMatchObject({
      removedItemIds: [rentItemId],
      userErrors: [],
      tote: { count: 0, rent: { items: [] } },
      viewer: { toteIcon: 0 },
    });
    expect((await member.gql(NODE, { id: rentItemId })).data.node).toBeNull();

    const u = await member.gql(UNDO_TOTE_REMOVAL);
    expect(u.errors).toBeUndefined();
    expect(u.data.undoToteRemoval).toMatchObject({
      removedItemIds: [],
      userErrors: [],
      tote: { count: 1 },
      viewer: { toteIcon: 1 },
    });
    expect(u.data.undoToteRemoval.tote.rent.items.map((i: { id: string }) => i.id)).toEqual([rentItemId]);

    // One undo per removal: then 20003 as a userError.
    const again = await member.gql(UNDO_TOTE_REMOVAL);
    expect(again.data.undoToteRemoval).toMatchObject({
      tote: null,
      userErrors: [{ code: '20003', field: null, message: expect.any(String) }],
    });
  });

  it('buys 2 pieces, then edits the quantity to 3', async () => {
    const s = skus[1]!;
    const r = await member.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: s.sku, quantity: 2 } });
    expect(r.data.addToTote.userErrors).toEqual([]);
    const item = r.data.addToTote.item;
    expect(item).toMatchObject({ saleType: 'PURCHASE', sku: s.sku, quantity: 2, maxQuantity: Math.min(s.stock, 10) });
    expect(item.lineTotal.amount).toBeCloseTo(item.unitPrice.amount * 2, 2);
    expect(r.data.addToTote.tote).toMatchObject({
      count: 3,
      purchase: { num: 2 },
      rent: { num: 1 },
      billing: { lastAddType: 'PURCHASE' },
    });
    expect(r.data.addToTote.viewer.toteIcon).toBe(3);
    purchaseItemId = item.id;

    const e = await member.gql(EDIT_TOTE_ITEM, { input: { itemId: purchaseItemId, quantity: 3 } });
    expect(e.errors).toBeUndefined();
    const p = e.data.editToteItem;
    expect(p.userErrors).toEqual([]);
    expect(p.tote).toMatchObject({ count: 4, purchase: { num: 3, items: [{ id: purchaseItemId, quantity: 3 }] } });
    expect(p.tote.purchase.items[0].lineTotal.amount).toBeCloseTo(p.tote.purchase.items[0].unitPrice.amount * 3, 2);
    expect(p.viewer.toteIcon).toBe(4);
  });

  it('refuses a quantity for a rent item (40001 from the api) and more than the stock (21005)', async () => {
    const rent = await member.gql(EDIT_TOTE_ITEM, { input: { itemId: rentItemId, quantity: 2 } });
    expect(rent.data.editToteItem).toMatchObject({
      tote: null,
      userErrors: [{ code: '40001', field: ['input', 'quantity'], message: expect.any(String) }],
    });

    // Everything the size has (at most 10), then one more: 21005, the api's message verbatim.
    const s = skus[8]!;
    const most = Math.min(s.stock, 10);
    const first = await member.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: s.sku, quantity: most } });
    expect(first.data.addToTote).toMatchObject({ userErrors: [], item: { quantity: most, maxQuantity: most } });
    const more = await member.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: s.sku } });
    const message = s.stock < 10 ? `Only ${s.stock} left in this size.` : 'You can buy up to 10 of an item.';
    expect(more.data.addToTote).toMatchObject({ item: null, userErrors: [{ code: '21005', field: null, message }] });
    const removed = await member.gql(REMOVE_FROM_TOTE, { input: { itemIds: [first.data.addToTote.item.id] } });
    expect(removed.data.removeFromTote.userErrors).toEqual([]);
  });

  it('sets the items ticked for checkout', async () => {
    const r = await member.gql(SET_CHECKED, { input: { itemIds: [purchaseItemId] } });
    expect(r.errors).toBeUndefined();
    const { tote } = r.data.setCheckedToteItems;
    expect(tote.checkedItemIds).toEqual([purchaseItemId]);
    expect(tote.purchase.items[0].checked).toBe(true);
    expect(tote.rent.items[0].checked).toBe(false);

    const both = await member.gql(SET_CHECKED, { input: { itemIds: [purchaseItemId, rentItemId, purchaseItemId] } });
    expect([...both.data.setCheckedToteItems.tote.checkedItemIds].sort()).toEqual([purchaseItemId, rentItemId].sort());

    const none = await member.gql(SET_CHECKED, { input: { itemIds: [] } });
    expect(none.data.setCheckedToteItems.tote.checkedItemIds).toEqual([]);

    const one = await member.gql(EDIT_TOTE_ITEM, { input: { itemId: rentItemId, checked: true } });
    expect(one.data.editToteItem.tote.checkedItemIds).toEqual([rentItemId]);
  });

  it('changes a rent item to another size of the same product, keeping its id', async () => {
    const s = skus[0]!;
    const sizes = await v1<{ list: { sku: string; stock: number }[] }>('/product/skuList', {
      shopProductId: s.shopProductId,
    });
    const other = sizes.data.list.find((x) => x.sku !== s.sku && x.stock > 0);
    if (!other) throw new Error(`product ${s.shopProductId} has one size in stock`);
    const r = await member.gql(EDIT_TOTE_ITEM, { input: { itemId: rentItemId, sku: other.sku } });
    expect(r.data.editToteItem.userErrors).toEqual([]);
    expect(r.data.editToteItem.tote.rent.items).toMatchObject([{ id: rentItemId, sku: other.sku }]);
    const back = await member.gql(EDIT_TOTE_ITEM, { input: { itemId: rentItemId, sku: s.sku } });
    expect(back.data.editToteItem.tote.rent.items).toMatchObject([{ id: rentItemId, sku: s.sku }]);
  });

  it('removes a size by its SKU and names the removed item', async () => {
    const r = await member.gql(REMOVE_SKU_FROM_TOTE, { input: { saleType: 'PURCHASE', sku: skus[1]!.sku } });
    expect(r.errors).toBeUndefined();
    expect(r.data.removeSkuFromTote).toMatchObject({
      removedItemIds: [purchaseItemId],
      userErrors: [],
      tote: { count: 1, purchase: { items: [] } },
      viewer: { toteIcon: 1 },
    });
    const gone = await member.gql(REMOVE_SKU_FROM_TOTE, { input: { saleType: 'PURCHASE', sku: skus[1]!.sku } });
    expect(gone.data.removeSkuFromTote).toMatchObject({
      tote: null,
      removedItemIds: [],
      userErrors: [{ code: '20003' }],
    });
  });

  it('fills the Tote to 6 rent items; the 7th is 21001 and the buttons say TOTE_FULL', async () => {
    for (const s of skus.slice(2, 7)) {
      const r = await member.gql(ADD_TO_TOTE, { input: { saleType: 'RENT', sku: s.sku } });
      expect(r.data.addToTote.userErrors).toEqual([]);
    }
    const full = await member.gql(VIEWER_TOTE);
    expect(full.data.viewer.tote).toMatchObject({ count: 6, rent: { num: 6 } });

    const seventh = skus[7]!;
    const r = await member.gql(ADD_TO_TOTE, { input: { saleType: 'RENT', sku: seventh.sku } });
    expect(r.errors).toBeUndefined();
    expect(r.data.addToTote).toMatchObject({
      item: null,
      tote: null,
      userErrors: [{ code: '21001', field: null, message: 'Your Tote is full: it holds up to 6 rental items.' }],
      viewer: { toteIcon: 6 },
    });

    const b = await member.gql(TOTE_BUTTONS, { productId: seventh.shopProductId });
    expect(b.data.product.toteButtons).toMatchObject({
      canRent: false,
      rentDisabledReason: 'TOTE_FULL',
      rentLabel: 'Your Tote is full',
      rentCount: 6,
      canBuy: true,
    });
    // Buying still works with a full rent section.
    const buy = await member.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: seventh.sku } });
    expect(buy.data.addToTote).toMatchObject({ userErrors: [], tote: { count: 7 }, viewer: { toteIcon: 7 } });
  });

  it('removes several items at once', async () => {
    const tote = (await member.gql(VIEWER_TOTE)).data.viewer.tote;
    const ids = tote.rent.items.slice(0, 3).map((i: { id: string }) => i.id);
    const r = await member.gql(REMOVE_FROM_TOTE, { input: { itemIds: ids } });
    expect(r.data.removeFromTote).toMatchObject({
      removedItemIds: ids,
      userErrors: [],
      tote: { count: 4, rent: { num: 3 } },
      viewer: { toteIcon: 4 },
    });
  });
});
