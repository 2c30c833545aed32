/**
 * Shared orders through the gateway against the real api (schema/share.graphql): shareOrder and its
 * userErrors, sharedOrder for anyone (only what a share shows), and a revoked link as the
 * SHARE_EXPIRED error with the upstream code — never an answer from the response cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { orderMaker } from './share-helpers.js';

const SHARE_ORDER = /* GraphQL */ `
  mutation ShareOrder($input: ShareOrderInput!) {
    shareOrder(input: $input) {
      share {
        shareId
        url
        expiresAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;
const REVOKE_SHARE = /* GraphQL */ `
  mutation RevokeShare($input: RevokeShareInput!) {
    revokeShare(input: $input) {
      share {
        shareId
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;
const SHARED_ORDER = /* GraphQL */ `
  query SharedOrder($shareId: String!) {
    sharedOrder(shareId: $shareId) {
      shareId
      expiresAt
      status
      placedAt
      paidAt
      items {
        title
        brand {
          name
        }
        image {
          url
          alt
        }
        size
        color {
          colorId
          name
          hex
        }
        saleType
        productPath
      }
    }
  }
`;

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

let skuOffset = 860;
const orderOf = orderMaker(
  () => gw.url,
  () => skuOffset++,
);

describe('shareOrder and sharedOrder', () => {
  it('shares the own placed order; a guest sees its items, status and dates and nothing else', async () => {
    const { b, sku, orderId } = await orderOf();
    const r = await b.gql(SHARE_ORDER, { input: { orderId } });
    expect(r.errors).toBeUndefined();
    const share = r.data.shareOrder.share;
    expect(r.data.shareOrder.userErrors).toEqual([]);
    expect(share.url).toMatch(new RegExp(`/share/order/${share.shareId}$`));

    const guest = new Browser(gw.url);
    const seen = await guest.gql(SHARED_ORDER, { shareId: share.shareId });
    expect(seen.errors).toBeUndefined();
    expect(seen.data.sharedOrder).toEqual({
      shareId: share.shareId,
      expiresAt: share.expiresAt,
      status: 'REQUESTED',
      placedAt: expect.any(String),
      paidAt: expect.any(String),
      items: [
        {
          title: expect.any(String),
          brand: { name: expect.any(String) },
          image: { url: expect.stringMatching(/^\/images\//), alt: expect.any(String) },
          size: expect.any(String),
          color: { colorId: sku.colorId, name: expect.any(String), hex: expect.any(String) },
          saleType: 'PURCHASE',
          productPath: `/product/${sku.shopProductId}?colorId=${sku.colorId}`,
        },
      ],
    });
    // The schema has no field for money, the card, the address or the email.
    const withPrice = await guest.gql(`query { sharedOrder(shareId: "${share.shareId}") { totalBilled } }`);
    expect(withPrice.errors?.[0]?.message).toMatch(/Cannot query field "totalBilled"/);
  });

  it("refuses another shopper's order, an unpaid one and a guest", async () => {
    const { orderId } = await orderOf();
    const other = new Browser(gw.url);
    await signUp(other);
    const theirs = await other.gql(SHARE_ORDER, { input: { orderId } });
    expect(theirs.data.shareOrder).toEqual({
      share: null,
      userErrors: [{ code: '20003', field: null, message: `Order ${orderId} not found` }],
    });
    const open = await orderOf(false);
    const unpaid = await open.b.gql(SHARE_ORDER, { input: { orderId: open.orderId } });
    expect(unpaid.data.shareOrder.userErrors).toEqual([
      { code: '22002', field: null, message: 'Only a placed order can be shared.' },
    ]);
    const guest = await new Browser(gw.url).gql(SHARE_ORDER, { input: { orderId } });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a revoked link is the SHARE_EXPIRED error (upstream 22002) at once; an unknown link is null', async () => {
    const { b, orderId } = await orderOf();
    const { shareId } = (await b.gql(SHARE_ORDER, { input: { orderId } })).data.shareOrder.share;
    const guest = new Browser(gw.url);
    expect((await guest.gql(SHARED_ORDER, { shareId })).data.sharedOrder.shareId).toBe(shareId);

    const other = new Browser(gw.url);
    await signUp(other);
    expect((await other.gql(REVOKE_SHARE, { input: { shareId } })).data.revokeShare.userErrors).toEqual([
      { code: '20003', field: null, message: 'Share not found' },
    ]);
    expect((await b.gql(REVOKE_SHARE, { input: { shareId } })).data.revokeShare).toEqual({
      share: { shareId },
      userErrors: [],
    });
    const gone = await guest.gql(SHARED_ORDER, { shareId });
    expect(gone.data).toEqual({ sharedOrder: null });
    expect(gone.errors).toHaveLength(1);
    expect(gone.errors![0]).toMatchObject({
      message: 'This share link is no longer available.',
      path: ['sharedOrder'],
      extensions: {
        code: 'SHARE_EXPIRED',
        upstreamCode: 22002,
        action: 'redirect',
        content: 'This share link is no longer available.',
      },
    });

    expect((await guest.gql(SHARED_ORDER, { shareId: 'AAAAAAAAAAAAAAAAAAAAAA' })).data.sharedOrder).toBeNull();
    expect((await guest.gql(SHARED_ORDER, { shareId: 'no' })).data.sharedOrder).toBeNull();
  });
});
