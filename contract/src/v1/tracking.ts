/** The /v1 endpoints of the api's tracking feature (api/src/features/tracking/). */
import { int, str } from '../params.js';
import { z } from 'zod';
import { trackingEventParams } from '../tracking-params.js';
import { endpoint } from './endpoint.js';
import type { TrackingResult } from '../tracking.js';

/** What /dev/tracking answers: the events of a session as stored (development only). */
export interface RecordedEvents {
  list: Record<string, unknown>[];
}

/** features/tracking/dev-routes.ts */
export const trackingDevV1 = {
  tracking: endpoint<RecordedEvents>()({
    path: '/dev/tracking',
    methods: ['GET'],
    access: 'viewer',
    params: z.object({ session_id: str(200), limit: int(1, 200).optional() }),
  }),
};

/** features/tracking/tracking-routes.ts */
export const trackingV1 = {
  tracking: endpoint<TrackingResult>()({
    path: '/context/tracking',
    methods: ['POST'],
    access: 'viewer',
    params: trackingEventParams,
  }),
};
