/** /v1/context/tracking (contract: src/contract/tracking.ts). */
import type { FastifyInstance } from 'fastify';
import type { TrackingResult } from '@tote/contract/tracking';
import type { Db } from '../../platform/db/schema.js';
import { route } from '../../platform/http/route.js';
import { registerTrackingDevRoutes } from './dev-routes.js';
import { recordEvent, trackingEventParams } from './events.js';

/** Outside production also GET /v1/dev/tracking (dev-routes.ts). */
export function registerTrackingRoutes(app: FastifyInstance, db: Db, { production }: { production: boolean }): void {
  route(app, {
    path: '/context/tracking',
    methods: ['POST'],
    params: trackingEventParams,
    handler: async (event, ctx): Promise<TrackingResult> => {
      await recordEvent(db, ctx, event);
      return { recorded: true };
    },
  });
  if (!production) registerTrackingDevRoutes(app, db);
}
