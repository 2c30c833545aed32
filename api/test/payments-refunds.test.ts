/** Refunds at the local payment emulator: like Stripe's, idempotent per key, never more than the charge. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from './db.js';
import type { Db } from '../src/platform/db/index.js';
import { LocalPaymentEmulator } from '../src/features/payments/emulator/emulator.js';
import { IdempotencyKeyReusedError, RefundRefusedError } from '../src/features/payments/provider.js';

let db: Db;
let emulator: LocalPaymentEmulator;
beforeAll(async () => {
  db = await openTestDb();
  emulator = new LocalPaymentEmulator(db, { production: false });
});
afterAll(() => db.destroy());

let n = 0;
const key = (what: string) => `test-refund-${process.pid}-${Date.now()}-${n++}-${what}`;

async function chargedIntent(amount: number) {
  const pi = await emulator.createIntent(
    { amount, currency: 'usd', customerId: null, description: 'refund test', metadata: {} },
    key('create'),
  );
  const paid = await emulator.confirmIntent(pi.id, { paymentMethodId: 'pm_card_visa', returnUrl: '' }, key('confirm'));
  expect(paid.status).toBe('succeeded');
  return pi.id;
}

describe('emulator refunds', () => {
  it('refunds part of a charge; the same key again answers the same refund', async () => {
    const pi = await chargedIntent(5000);
    const k = key('a');
    const first = await emulator.refund(pi, 2000, k);
    expect(first).toEqual({
      id: expect.stringMatching(/^re_/),
      paymentIntentId: pi,
      amount: 2000,
      status: 'succeeded',
    });
    expect(await emulator.refund(pi, 2000, k)).toEqual(first);
    expect(await emulator.refunds(pi)).toEqual([first]);
  });

  it('five concurrent refunds with one key: one refund', async () => {
    const pi = await chargedIntent(3000);
    const k = key('b');
    const answers = await Promise.all(Array.from({ length: 5 }, () => emulator.refund(pi, 1000, k)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await emulator.refunds(pi)).toHaveLength(1);
  });

  it('never more than the charge; not an intent without a charge; a key reused for another amount', async () => {
    const pi = await chargedIntent(3000);
    await emulator.refund(pi, 2000, key('c'));
    await expect(emulator.refund(pi, 1001, key('d'))).rejects.toBeInstanceOf(RefundRefusedError);
    const k = key('e');
    expect((await emulator.refund(pi, 1000, k)).amount).toBe(1000);
    await expect(emulator.refund(pi, 999, k)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    const open = await emulator.createIntent(
      { amount: 1000, currency: 'usd', customerId: null, description: 'unpaid', metadata: {} },
      key('open'),
    );
    await expect(emulator.refund(open.id, 100, key('f'))).rejects.toThrow(/has no charge to refund/);
    expect((await emulator.refunds(pi)).map((r) => r.amount)).toEqual([2000, 1000]);
  });
});
