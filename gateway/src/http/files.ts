/**
 * Uploaded photos on the shop's origin (contract/files.ts), so that the web never talks to the api:
 * - PUT /files/upload/{key} → the api's /v1/file/upload/{key} with the shopper's session (the auth cookie as
 *   the bearer token) and the bytes streamed through; the api's envelope comes back as is (no session → 401).
 * - GET|HEAD /files/{key} → the api's /v1/file/{key}: the image with its type and year-long cache headers (or
 *   the api's redirect to the S3-compatible store).
 * A malformed key is 404 without asking the api.
 */
import { v1Path } from '@tote/contract/v1/endpoint';
import { filesBytesV1 } from '@tote/contract/v1/files';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { AUTH_COOKIE } from '@tote/contract/cookies';
import { FILE_KEY_PATTERN } from '@tote/contract/files';
import { RequestHeader } from '@tote/contract/envelope';
import { parseCookies } from '../cookies.js';
import type { UpstreamPool } from '../upstream/client.js';
import { proxyRaw } from './proxy.js';
import { send } from './util.js';

export const FILES_PATH = '/files/';
const UPLOAD_PREFIX = `${FILES_PATH}upload/`;
const API_UPLOAD_PREFIX = v1Path(filesBytesV1.upload, { key: '' });

/** The shop's URL for an upload URL of the api (its /v1/file/upload/{key}); a store's presigned URL as is. */
export function shopUploadUrl(uploadUrl: string): string {
  return uploadUrl.startsWith(API_UPLOAD_PREFIX)
    ? UPLOAD_PREFIX + uploadUrl.slice(API_UPLOAD_PREFIX.length)
    : uploadUrl;
}

async function upload(upstream: UpstreamPool, req: IncomingMessage, res: ServerResponse, key: string): Promise<void> {
  if (req.method !== 'PUT') return send(res, 405, 'Method Not Allowed', { allow: 'PUT' });
  const token = parseCookies(req.headers.cookie)[AUTH_COOKIE];
  if (!token) return send(res, 401, 'Unauthorized');
  const headers: Record<string, string> = { [RequestHeader.auth]: `Bearer ${token}` };
  for (const h of ['content-type', 'content-length']) {
    const v = req.headers[h];
    if (typeof v === 'string') headers[h] = v;
  }
  let upstreamRes;
  try {
    upstreamRes = await upstream.pool.request({
      path: v1Path(filesBytesV1.upload, { key }),
      method: 'PUT',
      headers,
      body: req,
    });
  } catch {
    return send(res, 502, 'Bad Gateway');
  }
  res.writeHead(upstreamRes.statusCode, {
    'content-type': String(upstreamRes.headers['content-type'] ?? 'application/json'),
    'cache-control': 'no-store',
  });
  try {
    await pipeline(upstreamRes.body, res);
  } catch {
    res.destroy();
  }
}

export async function files(
  upstream: UpstreamPool,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  trustProxy: boolean,
): Promise<void> {
  if (path.startsWith(UPLOAD_PREFIX)) {
    const key = path.slice(UPLOAD_PREFIX.length);
    return FILE_KEY_PATTERN.test(key) ? upload(upstream, req, res, key) : send(res, 404, 'Not Found');
  }
  const key = path.slice(FILES_PATH.length);
  if (!FILE_KEY_PATTERN.test(key)) return send(res, 404, 'Not Found');
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
  return proxyRaw(upstream, req, res, v1Path(filesBytesV1.file, { key }), trustProxy);
}
