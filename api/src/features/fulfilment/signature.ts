/**
 * The webhook's signature (contract/fulfilment.ts): `t=<unix seconds>,v1=<hex>`, the hex being HMAC-SHA256 with the
 * shared secret over `${t}.${rawBody}` — Stripe's scheme. Compared in constant time; a timestamp outside the window
 * is refused, so a captured request can't be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FULFILMENT_SIGNATURE_WINDOW_S } from '@tote/contract/fulfilment';

export const signatureOf = (secret: string, t: number, rawBody: string): string =>
  createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');

/** The header value that signs `rawBody` at `t` (unix seconds): for senders and tests. */
export const signatureHeader = (secret: string, rawBody: string, t = Math.floor(Date.now() / 1000)): string =>
  `t=${t},v1=${signatureOf(secret, t, rawBody)}`;

/** Why the signature is refused, or null when it is good. */
export function signatureProblem(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowMs = Date.now(),
): string | null {
  if (!header) return 'the Tote-Signature header is missing';
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const given = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!t || !/^\d{1,12}$/.test(t) || given.length === 0) return 'the Tote-Signature header is not t=<seconds>,v1=<hex>';
  if (Math.abs(nowMs / 1000 - Number(t)) > FULFILMENT_SIGNATURE_WINDOW_S)
    return `its timestamp is more than ${FULFILMENT_SIGNATURE_WINDOW_S} seconds away from now`;
  const expected = Buffer.from(signatureOf(secret, Number(t), rawBody), 'hex');
  const matches = given.some((hex) => {
    const sig = Buffer.from(hex, 'hex');
    return sig.length === expected.length && timingSafeEqual(sig, expected);
  });
  return matches ? null : 'the signature does not match the body';
}
