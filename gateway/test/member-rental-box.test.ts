/**
 * The rental box of a member, through the gateway against the real api and its local payment
 * emulator: a rent-only order locks the box, unlocking it early (a Premium charge) opens it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { ADD_TO_TOTE, inStockSkus } from './tote-queries.js';
import { checkout, CREATE_ORDER, PREVIEW, readyToPay, VIEWER_MEMBERSHIP } from './member-queries.js';

let gw: Gateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('the rental box of a member', () => {
  it('a rent-only order of Tote items locks the box; unlock early (a Premium charge) opens it again', async () => {
    const b = await freshShopper(gw.url);
    await readyToPay(b);
    expect((await checkout(b, 'SUBSCRIBE')).payload.paymentResult.status).toBe('SUCCESS');
    // Far from the other files' products, with plenty of stock: one rented piece leaves them "available".
    const [sku] = await inStockSkus(1, 600, 12);
    const added = await b.gql(ADD_TO_TOTE, { input: { saleType: 'RENT', sku: sku!.sku } });
    expect(added.data.addToTote.userErrors).toEqual([]);
    const itemId = added.data.addToTote.item.id;

    const preview = await b.gql(PREVIEW, { input: { mode: 'RENT_ONLY', cartItemIds: [itemId] } });
    expect(preview.data.checkoutPreview).toMatchObject({
      preview: { isFree: true, totalBilled: { amount: 0 }, lines: [{ type: 'RENT', amount: { amount: 0 } }] },
      userErrors: [],
    });
    const bad = await b.gql(PREVIEW, { input: { mode: 'RENT_ONLY', cartItemIds: ['nope'] } });
    expect(bad.data.checkoutPreview.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'cartItemIds', '0'], message: 'This is not an item of your Tote.' },
    ]);

    const rent = await b.gql(CREATE_ORDER, { input: { mode: 'RENT_ONLY', cartItemIds: [itemId] } });
    expect(rent.data.createOrder).toMatchObject({
      order: { mode: 'RENT_ONLY', status: 'FREE' },
      paymentResult: { status: 'FREE', redirectUri: expect.stringMatching(/^\/order\//) },
      userErrors: [],
    });
    const locked = (await b.gql(VIEWER_MEMBERSHIP)).data.viewer.membership;
    expect(locked).toMatchObject({ status: 'SUBSCRIBED', boxLocked: true, showUnlockEarly: true });
    expect(locked.allowedActions).toContain('UNLOCK_EARLY');

    const again = await b.gql(PREVIEW, { input: { mode: 'RENT_ONLY' } });
    expect(again.data.checkoutPreview.userErrors[0]).toMatchObject({ code: '23002' });

    const { payload } = await checkout(b, 'UNLOCK_EARLY');
    expect(payload).toMatchObject({
      paymentResult: {
        mode: 'UNLOCK_EARLY',
        status: 'SUCCESS',
        receipt: { costType: 'PREMIUM', amount: { amount: 89 } },
      },
      userErrors: [],
    });
    expect((await b.gql(VIEWER_MEMBERSHIP)).data.viewer.membership).toMatchObject({
      boxLocked: false,
      showUnlockEarly: false,
    });
    const refused = await b.gql(PREVIEW, { input: { mode: 'UNLOCK_EARLY' } });
    expect(refused.data.checkoutPreview.userErrors).toEqual([
      { code: '23001', field: null, message: "You can't unlock your next box early now: your box is not locked." },
    ]);
  });
});
