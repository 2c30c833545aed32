/**
 * The billing sweep (billing/sweep.ts; contract/checkout.ts "Flow" 2): abandoned checkouts closed
 * with their reservations given back. The sweep's timer is off here; each test runs a pass itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddToteResult } from '@tote/contract/tote';
import { UNPAID_ORDER_EXPIRY_MINUTES } from '@tote/contract/checkout';
import type { UserInfo } from '@tote/contract/account';
import type { Db } from '../src/platform/db/schema.js';
import type { BillingDeps } from '../src/features/billing/deps.js';
import { EXPIRED_MESSAGE, expireAbandonedOrders } from '../src/features/billing/sweep.js';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import { CARD_3DS, create, newKey, pay, readyShopper, roomySkus } from './member-helpers.js';
import { openSweepApi, sweepHelpers, type SweepApi } from './sweep-helpers.js';

let api: SweepApi;
let app: FastifyInstance;
let db: Db;
let deps: BillingDeps;
beforeAll(async () => {
  api = await openSweepApi();
  ({ app, db, deps } = api);
});
afterAll(() => api.close());

const { intentOf } = sweepHelpers(() => api);

describe('abandoned checkouts', () => {
  let skuOffset = 400;
  const age = (orderId: number, minutes: number) =>
    db
      .updateTable('orders')
      .set({ updated_at: new Date(Date.now() - minutes * 60_000) })
      .where('id', '=', orderId)
      .execute();
  const orderRow = (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it(
    `an unpaid checkout untouched for ${UNPAID_ORDER_EXPIRY_MINUTES} minutes is closed: ` +
      'intent canceled, stock, points and promo code back',
    async () => {
      const s = await readyShopper(app, CARD_3DS);
      const [sku] = await roomySkus(db, 1, skuOffset++);
      data(await call<AddToteResult>(app, '/v1/shopCart/add', { saleType: 'purchase', sku: sku!.code }, s.token));
      await db.updateTable('users').set({ points: 300 }).where('id', '=', s.userId).execute();
      const stock = async () =>
        (await db.selectFrom('skus').select('stock').where('id', '=', sku!.id).executeTakeFirstOrThrow()).stock;
      const before = await stock();

      const order = data(await create(app, s.token, { mode: 'purchase-only', couponCode: 'TOTE10', points: 200 }));
      expect(order).toMatchObject({ couponCode: 'TOTE10', pointsUsed: 200 });
      const paid = data(await pay(app, s.token, { orderId: order.orderId, idempotencyKey: newKey() }));
      expect(paid.paymentIntent?.status).toBe('requires_action'); // the shopper left on the 3-D Secure page
      expect(await stock()).toBe(before - 1);

      // Not yet.
      await age(order.orderId, UNPAID_ORDER_EXPIRY_MINUTES - 1);
      expect(await expireAbandonedOrders(deps)).toBe(0);
      expect((await orderRow(order.orderId)).status).toBe('Unpaid');

      await age(order.orderId, UNPAID_ORDER_EXPIRY_MINUTES + 1);
      expect(await expireAbandonedOrders(deps)).toBeGreaterThanOrEqual(1);
      expect(await orderRow(order.orderId)).toMatchObject({
        status: 'Cancelled',
        pay_status: 'failed',
        pay_message: EXPIRED_MESSAGE,
      });
      expect((await intentOf(paid.paymentIntent!.id)).status).toBe('canceled');
      expect(await stock()).toBe(before);
      expect(data(await call<UserInfo>(app, '/v1/profile/info', {}, s.token)).points).toBe(300);
      expect(
        await db.selectFrom('coupon_redemptions').select('id').where('order_id', '=', order.orderId).execute(),
      ).toEqual([]);
      const result = data(await call(app, '/v1/order/queryPayResult', { orderId: order.orderId }, s.token)) as {
        status: string;
        orderStatus: string;
        message: string;
      };
      expect(result).toMatchObject({ status: 'failed', orderStatus: 'Cancelled', message: EXPIRED_MESSAGE });
      // Paying the expired order now: it is closed.
      expect(
        (await pay(app, s.token, { orderId: order.orderId, idempotencyKey: newKey(), paymentMethodId: 'pm_card_visa' }))
          .body.code,
      ).toBe(23005);
      // The promo code is free again for a new checkout.
      expect((await create(app, s.token, { mode: 'purchase-only', couponCode: 'TOTE10' })).body.code).toBe(0);
    },
  );

  it('an abandoned checkout whose payment is processing is left for its result', async () => {
    const s = await readyShopper(app, CARD_3DS);
    const order = data(await create(app, s.token, { mode: 'subscribe' }));
    const paid = data(await pay(app, s.token, { orderId: order.orderId, idempotencyKey: newKey() }));
    await db
      .updateTable('emulator_payment_intents')
      .set({ status: 'processing' })
      .where('id', '=', paid.paymentIntent!.id)
      .execute();
    await age(order.orderId, UNPAID_ORDER_EXPIRY_MINUTES + 5);
    await expireAbandonedOrders(deps);
    expect((await orderRow(order.orderId)).status).toBe('Unpaid');
    expect((await intentOf(paid.paymentIntent!.id)).status).toBe('processing');
  });
});
