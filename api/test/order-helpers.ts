/** Helpers of the order page tests (order-detail, order-cancel), bound to the test file's api. */
import type { AddToteResult } from '@tote/contract/tote';
import type { OrderDetail } from '@tote/contract/order';
import type { UserInfo } from '@tote/contract/account';
import { data } from './http.js';
import { call } from './accounts-helpers.js';
import type { TestApi } from './db.js';
import { create, readyShopper, roomySkus, type Shopper } from './member-helpers.js';

/** `api()` gives the file's TestApi once its beforeAll has run; SKUs are taken from offset `firstSku` on. */
export function orderHelpers(api: () => TestApi, firstSku: number) {
  let skuOffset = firstSku;
  const nextSku = async () => (await roomySkus(api().db, 1, skuOffset++))[0]!;
  const detail = (s: Shopper, orderId: number) =>
    call<OrderDetail>(api().app, '/v1/order/detail', { orderId }, s.token, 'GET');
  const cancel = (s: Shopper, orderId: number) =>
    call<OrderDetail>(api().app, '/v1/order/cancel', { orderId }, s.token);
  const addToTote = async (s: Shopper, saleType: 'rent' | 'purchase', sku: string, quantity?: number) =>
    data(
      await call<AddToteResult>(
        api().app,
        '/v1/shopCart/add',
        { saleType, sku, ...(quantity ? { quantity } : {}) },
        s.token,
      ),
    );
  const points = async (s: Shopper) => data(await call<UserInfo>(api().app, '/v1/profile/info', {}, s.token)).points;
  const stockOf = async (skuId: number) =>
    (await api().db.selectFrom('skus').select('stock').where('id', '=', skuId).executeTakeFirstOrThrow()).stock;
  const err = (code: number, content: string) => ({ code, message: { action: 'toast', content }, data: null });

  /** A shopper with a purchase-only order of two SKUs (one of them twice), created but not paid. */
  async function purchaseOrder(card?: string, body: Record<string, unknown> = {}) {
    const s = await readyShopper(api().app, card);
    const [a, b] = [await nextSku(), await nextSku()];
    await addToTote(s, 'purchase', a.code, 2);
    await addToTote(s, 'purchase', b.code);
    const order = data(await create(api().app, s.token, { mode: 'purchase-only', ...body }));
    return { s, a, b, order };
  }

  return { nextSku, detail, cancel, addToTote, points, stockOf, err, purchaseOrder };
}
