/**
 * Fulfilment: the carrier (a provider: the local carrier that advances on a clock), the clock itself (a sweep,
 * once across instances), parcels and their scans, and outside production /dev/fulfilment/advance (clock.ts).
 * Returns plug into the clock through ReturnHooks, which the composition root builds (returns sits above).
 */
import type { ApiModule } from '../../platform/module.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/schema.js';
import { registerFulfilment } from './clock.js';
import type { FulfilmentProvider } from './provider.js';
import type { ReturnHooks } from './deps.js';
import type {} from './tables.js'; // its tables in the Database type

export const fulfilmentModule: ApiModule<{
  db: Db;
  carrier: FulfilmentProvider;
  returnHooks: ReturnHooks;
  config: Pick<Config, 'production'>;
  sweeps: { fulfilmentStepMs: number };
}> = {
  name: 'fulfilment',
  register: (app, { db, carrier, returnHooks, config, sweeps }) =>
    registerFulfilment(
      app,
      { db, provider: carrier, returns: returnHooks },
      { production: config.production, stepMs: sweeps.fulfilmentStepMs },
    ),
};

export { LocalCarrier } from './local-carrier.js';
export { type FulfilmentProvider } from './provider.js';
export { bookParcel } from './scans.js';
export { type ReturnHooks } from './deps.js';
