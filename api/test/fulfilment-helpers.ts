/** Helpers of the fulfilment webhook tests: signed events to POST /v1/fulfilment/events, orders to send them about. */
import type { FulfilmentEventResult } from '@tote/contract/fulfilment';
import type { FastifyInstance } from 'fastify';
import { signatureHeader } from '../src/features/fulfilment/index.js';
import { expect } from 'vitest';
import { RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { data, type Called } from './http.js';
import { holdFulfilmentClock } from './order-helpers.js';
import { returnHelpers } from './returns-helpers.js';

export const WEBHOOK_SECRET = 'whsec_fulfilment_test_0123456789abcdef';

let seq = 0;
/** A fresh event id. */
export const eventId = (): string => `evt-${process.pid}-${Date.now().toString(36)}-${seq++}`;

/** Sends `event` (an id is added unless given), signed with `secret` at `t` unless `header` is given. */
export async function sendEvent(
  app: FastifyInstance,
  event: Record<string, unknown>,
  opts: { secret?: string; t?: number; header?: string | null; raw?: string } = {},
): Promise<Called<FulfilmentEventResult>> {
  const raw = opts.raw ?? JSON.stringify({ id: eventId(), ...event });
  const header = opts.header === undefined ? signatureHeader(opts.secret ?? WEBHOOK_SECRET, raw, opts.t) : opts.header;
  const res = await app.inject({
    method: 'POST',
    url: '/v1/fulfilment/events',
    payload: raw,
    headers: { 'content-type': 'application/json', ...(header !== null ? { 'tote-signature': header } : {}) },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** An api with FULFILMENT=webhook and the test secret; its clock held. */
export async function webhookTestApi(): Promise<TestApi> {
  const t = await openTestApi({
    limits: RELAXED_LIMITS,
    pauseSweepMs: 0,
    env: { NODE_ENV: 'test', FULFILMENT: 'webhook', FULFILMENT_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  await holdFulfilmentClock(t.db);
  return t;
}

/** Helpers of the webhook test files, bound to the file's api; SKUs from offset `firstSku` on. */
export function webhookHelpers(api: () => TestApi, firstSku: number) {
  const h = returnHelpers(api, firstSku);
  const send = (event: Record<string, unknown>, opts?: Parameters<typeof sendEvent>[2]) =>
    sendEvent(api().app, event, opts);
  const eventsOf = async (orderId: number) =>
    (await api().db.selectFrom('fulfilment_events').select('event_id').where('order_id', '=', orderId).execute())
      .length;
  const refused = (code: number, content: string | RegExp) => ({
    code,
    message: { action: 'toast', content: typeof content === 'string' ? content : expect.stringMatching(content) },
    data: null,
  });
  const skuOf = async (orderItemId: number) =>
    (await api().db.selectFrom('order_items').select('sku_id').where('id', '=', orderItemId).executeTakeFirstOrThrow())
      .sku_id!;

  /** A member's paid rental order of `n` items, and the member. */
  async function order(n: number) {
    const s = await h.member();
    const orderId = await h.rentOrder(s, n);
    return { s, orderId, detail: async () => data(await h.detail(s, orderId)) };
  }

  /** A delivered rental order of `n` items, by webhook events, with a return of every item asked for. */
  async function returning(n: number) {
    const o = await order(n);
    const tracking = `OUT${o.orderId}`;
    data(await send({ type: 'order.packed', orderId: o.orderId }));
    data(await send({ type: 'parcel.shipped', orderId: o.orderId, carrier: 'UPS', trackingNumber: tracking }));
    data(await send({ type: 'parcel.delivered', trackingNumber: tracking }));
    const lines = (await o.detail()).lines.map((l) => l.orderItemId);
    data(await h.confirm(o.s, o.orderId, lines));
    const parcel = (await o.detail()).shipments.find((p) => p.direction === 'return')!;
    return { ...o, lines, returnCode: parcel.trackingCode };
  }

  return { h, send, eventsOf, refused, skuOf, order, returning };
}
