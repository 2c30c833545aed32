/**
 * The buying half of the seeded member's Tote sequence (tote-member.test.ts runs it in its describe,
 * after the renting half, in order): quantities, the items ticked for checkout, sizes, removals by
 * SKU, a full rent section.
 */
import { expect, it } from 'vitest';
import type { Browser } from './account-helpers.js';
import { v1 } from './helpers.js';
import {
  ADD_TO_TOTE,
  EDIT_TOTE_ITEM,
  REMOVE_FROM_TOTE,
  REMOVE_SKU_FROM_TOTE,
  SET_CHECKED,
  TOTE_BUTTONS,
  VIEWER_TOTE,
  type SeedSku,
} from './tote-queries.js';

/** What the renting half left: the signed-in member, the seeded SKUs and the rent item in the Tote. */
export interface MemberTote {
  member: Browser;
  skus: SeedSku[];
  rentItemId: string;
}

/** Registers the tests in the caller's describe; `state` answers the renting half's state when a test runs. */
export function memberBuys(state: () => MemberTote): void {
  let purchaseItemId: string;

  it('buys 2 pieces, then edits the quantity to 3', async () => {
    const { member, skus } = state();
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
    const { member, skus, rentItemId } = state();
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
    const { member, rentItemId } = state();
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
    const { member, skus, rentItemId } = state();
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
    const { member, skus } = state();
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
    const { member, skus } = state();
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
    const { member } = state();
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
}
