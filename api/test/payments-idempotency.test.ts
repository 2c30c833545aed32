/** Card payments through the local emulator: double-submitted confirms (one charge, one subscription). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data } from './http.js';
import { RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { CARD_DECLINED, CARD_OK, chargesOf, newKey, pay, paymentMethod, readyShopper } from './member-helpers.js';
import { paymentHelpers, RETURN_URL } from './payment-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS, pauseSweepMs: 0 });
});
afterAll(() => t.close());

const { member, result, subscribeOrder } = paymentHelpers(() => t);

describe('double-submitted confirms', () => {
  it(
    '10 concurrent pays with one idempotency key: one charge, one subscription, one receipt, one ' + 'PaymentIntent',
    async () => {
      const s = await readyShopper(t.app, CARD_OK);
      const orderId = await subscribeOrder(s);
      const body = { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL };
      const results = await Promise.all(Array.from({ length: 10 }, () => pay(t.app, s.token, body)));
      for (const r of results) expect(r.body.code).toBe(0);
      const intents = new Set(results.map((r) => r.body.data!.paymentIntent!.id));
      expect(intents.size).toBe(1);
      for (const r of results) {
        expect(r.body.data!.paymentIntent!.status).toBe('succeeded');
        // a replayed answer, even one arriving before its twin applied the provider's event, is the paid result
        expect(r.body.data!.status).toBe('success');
      }
      expect(await chargesOf(t.db, orderId)).toEqual([{ id: expect.any(String), amount: 8900 }]);
      expect((await result(s, orderId)).status).toBe('success');
      const events = await t.db
        .selectFrom('membership_events')
        .select('action')
        .where('user_id', '=', s.userId)
        .execute();
      expect(events).toEqual([{ action: 'subscribe' }]);
      expect(await t.db.selectFrom('receipts').select('id').where('user_id', '=', s.userId).execute()).toHaveLength(1);
      expect(
        await t.db
          .selectFrom('emulator_payment_intents')
          .select('id')
          .where(sql<string>`metadata->>'orderId'`, '=', String(orderId))
          .execute(),
      ).toHaveLength(1);

      // Sent again later, with the same key or a new one: the order is paid, nothing is charged.
      expect(data(await pay(t.app, s.token, body)).status).toBe('success');
      expect(data(await pay(t.app, s.token, { ...body, idempotencyKey: newKey() })).status).toBe('success');
      expect(await chargesOf(t.db, orderId)).toHaveLength(1);
      expect((await member(s)).subStatus).toBe('Subscribed');
    },
  );

  it('concurrent pays with different keys still charge the order once', async () => {
    const s = await readyShopper(t.app, CARD_OK);
    const orderId = await subscribeOrder(s);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        pay(t.app, s.token, { orderId, idempotencyKey: newKey(), returnUrl: RETURN_URL }),
      ),
    );
    for (const r of results) expect(r.body.code).toBe(0);
    expect(await chargesOf(t.db, orderId)).toHaveLength(1);
    expect((await result(s, orderId)).status).toBe('success');
    expect(
      await t.db.selectFrom('membership_events').select('action').where('user_id', '=', s.userId).execute(),
    ).toHaveLength(1);
  });

  it('a key sent again with another card is refused (40001), nothing charged', async () => {
    const s = await readyShopper(t.app, CARD_DECLINED);
    const orderId = await subscribeOrder(s);
    const key = newKey();
    expect(data(await pay(t.app, s.token, { orderId, idempotencyKey: key, returnUrl: RETURN_URL })).status).toBe(
      'failed',
    );
    const other = await pay(t.app, s.token, {
      orderId,
      idempotencyKey: key,
      paymentMethodId: await paymentMethod(t.app, CARD_OK),
      returnUrl: RETURN_URL,
    });
    expect(other.body).toMatchObject({
      code: 40001,
      message: { content: 'This idempotencyKey was already used for another request: use a new key.' },
    });
    expect(await chargesOf(t.db, orderId)).toEqual([]);
  });
});
