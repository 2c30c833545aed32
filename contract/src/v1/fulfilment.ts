/** The /v1 endpoints of the api's fulfilment feature (api/src/features/fulfilment/). */
import { id, int } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { FulfilmentAdvanceResult } from '../fulfilment.js';

/** features/fulfilment/clock.ts */
export const fulfilmentClockV1 = {
  advance: endpoint<FulfilmentAdvanceResult>()({
    path: '/dev/fulfilment/advance',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ orderId: id().optional(), steps: int(1, 50).optional() }),
  }),
};
