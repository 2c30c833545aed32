/**
 * Fulfilment in the api: the warehouse's webhook (webhook-routes.ts), the carrier's clock (a sweep every stepMs,
 * once across instances) and, outside production, POST /v1/dev/fulfilment/advance to tick it now
 * (contract/fulfilment.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { FulfilmentAdvanceResult } from '@tote/contract/fulfilment';
import { startSweeper, SweepLock } from '../../platform/db/locks.js';
import { implement } from '../../platform/http/implement.js';
import type { FulfilmentDeps } from './deps.js';
import { fulfilmentClockV1 } from '@tote/contract/v1/fulfilment';
import { advanceFulfilment, claimTick } from './service.js';
import { registerFulfilmentWebhook, type WebhookDeps } from './webhook-routes.js';

export async function registerFulfilment(
  app: FastifyInstance,
  deps: WebhookDeps,
  opts: { production: boolean; stepMs: number },
): Promise<void> {
  await registerFulfilmentWebhook(app, deps);
  if (!opts.production)
    implement(app, fulfilmentClockV1, {
      advance: async (p): Promise<FulfilmentAdvanceResult> => ({
        moved: await advanceFulfilment(deps, { orderId: p.orderId, steps: p.steps ?? 1 }),
      }),
    });
  if (opts.stepMs > 0) startFulfilmentClock(app, deps, opts.stepMs);
}

function startFulfilmentClock(app: FastifyInstance, deps: FulfilmentDeps, intervalMs: number): void {
  // The lock keeps passes apart; claimTick keeps ticks an interval apart across instances: an order moves
  // at most once per interval and never within half an interval of its last move.
  startSweeper(app, { db: deps.db, key: SweepLock.fulfilment, intervalMs, what: 'fulfilment clock' }, async () =>
    (await claimTick(deps.db, intervalMs))
      ? advanceFulfilment(deps, { settledBefore: new Date(Date.now() - intervalMs / 2) })
      : 0,
  );
}
