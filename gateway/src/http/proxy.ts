/** A plain pass-through to the upstream for non-/v1 pages (the local sign-in page, the dev outbox). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { clientIpOf } from '../context.js';
import type { UpstreamPool } from '../upstream/client.js';
import { headersOf, send } from './util.js';

const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'content-length', 'user-agent', 'x-request-id'];
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
]);

/** Sends `req` (method, body) to `path` on the upstream and streams its answer back as is (status, Location, body). */
export async function proxyRaw(
  upstream: UpstreamPool,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  trustProxy: boolean,
): Promise<void> {
  const headers: Record<string, string> = {};
  for (const h of REQUEST_HEADERS) {
    const v = req.headers[h];
    if (typeof v === 'string') headers[h] = v;
  }
  const ip = clientIpOf({ headers: headersOf(req), remoteAddress: req.socket.remoteAddress, trustProxy });
  if (ip) headers['x-forwarded-for'] = ip;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let upstreamRes;
  try {
    upstreamRes = await upstream.pool.request({
      path,
      method: (req.method ?? 'GET') as 'GET',
      headers,
      body: hasBody ? req : undefined,
    });
  } catch {
    return send(res, 502, 'Bad Gateway');
  }
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(upstreamRes.headers)) {
    if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
  }
  res.writeHead(upstreamRes.statusCode, out);
  try {
    await pipeline(upstreamRes.body, res);
  } catch {
    res.destroy();
  }
}
