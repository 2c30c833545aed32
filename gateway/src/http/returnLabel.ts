/**
 * GET /return/label?ticketId= → the api's printable return label (/v1/return/label, an HTML page), on
 * the shop's origin with the shopper's session (the auth cookie as the bearer token), so that only the
 * ticket's owner opens it. The api's refusals (an envelope: 20003 not hers or unknown, 23007 used,
 * cancelled or expired) become a short page with its message: 404 for 20003, 410 otherwise; no session → 401.
 */
import { v1Path } from '@tote/contract/v1/endpoint';
import { returnsV1 } from '@tote/contract/v1/returns';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTH_COOKIE } from '@tote/contract/cookies';
import { ErrorCode } from '@tote/contract/codes';
import { RequestHeader } from '@tote/contract/envelope';
import { parseCookies } from '../cookies.js';
import type { UpstreamPool } from '../upstream/client.js';
import { send } from './util.js';

export const RETURN_LABEL_PATH = '/return/label';
export const returnLabelPath = (ticketId: number): string => `${RETURN_LABEL_PATH}?ticketId=${ticketId}`;

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sendMessage(res: ServerResponse, status: number, message: string): void {
  const body =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Return label</title>` +
    `<meta name="robots" content="noindex"></head><body><main><h1>Return label</h1>` +
    `<p>${escapeHtml(message)}</p><p><a href="/account/order-history">Your orders</a></p></main></body></html>`;
  send(res, status, body, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
}

export async function returnLabel(upstream: UpstreamPool, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed', { allow: 'GET' });
  const ticketId = new URL(req.url ?? '/', 'http://gateway').searchParams.get('ticketId') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(ticketId)) return sendMessage(res, 404, 'This return label does not exist.');
  const token = parseCookies(req.headers.cookie)[AUTH_COOKIE];
  if (!token) return sendMessage(res, 401, 'Please log in to print your return label.');
  let upstreamRes;
  try {
    upstreamRes = await upstream.pool.request({
      path: `${v1Path(returnsV1.label)}?ticketId=${ticketId}`,
      method: 'GET',
      headers: { [RequestHeader.auth]: `Bearer ${token}`, accept: 'text/html' },
    });
  } catch {
    return send(res, 502, 'Bad Gateway');
  }
  const type = String(upstreamRes.headers['content-type'] ?? '');
  const body = await upstreamRes.body.text();
  if (upstreamRes.statusCode === 200 && type.startsWith('text/html')) {
    const csp = upstreamRes.headers['content-security-policy'];
    return send(res, 200, body, {
      'content-type': type,
      'cache-control': 'private, no-store',
      ...(typeof csp === 'string' ? { 'content-security-policy': csp } : {}),
    });
  }
  let envelope: { code?: number; message?: { content?: string } } = {};
  try {
    envelope = JSON.parse(body) as typeof envelope;
  } catch {
    return send(res, 502, 'Bad Gateway');
  }
  const message = envelope.message?.content || 'This return label is not available.';
  if (envelope.code === ErrorCode.UNAUTHORIZED || envelope.code === ErrorCode.TOKEN_EXPIRED)
    return sendMessage(res, 401, 'Please log in to print your return label.');
  return sendMessage(res, envelope.code === ErrorCode.DATA_NOT_FOUND ? 404 : 410, message);
}
