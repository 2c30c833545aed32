/** What fulfilment works with (service.ts, return-parcels.ts, clock.ts, events.ts), and the hooks returns plugs in. */
import type { Db } from '../../platform/db/schema.js';
import type { FulfilmentProvider } from './provider.js';

/** What the returns work does on the clock (returns/hooks.ts). */
export interface ReturnHooks {
  /** In the transaction of a return parcel's arrival, after its items moved to 'returned'. */
  arrived(trx: Db, shipmentId: number, now: Date): Promise<void>;
  /** After each tick (for one order, or for all): refunds still due, returns that did not come back in time. */
  tick(now: Date, orderId?: number): Promise<void>;
}

export interface FulfilmentDeps {
  db: Db;
  provider: FulfilmentProvider;
  /** FULFILMENT=simulated: the clock moves parcels; with webhook, only the warehouse's events do. */
  simulated: boolean;
  /** How long a unit back in stock stays held for the member who waited (STOCK_HOLD_HOURS, ms). */
  holdMs: number;
  returns?: ReturnHooks;
}
