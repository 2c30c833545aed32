/**
 * The checkout's steps as the order routes and the one-call checkout (checkout-routes.ts) both take them: the
 * totals (PrePayDetail) and the order's creation, each after the waitlist's say on starting a membership.
 */
import type { CheckoutParams, PrePayDetail } from '@tote/contract/checkout';
import { assertMayStartMembership } from '../waitlist/index.js';
import { prePayDetail } from './checkout-view.js';
import type { OrderRow } from './complete.js';
import type { BillingDeps } from './deps.js';
import { createOrder, priceForUser } from './orders.js';

export async function detailFor(deps: BillingDeps, userId: number, p: CheckoutParams): Promise<PrePayDetail> {
  if (deps.waitlist) await assertMayStartMembership(deps.db, deps.waitlist, userId, p.mode);
  const { state, priced } = await priceForUser(deps.db, userId, p);
  return prePayDetail(deps.db, state, priced, deps.payments);
}

export async function createFor(
  deps: BillingDeps,
  userId: number,
  p: CheckoutParams,
  idempotencyKey: string | undefined,
): Promise<OrderRow> {
  if (deps.waitlist) await assertMayStartMembership(deps.db, deps.waitlist, userId, p.mode);
  return createOrder(deps, userId, p, idempotencyKey);
}
