/**
 * The web build's manifest (web/build/buildManifest.ts): builds/latest.json ({buildId, builtAt}), which open tabs
 * poll to learn of a new build, and builds/meta/{buildId}.json. Read from disk on every request — never from
 * sirv's start-up snapshot, so a build replaced in place is seen at once — and sent with `cache-control:
 * no-cache`, so no cache answers for the origin.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { send } from './util.js';

const MANIFEST_PATH = /^\/builds\/(latest|meta\/[A-Za-z0-9._-]{1,64})\.json$/;

export function isBuildManifestPath(path: string): boolean {
  return path.startsWith('/builds/');
}

export async function serveBuildManifest(
  webDist: string,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const match = MANIFEST_PATH.exec(path);
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
  const body = match ? await readFile(join(webDist, 'builds', `${match[1]}.json`), 'utf8').catch(() => null) : null;
  if (body === null) return send(res, 404, 'Not Found', { 'cache-control': 'no-cache' });
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
