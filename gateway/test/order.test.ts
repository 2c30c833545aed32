/**
 * The order page through the gateway against the real api (schema/order.graphql): `order(orderId:)`
 * of the viewer's own orders (null for anyone else's), `node(id:)`, and `cancelOrder` with its
 * userErrors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { ADD_TO_TOTE, inStockSkus } from './tote-queries.js';
import { CARD_DECLINED, CREATE_ORDER, newKey, PAY_ORDER, readyToPay } from './member-queries.js';

const POINTS_AND_SHIPPING = 'pointsUsed pointsValue { amount } shipping { amount }';
const ORDER_FIELDS = /* GraphQL */ `
  id orderId mode costType createdAt paidAt status paymentStatus paymentMessage
  lines { orderItemId type saleType title detail quantity unitPrice { amount formatted } amount { amount } sku size
          color { colorId name hex } image { url alt } brand { brandId name } product { id productId } }
  subtotal { amount } couponCode discount { amount } ${POINTS_AND_SHIPPING} totalBilled { amount formatted }
  card { brand last4 }
  shippingAddress { firstName city state zip }
  shippingAddressSource
  receipt { id receiptId totalBilled { amount } }
  primaryActions secondaryActions
`;
const ORDER = /* GraphQL */ `query Order($orderId: Int!) { order(orderId: $orderId) { ${ORDER_FIELDS} } }`;
const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      id
      ... on Order {
        orderId
        status
      }
    }
  }
`;
const CANCEL_ORDER = /* GraphQL */ `
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) { order { ${ORDER_FIELDS} } viewer { id points } userErrors { code field message } }
  }
