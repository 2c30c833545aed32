/**
 * The local emulator's idempotency keys, like Stripe's: the same key and request answer what was stored (even
 * where running the request again would now fail), racing requests with one key make one object, another
 * request under a used key is refused, and a request that failed stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/schema.js';
import { LocalPaymentEmulator } from '../src/features/payments/emulator/emulator.js';
import { IdempotencyKeyReusedError, IntentStateError, PaymentMethodError } from '../src/features/payments/provider.js';
import { openTestDb } from './db.js';
import { CARD_3DS, CARD_OK, newKey } from './member-helpers.js';

let db: Db;
let emulator: LocalPaymentEmulator;
beforeAll(async () => {
  db = await openTestDb();
  emulator = new LocalPaymentEmulator(db, { production: false });
});
afterAll(() => db.destroy());

const intent = (amount = 1500, description = 'keys test') => ({
  amount,
  currency: 'USD',
  customerId: null,
  description,
  metadata: { test: 'keys' },
});
const card = async (number: string) =>
  (await emulator.createPaymentMethod({ number, expMonth: 12, expYear: 2040, cvc: '123' })).id;
const intentsDescribed = async (description: string) =>
  (await db.selectFrom('emulator_payment_intents').select('id').where('description', '=', description).execute())
    .length;

describe('the emulator’s idempotency keys', () => {
  it('racing creates with one key make one PaymentIntent; the key again answers it', async () => {
    const key = newKey();
    const p = intent(1500, `race ${key}`);
    const raced = await Promise.all(Array.from({ length: 5 }, () => emulator.createIntent(p, key)));
    expect(new Set(raced.map((r) => r.id)).size).toBe(1);
    expect((await emulator.createIntent(p, key)).id).toBe(raced[0]!.id);
    expect(await intentsDescribed(`race ${key}`)).toBe(1);
  });

  it('another request under a used key is refused', async () => {
    const key = newKey();
    await emulator.createIntent(intent(1500), key);
    await expect(emulator.createIntent(intent(1600), key)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('racing confirms with one key charge once', async () => {
    const pi = await emulator.createIntent(intent(), newKey());
    const pm = await card(CARD_OK);
    const key = newKey();
    const confirm = () => emulator.confirmIntent(pi.id, { paymentMethodId: pm, returnUrl: 'https://x.test/r' }, key);
    const answers = await Promise.all([confirm(), confirm(), confirm()]);
    expect(answers.map((a) => a.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(await emulator.charges(pi.id)).toHaveLength(1);
  });

  it('a replay answers what was stored, even once the intent is canceled; a new key is refused', async () => {
    const pi = await emulator.createIntent(intent(), newKey());
    const pm = await card(CARD_3DS);
    const key = newKey();
    const params = { paymentMethodId: pm, returnUrl: 'https://x.test/r' };
    expect((await emulator.confirmIntent(pi.id, params, key)).status).toBe('requires_action');
    await emulator.cancelIntent(pi.id, 'requested_by_customer', newKey());
    expect((await emulator.confirmIntent(pi.id, params, key)).status).toBe('requires_action');
    await expect(emulator.confirmIntent(pi.id, params, newKey())).rejects.toBeInstanceOf(IntentStateError);
  });

  it('a request that failed stores nothing under its key', async () => {
    const pi = await emulator.createIntent(intent(), newKey());
    const key = newKey();
    await expect(
      emulator.confirmIntent(pi.id, { paymentMethodId: 'pm_unknown', returnUrl: 'https://x.test/r' }, key),
    ).rejects.toBeInstanceOf(PaymentMethodError);
    const pm = await card(CARD_OK);
    const ok = await emulator.confirmIntent(pi.id, { paymentMethodId: pm, returnUrl: 'https://x.test/r' }, key);
    expect(ok.status).toBe('succeeded');
  });
});
