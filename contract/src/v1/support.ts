/** The /v1 endpoints of the api's support feature (api/src/features/support/). */
import { checkedBy, id } from '../params.js';
import { supportMessage, supportTopic } from '../support.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { SupportRequestCreated } from '../support.js';

/** features/support/routes.ts */
export const supportV1 = {
  request: endpoint<SupportRequestCreated>()({
    path: '/support/request',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ orderId: id().optional(), topic: checkedBy(supportTopic), message: checkedBy(supportMessage) }),
  }),
};
