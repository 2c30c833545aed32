/**
 * The emulator's refunds, like Stripe's: only of a succeeded PaymentIntent, never more in total
 * than it charged; the caller runs them under an idempotency key (intents.ts `idempotent`).
 */
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/schema.js';
import { RefundRefusedError, type RefundView } from '../provider.js';
import { lockIntent, type Outcome } from './intents.js';
import { newId } from './wire.js';

export async function refundIntent(trx: Db, paymentIntentId: string, amount: number): Promise<Outcome<RefundView>> {
  const intent = await lockIntent(trx, paymentIntentId);
  if (intent.status !== 'succeeded')
    throw new RefundRefusedError(`This PaymentIntent's status is ${intent.status}: it has no charge to refund.`);
  const done = await trx
    .selectFrom('emulator_refunds')
    .select(sql<number>`coalesce(sum(amount), 0)::int`.as('n'))
    .where('payment_intent_id', '=', paymentIntentId)
    .executeTakeFirstOrThrow();
  if (!Number.isInteger(amount) || amount <= 0 || Number(done.n) + amount > intent.amount)
    throw new RefundRefusedError(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - Number(done.n)}).`,
    );
  const row = await trx
    .insertInto('emulator_refunds')
    .values({ id: newId('re'), payment_intent_id: paymentIntentId, amount })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { value: { id: row.id, paymentIntentId, amount: row.amount, status: 'succeeded' } };
}

/** The refunds made (tests and the emulator's bookkeeping), oldest first. */
export async function listRefunds(db: Db, paymentIntentId: string): Promise<RefundView[]> {
  const rows = await db
    .selectFrom('emulator_refunds')
    .selectAll()
    .where('payment_intent_id', '=', paymentIntentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, paymentIntentId, amount: r.amount, status: 'succeeded' as const }));
}
