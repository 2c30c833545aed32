/** The /v1 endpoints of the api's catalog-events feature (api/src/features/catalog-events/). */
import type { CatalogChange } from '../catalog-events.js';
import { noParams } from '../params.js';
import { endpoint } from './endpoint.js';

/** features/catalog-events/changes-routes.ts */
export const catalogEventsV1 = {
  /** The change feed: server-sent events (contract/src/catalog-events.ts); product numbers only, all public. */
  changes: endpoint<CatalogChange>()({
    path: '/internal/catalog/changes',
    methods: ['GET'],
    access: 'public',
    params: noParams,
    kind: 'stream',
  }),
};
