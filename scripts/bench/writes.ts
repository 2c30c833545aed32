/**
 * The writes a shopper's Tote add or checkout makes, kept as they are answered with success, and the check that
 * the database holds each of them afterwards (no lost write): the load test (load.ts) and the multi-instance
 * test's shutdown under load (test/multi-instance.multi.ts).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Shopper } from './load-shopper.ts';

export class AnsweredWrites {
  readonly added: { email: string; sku: string }[] = [];
  readonly paid: { email: string; orderId: number }[] = [];

  /** A Tote add of `sku` (bought), then with `checkout` the order created and paid through the local payments. */
  async addAndCheckOut(s: Shopper, sku: string, checkout: boolean): Promise<void> {
    const add = await s.gql('useAddToToteMutation', { input: { saleType: 'PURCHASE', sku } });
    if (add?.addToTote?.item) this.added.push({ email: s.email, sku });
    if (!checkout) return;
    const created = await s.gql('useCreateOrderMutation', { input: { mode: 'PURCHASE_ONLY' } });
    const orderId = created?.createOrder?.order?.orderId as number | undefined;
    if (!orderId) return;
    const pay = await s.gql('usePayOrderMutation', { input: { orderId, idempotencyKey: randomUUID() } });
    if (pay?.payOrder?.paymentResult?.status === 'SUCCESS') this.paid.push({ email: s.email, orderId });
  }

  /** Answered writes the database does not hold: a Tote add is in the Tote or in an order of its shopper. */
  async lost(db: pg.Client | pg.Pool): Promise<string[]> {
    const lost: string[] = [];
    for (const { email, sku } of this.added) {
      const { rowCount } = await db.query(
        `select 1 from users u join skus s on s.code = $2
          where u.email = $1 and (exists (select 1 from tote_items t where t.user_id = u.id and t.sku_id = s.id)
             or exists (select 1 from orders o join order_items i on i.order_id = o.id
                         where o.user_id = u.id and i.sku_id = s.id))`,
        [email, sku],
      );
      if (!rowCount) lost.push(`Tote add of ${sku} by ${email}`);
    }
    for (const { email, orderId } of this.paid) {
      const { rowCount } = await db.query(
        'select 1 from orders o join users u on u.id = o.user_id where o.id = $2 and u.email = $1',
        [email, orderId],
      );
      if (!rowCount) lost.push(`paid order ${orderId} of ${email}`);
    }
    return lost;
  }
}
