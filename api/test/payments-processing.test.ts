/** A payment still processing at the provider answers 30008 (contract/payment.ts). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayResult } from '@tote/contract/checkout';
import type { Db } from '../src/platform/db/schema.js';
import { LocalPaymentEmulator } from '../src/features/payments/emulator/emulator.js';
import type { IntentView } from '../src/features/payments/provider.js';
import { data } from './http.js';
import { call } from './accounts-helpers.js';
import { openTestDb } from './db.js';
import { CARD_3DS, create, newKey, pay, readyShopper } from './member-helpers.js';
import { apiOn, type ApiOpts } from './provider-helpers.js';

let db: Db;
let dev: FastifyInstance;
const apps: FastifyInstance[] = [];
const api = (opts: ApiOpts): Promise<FastifyInstance> => apiOn(db, apps, opts);
beforeAll(async () => {
  db = await openTestDb();
  dev = await api({});
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await db.destroy();
});

/** The emulator, except that chosen intents read as 'processing' (Stripe's asynchronous payments). */
class ProcessingEmulator extends LocalPaymentEmulator {
  readonly processing = new Set<string>();
  override async retrieveIntent(id: string): Promise<IntentView> {
    const pi = await super.retrieveIntent(id);
    return this.processing.has(id) ? { ...pi, status: 'processing', nextAction: null } : pi;
  }
}

describe('30008: a payment still processing', () => {
  it('paying again, or starting another checkout, answers 30008 and changes nothing', async () => {
    const emulator = new ProcessingEmulator(db, { production: false });
    const app = await api({ payments: emulator });
    const s = await readyShopper(dev, CARD_3DS);
    const order = data(await create(app, s.token, { mode: 'subscribe' }));
    const first = data(
      await pay(app, s.token, {
        orderId: order.orderId,
        idempotencyKey: newKey(),
        returnUrl: 'http://localhost:8080/r',
      }),
    );
    emulator.processing.add(first.paymentIntent!.id);
    const check = {
      code: 30008,
      message: {
        action: 'toast',
        content: 'Your previous payment is still being processed. Check its result before paying again.',
      },
      data: null,
    };
    expect((await pay(app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).body).toEqual(check);
    expect((await create(app, s.token, { mode: 'subscribe' })).body).toEqual(check);
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status', 'pay_status'])
      .where('user_id', '=', s.userId)
      .execute();
    expect(orders).toEqual([{ id: order.orderId, status: 'Unpaid', pay_status: 'pending' }]);
    // Once it is no longer processing, a new checkout cancels that intent and replaces the order.
    emulator.processing.clear();
    const next = data(await create(app, s.token, { mode: 'subscribe' }));
    expect(next.orderId).not.toBe(order.orderId);
    expect(
      data(await call<PayResult>(app, '/v1/order/queryPayResult', { orderId: order.orderId }, s.token)),
    ).toMatchObject({
      status: 'failed',
      orderStatus: 'Cancelled',
      message: 'This checkout was replaced by a newer one.',
    });
    expect((await pay(app, s.token, { orderId: order.orderId, idempotencyKey: newKey() })).body).toMatchObject({
      code: 23005,
    });
    const canceled = await db
      .selectFrom('emulator_payment_intents')
      .select('status')
      .where('id', '=', first.paymentIntent!.id)
      .executeTakeFirstOrThrow();
    expect(canceled.status).toBe('canceled');
    expect(await emulator.charges(first.paymentIntent!.id)).toEqual([]);
  });
});
