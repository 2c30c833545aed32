/** Helpers of the fulfilment webhook tests: signed events sent to POST /v1/fulfilment/events. */
import type { FulfilmentEventResult } from '@tote/contract/fulfilment';
import type { FastifyInstance } from 'fastify';
import { signatureHeader } from '../src/features/fulfilment/index.js';
import type { Called } from './http.js';

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
