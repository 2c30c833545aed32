/**
 * Sends a complete body so that caches can keep it: an ETag (the given one, else a hash of the bytes), 304 Not
 * Modified when the request's If-None-Match already holds it, and the body brotli- or gzip-encoded by
 * Accept-Encoding when it is large enough text (with `Vary: Accept-Encoding`; the ETag is then weak, as the
 * encoded bytes differ while the content is the same).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { encode, negotiate } from './compress.js';

/** Headers a 304 repeats from the full response (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ['etag', 'cache-control', 'expires', 'vary', 'content-location', 'date'];

const strongEtag = (body: Buffer | string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match against an ETag by weak comparison (RFC 9110 §13.1.2): `*`, or one of the listed tags. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export async function sendCacheable(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  headers: OutgoingHttpHeaders & { 'content-type': string; 'cache-control': string },
): Promise<void> {
  const { encoding, varies } = negotiate(body, headers['content-type'], req.headers['accept-encoding']);
  const given = typeof headers.etag === 'string' ? headers.etag : strongEtag(body);
  const etag = encoding && !given.startsWith('W/') ? `W/${given}` : given;
  const out: OutgoingHttpHeaders = { ...headers, etag };
  if (varies) out.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, Object.fromEntries(Object.entries(out).filter(([k]) => NOT_MODIFIED_HEADERS.includes(k))));
    res.end();
    return;
  }
  const sent = encoding ? await encode(body, encoding) : body;
  if (encoding) out['content-encoding'] = encoding;
  out['content-length'] = sent.length;
  res.writeHead(200, out);
  res.end(sent);
}
