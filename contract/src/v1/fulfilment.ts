/** The /v1 endpoints of the api's fulfilment feature (api/src/features/fulfilment/), and the webhook's events. */
import { csv, id, int, noParams, str } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { INSPECTION_OUTCOMES, type FulfilmentAdvanceResult, type FulfilmentEventResult } from '../fulfilment.js';

/** features/fulfilment/clock.ts */
export const fulfilmentClockV1 = {
  advance: endpoint<FulfilmentAdvanceResult>()({
    path: '/dev/fulfilment/advance',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ orderId: id().optional(), steps: int(1, 50).optional() }),
  }),
};

/** features/fulfilment/webhook-routes.ts: the body is read as raw text to check its signature (page). */
export const fulfilmentWebhookV1 = {
  events: endpoint<FulfilmentEventResult>()({
    path: '/fulfilment/events',
    methods: ['POST'],
    access: 'public',
    params: noParams,
    kind: 'page',
  }),
};

/** A link the shop may show: http or https only. */
const webUrl = () =>
  str(1000).refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), { error: 'must be an http(s) URL' });

const base = { id: str(200), occurredAt: z.iso.datetime({ offset: true }).optional() };
const lines = csv(id(), 100).optional();

/** A warehouse or carrier event (contract/fulfilment.ts "Events"). */
export const fulfilmentEvent = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('order.packed'), orderId: id(), orderItemIds: lines }),
  z.object({
    ...base,
    type: z.literal('parcel.shipped'),
    orderId: id(),
    carrier: str(100),
    trackingNumber: str(100),
    trackingUrl: webUrl().optional(),
    orderItemIds: lines,
  }),
  z.object({
    ...base,
    type: z.literal('parcel.scanned'),
    trackingNumber: str(100),
    location: str(200),
    description: str(300).optional(),
  }),
  z.object({ ...base, type: z.literal('parcel.delivered'), trackingNumber: str(100) }),
  z.object({
    ...base,
    type: z.literal('return.shipped'),
    trackingNumber: str(100),
    carrier: str(100).optional(),
    trackingUrl: webUrl().optional(),
  }),
  z.object({ ...base, type: z.literal('return.received'), trackingNumber: str(100) }),
  z.object({
    ...base,
    type: z.literal('item.inspected'),
    orderItemId: id(),
    outcome: z.enum(INSPECTION_OUTCOMES),
  }),
]);
export type FulfilmentEvent = z.output<typeof fulfilmentEvent>;
