/**
 * GET /images/* → the upstream's /images/*, with its caching headers. An image of up to 1 MB (the generated
 * SVGs) is read whole and sent with an ETag, 304 for a matching If-None-Match, and brotli/gzip for text;
 * anything else (larger, encoded upstream, a range) streams through as it comes.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { UpstreamPool } from '../upstream/client.js';
import { sendCacheable } from './cacheable.js';
import { send } from './util.js';

const MAX_BUFFERED = 1024 * 1024;
/** For an upstream answer without one: a day, then revalidated by ETag. */
const DEFAULT_CACHE = 'public, max-age=86400';

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
  const out: OutgoingHttpHeaders = {};
  for (const h of RESPONSE_HEADERS) {
    const v = upstreamRes.headers[h];
    if (v !== undefined) out[h] = v;
  }
  const length = Number(upstreamRes.headers['content-length']);
  if (upstreamRes.statusCode === 200 && !out['content-encoding'] && !req.headers.range && length <= MAX_BUFFERED) {
    let body: Buffer;
    try {
      body = Buffer.from(await upstreamRes.body.arrayBuffer());
    } catch {
      return send(res, 502, 'Bad Gateway');
    }
    const { 'content-length': _length, ...headers } = out;
    const contentType = String(out['content-type'] ?? 'application/octet-stream');
    const cacheControl = String(out['cache-control'] ?? DEFAULT_CACHE);
    return sendCacheable(req, res, body, { ...headers, 'content-type': contentType, 'cache-control': cacheControl });
  }
  res.writeHead(upstreamRes.statusCode, out);
  try {
    await pipeline(upstreamRes.body, res);
  } catch {
    res.destroy(); // client went away or upstream broke mid-body
  }
}
