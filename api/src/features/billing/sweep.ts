/**
 * The billing sweep (createApi's renewalSweepMs): charges the renewals that are due (renewals.ts)
 * and closes abandoned checkouts — open unpaid orders untouched for UNPAID_ORDER_EXPIRY_MINUTES
 * (contract/checkout.ts "Flow" 2) — exactly as a newer checkout closes one: the PaymentIntent
 * canceled at the provider first, then the order closed and its reservations given back. The timer's
 * passes run once across api instances (db/locks.ts).
 */
import type { FastifyInstance } from 'fastify';
import { UNPAID_ORDER_EXPIRY_MINUTES } from '@tote/contract/checkout';
import { ErrorCode } from '@tote/contract/codes';
import { startSweeper, SweepLock } from '../../platform/db/locks.js';
import { ApiError } from '../../platform/http/errors.js';
import { lockMember } from '../member/index.js';
import { closeOrder, isCheckout, REPLACED_MESSAGE } from './complete.js';
import type { BillingDeps } from './deps.js';
import { stopOpenPayment } from './orders.js';
import { runRenewals } from './renewals.js';

export const EXPIRED_MESSAGE = 'This checkout expired. Please start again.';

/**
 * Closes the checkouts left unpaid and untouched since before `now` − UNPAID_ORDER_EXPIRY_MINUTES; answers how
 * many.
 */
export async function expireAbandonedOrders(deps: BillingDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNPAID_ORDER_EXPIRY_MINUTES * 60_000);
  const due = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'Unpaid')
    .where('renewal_of', 'is', null)
    .where('updated_at', '<=', cutoff)
    .orderBy('updated_at')
    .limit(100)
    .execute();
  let closed = 0;
  for (const order of due) {
    if (!isCheckout(order)) continue;
    try {
      await stopOpenPayment(deps, order);
    } catch (err) {
      // 30008: its payment is processing (or has just succeeded): its result decides. 30007: next time.
      if (
        err instanceof ApiError &&
        (err.code === ErrorCode.PAYMENT_CHECK_NEEDED || err.code === ErrorCode.PAYMENT_PROVIDER_ERROR)
      )
        continue;
      throw err;
    }
    const done = await deps.db.transaction().execute(async (trx) => {
      await lockMember(trx, order.user_id, now); // the user's row first, as /order/create does
      const cur = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', order.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (cur.status === 'Unpaid') {
        // Its intent can no longer charge (a pay attempt since the read got 23005).
        await closeOrder(trx, cur, EXPIRED_MESSAGE);
        return true;
      }
      // The provider's cancel event closed it already, as a replaced checkout: say why.
      if (cur.status === 'Cancelled' && cur.pay_message === REPLACED_MESSAGE) {
        await trx.updateTable('orders').set({ pay_message: EXPIRED_MESSAGE }).where('id', '=', cur.id).execute();
        return true;
      }
      return false;
    });
    if (done) closed++;
  }
  return closed;
}

/** One pass of the billing sweep. */
export async function sweepBilling(
  deps: BillingDeps,
  now = new Date(),
  log: (err: unknown, what: string) => void = () => {},
): Promise<void> {
  await runRenewals(deps, now, (err, userId) => log(err, `renewal of user ${userId}`));
  await expireAbandonedOrders(deps, now);
}

export function startBillingSweeper(app: FastifyInstance, deps: BillingDeps, intervalMs: number): void {
  startSweeper(app, { db: deps.db, key: SweepLock.billing, intervalMs, what: 'billing sweep' }, () =>
    sweepBilling(deps, new Date(), (err, what) => app.log.error({ err }, `billing sweep: ${what} failed`)),
  );
}
