/** /v1/context/tracking (contract: src/contract/tracking.ts). */
import type { FastifyInstance } from 'fastify';
import type { TrackingResult } from '@tote/contract/tracking';
import type { Db } from '../../platform/db/schema.js';
import type { IpLocator } from '../../platform/geo/index.js';
import { implement } from '../../platform/http/implement.js';
import { registerTrackingDevRoutes } from './dev-routes.js';
import { trackingV1 } from '@tote/contract/v1/tracking';
import { recordEvent, withPlace } from './events.js';

/** Outside production also GET /v1/dev/tracking (dev-routes.ts). */
export function registerTrackingRoutes(
  app: FastifyInstance,
  { db, locator }: { db: Db; locator: IpLocator },
  { production }: { production: boolean },
): void {
  implement(app, trackingV1, {
    tracking: async (event, ctx): Promise<TrackingResult> => {
      await recordEvent(db, ctx, await withPlace(locator, ctx, event));
      return { recorded: true };
    },
  });
  if (!production) registerTrackingDevRoutes(app, db);
}
