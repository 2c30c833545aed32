/** What returns do on the fulfilment clock (fulfilment/service.ts ReturnHooks). */
import type { ReturnHooks } from '../fulfilment/index.js';
import { recordRefund, settleRefunds } from './refunds.js';
import type { ReturnDeps } from './settings.js';
import { loseOverdue } from './sweep.js';

export function returnHooks(deps: ReturnDeps, onError: (err: unknown, refundId: number) => void): ReturnHooks {
  return {
    arrived: (trx, shipmentId, now) => recordRefund(trx, shipmentId, now),
    tick: async (now, orderId) => {
      await loseOverdue(deps.db, deps.settings, now, orderId);
      await settleRefunds(deps, { orderId, now, onError });
    },
  };
}
