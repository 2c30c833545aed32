/**
 * POST /v1/dev/billing/renew (contract/member.ts DevRenewResult): the signed-in member's renewal
 * now, through the sweep's own code. Registered only with the local payment emulator, which never
 * runs in production.
 */
import type { FastifyInstance } from 'fastify';
import type { DevRenewResult } from '@tote/contract/member';
import { requireUser } from '../auth/index.js';
import { implement } from '../../platform/http/implement.js';
import { lockMember } from '../member/index.js';
import type { BillingDeps } from './deps.js';
import { billingDevV1 } from '@tote/contract/v1/billing';
import { renewMembership } from './renewals.js';

/** Brings the member's billing date and a waiting retry forward to `now`, then renews as the sweep would. */
export async function renewNow(deps: BillingDeps, userId: number, now = new Date()): Promise<DevRenewResult> {
  const billingDate = await deps.db.transaction().execute(async (trx) => {
    const state = await lockMember(trx, userId, now);
    const m = state.membership;
    if (!state.stored || !m?.next_billing_at || state.user.sub_status !== 'Subscribed') return null;
    const due = new Date(Math.min(new Date(m.next_billing_at).getTime(), now.getTime()));
    await trx
      .updateTable('memberships')
      .set({
        next_billing_at: due,
        ...(m.renewal_retry_at && new Date(m.renewal_retry_at) > now ? { renewal_retry_at: now } : {}),
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .execute();
    return due;
  });
  if (!billingDate) return { outcome: 'skipped', orderId: null };
  const outcome = await renewMembership(deps, userId, now);
  const order = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('renewal_of', '=', billingDate)
    .executeTakeFirst();
  return { outcome, orderId: order?.id ?? null };
}

export function registerDevBillingRoutes(app: FastifyInstance, deps: BillingDeps): void {
  implement(app, billingDevV1, {
    renew: (_p, ctx): Promise<DevRenewResult> => renewNow(deps, requireUser(ctx).user.id),
  });
}
