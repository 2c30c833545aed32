/**
 * The Tote of a subscribed member, through the gateway against the real api. Renting needs a
 * Subscribed membership and nothing in /v1 makes one, so this is the one test file that uses the
 * seeded member@tote.test for the Tote: it empties that Tote first and last, and every test here
 * runs in order in this one file (no other file rents). The buying half of the sequence is in
 * tote-member-buying-steps.ts, run inside this file's describe after the renting half.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, DEMO_PASSWORD, LOG_IN, signUp } from './account-helpers.js';
import { startCountingProxy, startGateway, type Gateway } from './helpers.js';
import {
  ADD_TO_TOTE,
  EDIT_TOTE_ITEM,
  inStockSkus,
  NODE,
  PDP_WITH_BUTTONS,
  REMOVE_FROM_TOTE,
  TOTE_BUTTONS,
  UNDO_TOTE_REMOVAL,
  VIEWER_TOTE,
  type SeedSku,
} from './tote-queries.js';
import { memberBuys } from './tote-member-buying-steps.js';

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

  it('starts with an empty Tote: empty states, toteIcon 0', async () => {
    const r = await member.gql(VIEWER_TOTE);
    expect(r.errors).toBeUndefined();
    const { viewer } = r.data;
    expect(viewer.toteIcon).toBe(0);
    expect(viewer.tote).toMatchObject({
      id: Buffer.from(`Tote:${Buffer.from(viewer.id, 'base64').toString().split(':')[1]}`).toString('base64'),
      count: 0,
      upperLimit: 6,
      boxStatus: 'OPEN',
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
      'PDP (viewer, sizes, config, toteButtons, isWished, brand.isFollowed, 8 similar items with isWished): ' +
        `${proxy.calls.length} upstream calls: ${proxy.calls.map((c) => c.path).join(', ')}`,
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

  memberBuys(() => ({ member, skus, rentItemId }));
});
