/** GET /images/* → the upstream's /images/*: streamed through, with its caching headers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { UpstreamPool } from '../upstream/client.js';
import { send } from './util.js';

const REQUEST_HEADERS = ['accept', 'accept-encoding', 'if-none-match', 'if-modified-since', 'range'];
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
  'accept-ranges',
  'content-range',
];

export async function proxyImage(upstream: UpstreamPool, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
  const headers: Record<string, string> = {};
  for (const h of REQUEST_HEADERS) {
    const v = req.headers[h];
    if (typeof v === 'string') headers[h] = v;
  }
  let upstreamRes;
  try {
    upstreamRes = await upstream.pool.request({ path: req.url ?? '/', method: req.method, headers });
  } catch {
    return send(res, 502, 'Bad Gateway');
  }
  const out: Record<string, string | string[]> = {};
  for (const h of RESPONSE_HEADERS) {
    const v = upstreamRes.headers[h];
    if (v !== undefined) out[h] = v;
  }
  res.writeHead(upstreamRes.statusCode, out);
  try {
    await pipeline(upstreamRes.body, res);
  } catch {
    res.destroy(); // client went away or upstream broke mid-body
  }
}
