/** The /v1 endpoints of the api's catalog-events feature (api/src/features/catalog-events/). */
import { z } from 'zod';
import { CATALOG_TOKEN_MAX_LENGTH, type CatalogChange } from '../catalog-events.js';
import { optStr } from '../params.js';
import { endpoint } from './endpoint.js';

/** features/catalog-events/changes-routes.ts */
export const catalogEventsV1 = {
  /**
   * The change feed: server-sent events (contract/src/catalog-events.ts); product numbers only, all public.
   * `since`: the last `ready` frame's token, on a reconnect.
   */
  changes: endpoint<CatalogChange>()({
    path: '/internal/catalog/changes',
    methods: ['GET'],
    access: 'public',
    params: z.object({ since: optStr(CATALOG_TOKEN_MAX_LENGTH) }),
    kind: 'stream',
  }),
};
