/**
 * /v1/inventory/stock (contract: src/contract/tracking.ts), the shopper's holds (contract/wishlist.ts "Holds"),
 * the sweep that ends lapsed holds and serves members waiting for units given back (once across instances) and,
 * outside production, /dev/stockHolds/lapse.
 */
import type { FastifyInstance } from 'fastify';
import type { StockChange } from '@tote/contract/tracking';
import type { StockHoldDeclined, StockHoldList, StockHoldsLapsed } from '@tote/contract/wishlist';
import { inventoryV1, stockHoldsDevV1, stockHoldsV1 } from '@tote/contract/v1/inventory';
import { startSweeper, SweepLock } from '../../platform/db/locks.js';
import type { Db } from '../../platform/db/schema.js';
import { implement } from '../../platform/http/implement.js';
import type { Mailer } from '../../platform/mail/index.js';
import { requireUser } from '../auth/index.js';
import { declineHold, lapseHolds, serveWaiting, type HoldEndDeps } from './hold-ends.js';
import { listHolds } from './holds.js';
import { setSkuStock } from './stock.js';

const HOUR_MS = 3_600_000;

export interface InventoryDeps {
  db: Db;
  mailer: Mailer;
  webOrigin: string;
  production: boolean;
  adminKey: string | undefined;
  /** STOCK_HOLD_HOURS in ms. */
  holdMs: number;
  /** How often lapsed holds are ended (ms; 0: never). */
  sweepMs: number;
}

export function registerInventoryRoutes(app: FastifyInstance, deps: InventoryDeps): void {
  const mail = {
    webOrigin: deps.webOrigin,
    onMailError: (err: unknown, to: string) => app.log.error({ err, to }, 'back-in-stock mail failed; the hold stands'),
  };
  const holdDeps: HoldEndDeps = { db: deps.db, mailer: deps.mailer, mail, holdMs: deps.holdMs };
  implement(app, inventoryV1, {
    stock: async ({ sku, stock }): Promise<StockChange> =>
      setSkuStock(deps.db, deps.mailer, sku, stock, { ...mail, holdMs: deps.holdMs }),
  });
  implement(app, stockHoldsV1, {
    list: async (_p, ctx): Promise<StockHoldList> => ({ holds: await listHolds(deps.db, requireUser(ctx).user.id) }),
    decline: async ({ holdId }, ctx): Promise<StockHoldDeclined> => {
      await declineHold(holdDeps, requireUser(ctx).user.id, holdId);
      return { holdId, declined: true };
    },
  });
  if (!deps.production)
    implement(app, stockHoldsDevV1, {
      lapse: async ({ hours }): Promise<StockHoldsLapsed> => ({
        lapsed: await lapseHolds(holdDeps, new Date(Date.now() + hours * HOUR_MS)),
      }),
    });
  if (deps.sweepMs > 0)
    startSweeper(
      app,
      { db: deps.db, key: SweepLock.stockHolds, intervalMs: deps.sweepMs, what: 'stock hold sweep' },
      async () => (await lapseHolds(holdDeps, new Date())) + (await serveWaiting(holdDeps)),
    );
}
