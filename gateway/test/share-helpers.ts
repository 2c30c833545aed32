/** Helpers of the share and support tests: a shopper with a placed (or open) purchase order. */
import { Browser, signUp } from './account-helpers.js';
import { ADD_TO_TOTE, inStockSkus, type SeedSku } from './tote-queries.js';
import { CREATE_ORDER, newKey, PAY_ORDER, readyToPay } from './member-queries.js';

export interface ShopperWithOrder {
  b: Browser;
  email: string;
  sku: SeedSku;
  orderId: number;
}

/** `nextOffset()` picks the SKU (each test file its own range, so files don't share stock). */
export function orderMaker(gatewayUrl: () => string, nextOffset: () => number) {
  /** A fresh shopper with a purchase-only order of one in-stock SKU; paid unless `paid` is false. */
  return async function orderOf(paid = true): Promise<ShopperWithOrder> {
    const b = new Browser(gatewayUrl());
    const { email } = await signUp(b);
    await readyToPay(b);
    const [sku] = await inStockSkus(1, nextOffset(), 12);
    const added = await b.gql(ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: sku!.sku, quantity: 1 } });
    if (added.data.addToTote.userErrors.length) throw new Error(JSON.stringify(added.data.addToTote.userErrors));
    const created = await b.gql(CREATE_ORDER, { input: { mode: 'PURCHASE_ONLY' } });
    const orderId = created.data.createOrder.order.orderId as number;
    if (paid) {
      const r = await b.gql(PAY_ORDER, { input: { orderId, idempotencyKey: newKey() } });
      if (r.data.payOrder.paymentResult.status !== 'SUCCESS') throw new Error(JSON.stringify(r));
    }
    return { b, email, sku: sku!, orderId };
  };
}
