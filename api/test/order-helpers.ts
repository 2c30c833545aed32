/** Helpers of the order page tests (order-detail, order-cancel), bound to the test file's api. */
import type { AddToteResult } from '@tote/contract/tote';
import type { OrderDetail } from '@tote/contract/order';
import type { FulfilmentAdvanceResult } from '@tote/contract/fulfilment';
import type { UserInfo } from '@tote/contract/account';
import { data } from './http.js';
import { call } from './accounts-helpers.js';
import type { TestApi } from './db.js';
import { checkout, create, readyShopper, roomySkus, type Shopper } from './member-helpers.js';

/**
 * Stops the fulfilment clock of every api on this database (its tick is claimed far ahead), so that
 * only the test's explicit advances move orders, also when another api on the same database runs the clock.
 */
export async function holdFulfilmentClock(db: TestApi['db']): Promise<void> {
  await db
    .updateTable('fulfilment_clock')
    .set({ ticked_at: new Date('2999-01-01T00:00:00Z') })
    .execute();
}

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

  /** Ticks the local carrier's clock now (the dev endpoint): for one order, or for all. */
  const advance = async (orderId?: number, steps = 1) =>
    data(
      await call<FulfilmentAdvanceResult>(api().app, '/v1/dev/fulfilment/advance', {
        ...(orderId ? { orderId } : {}),
        steps,
      }),
    ).moved;

  /** A Subscribed member with a saved card, on the plan of `slots` rental slots (default plan otherwise). */
  async function member(slots?: number): Promise<Shopper> {
    const s = await readyShopper(api().app);
    const plan = slots
      ? await api()
          .db.selectFrom('plans')
          .select('id')
          .where('tote_upper_limit', '=', slots)
          .where('active', '=', true)
          .executeTakeFirstOrThrow()
      : undefined;
    const paid = await checkout(api().app, s.token, { mode: 'subscribe', ...(plan ? { planId: plan.id } : {}) });
    if (paid.status !== 'success') throw new Error(`subscribe: ${paid.status}`);
    return s;
  }

  /** The member rents `n` new SKUs (rent-only, free): answers the paid order's id. */
  async function rentOrder(s: Shopper, n: number): Promise<number> {
    for (let k = 0; k < n; k++) await addToTote(s, 'rent', (await nextSku()).code);
    const paid = await checkout(api().app, s.token, { mode: 'rent-only' });
    if (paid.status !== 'free') throw new Error(`rent-only: ${paid.status}`);
    return paid.orderId;
  }

  return { nextSku, detail, cancel, addToTote, points, stockOf, err, purchaseOrder, advance, member, rentOrder };
}