`;

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

let skuOffset = 720;

/** A fresh shopper with a card and an unpaid purchase-only order of one in-stock SKU (quantity 2). */
async function purchaseOrder(card?: string) {
  const b = new Browser(gw.url);
  await signUp(b);
  await readyToPay(b, card);
  const [sku] = await inStockSkus(1, skuOffset++, 12);
  const added = await b.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: sku!.sku, quantity: 2 } });
  expect(added.data.addToTote.userErrors).toEqual([]);
  const created = await b.gql(CREATE_ORDER, { input: { mode: 'PURCHASE_ONLY' } });
  expect(created.errors).toBeUndefined();
  expect(created.data.createOrder.userErrors).toEqual([]);
  return { b, sku: sku!, orderId: created.data.createOrder.order.orderId as number };
}

describe('order(orderId:)', () => {
  it('an unpaid order: lines with product, image, size, color; PAY_NOW and CANCEL_ORDER', async () => {
    const { b, sku, orderId } = await purchaseOrder();
    const r = await b.gql(ORDER, { orderId });
    expect(r.errors).toBeUndefined();
    const o = r.data.order;
    expect(o).toMatchObject({
      orderId,
      mode: 'PURCHASE_ONLY',
      costType: 'PURCHASE',
      status: 'UNPAID',
      paymentStatus: 'PENDING',
      paymentMessage: '',
      paidAt: null,
      couponCode: null,
      pointsUsed: 0,
      card: null,
      receipt: null,
      shippingAddress: { firstName: 'Ava', city: 'Springfield', state: 'IL' },
      shippingAddressSource: 'ORDER',
      primaryActions: ['PAY_NOW'],
      secondaryActions: ['CANCEL_ORDER', 'CONTACT_US'],
    });
    expect(o.lines).toHaveLength(1);
    expect(o.lines[0]).toMatchObject({
      type: 'PURCHASE',
      saleType: 'PURCHASE',
      sku: sku.sku,
      quantity: 2,
      color: { colorId: sku.colorId },
      product: { productId: sku.shopProductId },
    });
    expect(o.lines[0].image.url).toMatch(/^\/images\//);
    expect(o.lines[0].brand.name).toEqual(expect.any(String));
    expect(o.totalBilled.amount).toBeCloseTo(o.lines[0].amount.amount, 2);

    // The global id resolves through node(id:) for the viewer only.
    const n = await b.gql(NODE, { id: o.id });
    expect(n.data.node).toEqual({ id: o.id, orderId, status: 'UNPAID' });
    const other = new Browser(gw.url);
    await signUp(other);
    expect((await other.gql(NODE, { id: o.id })).data.node).toBeNull();
    // Another shopper's order, an unknown one or a bad id: null.
    const theirs = await other.gql(ORDER, { orderId });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.order).toBeNull();
    expect((await b.gql(ORDER, { orderId: 2_000_000_000 })).data.order).toBeNull();
    expect((await b.gql(ORDER, { orderId: 0 })).data.order).toBeNull();
    // A guest: UNAUTHENTICATED.
    const guest = await new Browser(gw.url).gql(ORDER, { orderId });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('paid: the card, the receipt, VIEW_RECEIPT; cancelOrder is the 23006 userError', async () => {
    const { b, orderId } = await purchaseOrder();
    const paid = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
    expect(paid.data.payOrder.paymentResult.status).toBe('SUCCESS');
    const o = (await b.gql(ORDER, { orderId })).data.order;
    expect(o).toMatchObject({
      status: 'REQUESTED',
      paymentStatus: 'SUCCESS',
      card: { brand: 'VISA', last4: '4242' },
      primaryActions: [],
      secondaryActions: ['VIEW_RECEIPT', 'CONTACT_US'],
    });
    expect(o.receipt.totalBilled.amount).toBe(o.totalBilled.amount);
    expect(o.paidAt).toEqual(expect.any(String));

    const c = await b.gql(CANCEL_ORDER, { input: { orderId } });
    expect(c.errors).toBeUndefined();
    expect(c.data.cancelOrder).toEqual({
      order: null,
      viewer: null,
      userErrors: [
        {
          code: '23006',
          field: null,
          message: "This order is paid and can't be cancelled. Contact us about returns and refunds.",
        },
      ],
    });
  });
});

describe('cancelOrder', () => {
  it(
    'cancels an open order after a declined attempt: CANCELLED with the message, ' +
      'only CONTACT_US left; twice is fine',
    async () => {
      const { b, orderId } = await purchaseOrder(CARD_DECLINED);
      const paid = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
      expect(paid.data.payOrder.paymentResult).toMatchObject({
        status: 'FAILED',
        message: 'Your card has insufficient funds.',
      });
      expect((await b.gql(ORDER, { orderId })).data.order).toMatchObject({
        paymentStatus: 'FAILED',
        primaryActions: ['PAY_NOW'],
        secondaryActions: ['CANCEL_ORDER', 'CONTACT_US'],
      });

      const c = await b.gql(CANCEL_ORDER, { input: { orderId } });
      expect(c.errors).toBeUndefined();
      expect(c.data.cancelOrder.userErrors).toEqual([]);
      expect(c.data.cancelOrder.order).toMatchObject({
        orderId,
        status: 'CANCELLED',
        paymentStatus: 'FAILED',
        paymentMessage: 'You cancelled this order.',
        primaryActions: [],
        secondaryActions: ['CONTACT_US'],
      });
      expect(c.data.cancelOrder.viewer).toMatchObject({ points: 0 });
      // Read again (a new request): the same.
      expect((await b.gql(ORDER, { orderId })).data.order).toMatchObject({
        status: 'CANCELLED',
        paymentMessage: 'You cancelled this order.',
      });
      const again = await b.gql(CANCEL_ORDER, { input: { orderId } });
      expect(again.data.cancelOrder).toMatchObject({ order: { status: 'CANCELLED' }, userErrors: [] });
      // Paying it now is the 23005 userError.
      const late = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
      expect(late.data.payOrder.userErrors).toEqual([
        { code: '23005', field: null, message: 'This order is closed: start the checkout again.' },
      ]);
    },
  );

  it("another shopper's order is the 20003 userError; a guest is UNAUTHENTICATED", async () => {
    const { orderId } = await purchaseOrder();
    const other = new Browser(gw.url);
    await signUp(other);
    const c = await other.gql(CANCEL_ORDER, { input: { orderId } });
    expect(c.data.cancelOrder).toMatchObject({
      order: null,
      userErrors: [{ code: '20003', message: `Order ${orderId} not found` }],
    });
    const bad = await other.gql(CANCEL_ORDER, { input: { orderId: 0 } });
    expect(bad.data.cancelOrder.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'orderId'], message: 'This order does not exist.' },
    ]);
    const guest = await new Browser(gw.url).gql(CANCEL_ORDER, { input: { orderId } });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
