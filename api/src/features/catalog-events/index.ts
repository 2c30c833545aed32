/** The catalog change feed for gateways' caches: GET /v1/internal/catalog/changes (contract: catalog-events.ts). */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerCatalogEvents } from './changes-routes.js';

export const catalogEventsModule: ApiModule<{ db: Db }> = {
  name: 'catalog-events',
  register: (app, { db }) => registerCatalogEvents(app, db),
};
