/**
 * Holds for the member who waited through GraphQL (schema/holds.graphql): the size shows heldForYouUntil for her
 * only, her account lists the hold, another member's add is refused, and declining passes it on. The size is
 * sold out and brought back through the api's /inventory/stock, as the back office would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper, type Browser } from './account-helpers.js';
import { startGateway, v1, type Gateway } from './helpers.js';
import { ADD_TO_TOTE, inStockSkus, USER_ERRORS, type SeedSku } from './tote-queries.js';

let gw: Gateway;
let sku: SeedSku;
beforeAll(async () => {
  gw = await startGateway();
  [sku] = (await inStockSkus(1, 460, 4)) as [SeedSku];
  expect((await v1('/inventory/stock', { sku: sku.sku, stock: 0 })).code).toBe(0);
});
afterAll(async () => {
  await v1('/inventory/stock', { sku: sku.sku, stock: 0 });
  for (let i = 0; i < 3; i++) await v1('/dev/stockHolds/lapse', { hours: 1_000 }); // let any hold go, then restock
  await v1('/inventory/stock', { sku: sku.sku, stock: sku.stock });
  await gw?.close();
});

const SIZES = /* GraphQL */ `
  query ($id: Int!, $colorId: Int) {
    product(productId: $id) {
      sizes(colorId: $colorId) {
        sku
        stock
        heldForYouUntil
      }
    }
  }
`;
const HOLDS = /* GraphQL */ `
  query {
    viewer {
      stockHolds {
        holdId
        sku
        productId
        colorId
        title
        size
        expiresAt
      }
    }
  }
`;
const REQUEST = /* GraphQL */ `mutation ($input: RequestStockNotificationInput!) {
  requestStockNotification(input: $input) { sku ${USER_ERRORS} }
}`;
const DECLINE = /* GraphQL */ `mutation ($input: DeclineStockHoldInput!) {
  declineStockHold(input: $input) { holdId viewer { stockHolds { holdId } } ${USER_ERRORS} }
}`;

const sizeOf = async (b: Browser | null) => {
  const r = await (b ?? (await freshShopper(gw.url))).gql(SIZES, { id: sku.shopProductId, colorId: sku.colorId });
  expect(r.errors).toBeUndefined();
  return (r.data.product.sizes as { sku: string; stock: number; heldForYouUntil: string | null }[]).find(
    (s) => s.sku === sku.sku,
  );
};

describe('holds through GraphQL', () => {
  it('she sees her size held until …, the others sold out; others may not add it; declining passes it on', async () => {
    const [first, second] = [await freshShopper(gw.url), await freshShopper(gw.url)];
    for (const b of [first, second])
      expect((await b.gql(REQUEST, { input: { sku: sku.sku } })).data.requestStockNotification.userErrors).toEqual([]);
    expect((await v1('/inventory/stock', { sku: sku.sku, stock: 1 })).data).toMatchObject({ stock: 0, held: 1 });

    const mine = await sizeOf(first);
    expect(mine!.stock).toBe(0);
    expect(Date.parse(mine!.heldForYouUntil!) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await sizeOf(second))!.heldForYouUntil).toBeNull();
    expect((await sizeOf(null))!.heldForYouUntil).toBeNull();

    const holds = (await first.gql(HOLDS)).data.viewer.stockHolds;
    expect(holds).toEqual([
      expect.objectContaining({
        sku: sku.sku,
        productId: sku.shopProductId,
        colorId: sku.colorId,
        expiresAt: mine!.heldForYouUntil,
      }),
    ]);

    const refused = await second.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: sku.sku } });
    expect(refused.data.addToTote.userErrors).toEqual([
      {
        code: '21007',
        field: null,
        message: 'This size is held for a member who asked for it first. Ask to be told if it comes back.',
      },
    ]);

    const declined = await first.gql(DECLINE, { input: { holdId: holds[0].holdId } });
    expect(declined.data.declineStockHold).toEqual({
      holdId: holds[0].holdId,
      viewer: { stockHolds: [] },
      userErrors: [],
    });
    const again = await first.gql(DECLINE, { input: { holdId: holds[0].holdId } });
    expect(again.data.declineStockHold.userErrors).toEqual([
      { code: '21008', field: null, message: 'This hold has ended already.' },
    ]);
    expect((await sizeOf(second))!.heldForYouUntil).not.toBeNull();
    expect((await sizeOf(first))!.heldForYouUntil).toBeNull();
  });
});
