/** Uploads in api tests: tiny real images, a key, a PUT of the bytes (contract/files.ts). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { UploadDone, UploadTicket } from '@tote/contract/files';
import { call } from './accounts-helpers.js';
import { data, type Called } from './http.js';

/** A 1×1 PNG, and the first bytes of a JPEG and a WebP file (what the type check reads). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01]);
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

export const tempFilesDir = (): string => mkdtempSync(join(tmpdir(), 'tote-files-'));

export const askKey = (app: FastifyInstance, token: string | undefined, body: Record<string, unknown>) =>
  call<UploadTicket>(app, '/v1/file/aws/generateUploadedFileKey', { purpose: 'review', ...body }, token);

export async function putBytes(
  app: FastifyInstance,
  token: string | undefined,
  uploadUrl: string,
  bytes: Buffer,
  contentType: string,
): Promise<Called<UploadDone>> {
  const res = await app.inject({
    method: 'PUT',
    url: uploadUrl,
    payload: bytes,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** A key for `bytes` and its upload: the upload's answer. */
export async function upload(
  app: FastifyInstance,
  token: string,
  bytes: Buffer = PNG,
  contentType = 'image/png',
): Promise<UploadDone> {
  const ticket = data(await askKey(app, token, { contentType, size: bytes.length }));
  return data(await putBytes(app, token, ticket.uploadUrl, bytes, contentType));
}
