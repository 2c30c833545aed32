/**
 * Fulfilment: the carrier (a provider: the local carrier that advances on a clock with FULFILMENT=simulated, or the
 * warehouse's, which only books, with webhook), the clock itself (a sweep, once across instances), the warehouse's
 * signed events (webhook-routes.ts, events.ts), parcels and their scans, and outside production
 * /dev/fulfilment/advance (clock.ts).
 * Returns plug into the clock through ReturnHooks, which the composition root builds (returns sits above).
 */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import type { Mailer } from '../../platform/mail/index.js';
import { registerFulfilment } from './clock.js';
import type { FulfilmentProvider } from './provider.js';
import type { ReturnHooks } from './deps.js';
import type {} from './tables.js'; // its tables in the Database type

export const fulfilmentModule: ApiModule<{
  db: Db;
  carrier: FulfilmentProvider;
  mailer: Mailer;
  returnHooks: ReturnHooks;
  config: Pick<Config, 'production' | 'fulfilment' | 'webOrigin' | 'stockHoldMs'>;
  sweeps: { fulfilmentStepMs: number };
}> = {
  name: 'fulfilment',
  register: (app, { db, carrier, mailer, returnHooks, config, sweeps }) =>
    registerFulfilment(
      app,
      {
        db,
        provider: carrier,
        returns: returnHooks,
        simulated: config.fulfilment.mode === 'simulated',
        holdMs: config.stockHoldMs,
        secret: config.fulfilment.webhookSecret,
        mailer,
        webOrigin: config.webOrigin,
      },
      { production: config.production, stepMs: sweeps.fulfilmentStepMs },
    ),
};

export { LocalCarrier } from './local-carrier.js';
export { WarehouseCarrier } from './warehouse-carrier.js';
export { signatureHeader } from './signature.js';
export { type FulfilmentProvider } from './provider.js';
export { bookParcel } from './scans.js';
export { type ReturnHooks } from './deps.js';
