/**
 * Photo uploads (contract/files.ts): a key only for an allowed image type and size; the upload only by the
 * key's owner, once, before expiry, with bytes that are the declared image; the stored file served with its
 * type and long cache headers.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import {
  FILE_KEY_PATTERN,
  FileMessages,
  UPLOAD_MAX_BYTES,
  UPLOAD_TTL_SECONDS,
  type UploadTicket,
} from '@tote/contract/files';
import { data } from './http.js';
import { openTestApi, type TestApi } from './db.js';
import { shopper } from './member-helpers.js';
import { JPEG, PNG, WEBP, askKey, putBytes, tempFilesDir, upload } from './files-helpers.js';

let t: TestApi;
const dir = tempFilesDir();
let now = new Date();
beforeAll(async () => {
  t = await openTestApi({ files: { dir, now: () => now } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const refused = (c: { status: number; body: { code: number; message: { content: string } | null } }) => [
  c.status,
  c.body.code,
  c.body.message?.content,
];

describe('/file/aws/generateUploadedFileKey', () => {
  it('gives a random key with the local upload URL, the content type header, the limit and the expiry', async () => {
    const s = await shopper(t.app);
    const a = data(await askKey(t.app, s.token, { contentType: 'image/png', size: 1000 }));
    const b = data(await askKey(t.app, s.token, { contentType: 'image/png', size: 1000 }));
    expect(a.key).toMatch(FILE_KEY_PATTERN);
    expect(b.key).not.toBe(a.key);
    expect(a).toEqual<UploadTicket>({
      key: a.key,
      uploadUrl: `/v1/file/upload/${a.key}`,
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      maxBytes: UPLOAD_MAX_BYTES,
      expiresAt: new Date(now.getTime() + UPLOAD_TTL_SECONDS * 1000).toISOString(),
    });
    const row = await t.db.selectFrom('uploaded_files').where('key', '=', a.key).selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: s.userId, purpose: 'review', content_type: 'image/png', size: 1000 });
    expect(row.uploaded_at).toBeNull();
  });

  it('refuses another type, an empty file and one over the limit with their messages; needs a session', async () => {
    const s = await shopper(t.app);
    for (const contentType of ['image/gif', 'application/pdf', 'image/svg+xml', ''])
      expect(refused(await askKey(t.app, s.token, { contentType, size: 10 }))).toEqual([
        400,
        ErrorCode.BAD_REQUEST,
        FileMessages.type,
      ]);
    expect(refused(await askKey(t.app, s.token, { contentType: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 }))).toEqual([
      400,
      ErrorCode.BAD_REQUEST,
      FileMessages.size,
    ]);
    expect(refused(await askKey(t.app, s.token, { contentType: 'image/jpeg', size: 0 }))[2]).toBe(FileMessages.empty);
    expect(data(await askKey(t.app, s.token, { contentType: 'image/webp', size: UPLOAD_MAX_BYTES })).maxBytes).toBe(
      UPLOAD_MAX_BYTES,
    );
    expect((await askKey(t.app, s.token, { contentType: 'image/png', size: 10, purpose: 'avatar' })).status).toBe(400);
    expect((await askKey(t.app, undefined, { contentType: 'image/png', size: 10 })).body.code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
  });
});

describe('PUT /v1/file/upload/{key}', () => {
  it('stores each allowed image type under the data folder and serves it with its type, cached for good', async () => {
    const s = await shopper(t.app);
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const done = await upload(t.app, s.token, bytes, type);
      expect(done).toEqual({ key: done.key, url: `/files/${done.key}`, contentType: type, size: bytes.length });
      expect(readFileSync(join(dir, done.key))).toEqual(bytes);
      const res = await t.app.inject({ method: 'GET', url: `/v1/file/${done.key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload).toEqual(bytes);
    }
  });

  it('refuses bytes that are not the declared image, whatever the header says', async () => {
    const s = await shopper(t.app);
    const notPng = Buffer.from('GIF89a not a png at all');
    const ticket = data(await askKey(t.app, s.token, { contentType: 'image/png', size: notPng.length }));
    const mismatch = [400, ErrorCode.BAD_REQUEST, FileMessages.mismatch];
    expect(refused(await putBytes(t.app, s.token, ticket.uploadUrl, notPng, 'image/png'))).toEqual(mismatch);
    // A real JPEG for a PNG key is refused too: the type is the key's.
    expect(refused(await putBytes(t.app, s.token, ticket.uploadUrl, JPEG, 'image/png'))).toEqual(mismatch);
    expect(refused(await putBytes(t.app, s.token, ticket.uploadUrl, Buffer.alloc(0), 'image/png'))[2]).toBe(
      FileMessages.empty,
    );
    // Still open for the right bytes.
    expect(data(await putBytes(t.app, s.token, ticket.uploadUrl, PNG, 'image/png')).key).toBe(ticket.key);
  });

  it('refuses bytes over the limit', async () => {
    const s = await shopper(t.app);
    const ticket = data(await askKey(t.app, s.token, { contentType: 'image/png', size: UPLOAD_MAX_BYTES }));
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect(refused(await putBytes(t.app, s.token, ticket.uploadUrl, big, 'image/png'))).toEqual([
      400,
      ErrorCode.BAD_REQUEST,
      FileMessages.size,
    ]);
  });

  it("takes the key's owner only, once only, before expiry", async () => {
    const owner = await shopper(t.app);
    const other = await shopper(t.app);
    const ticket = data(await askKey(t.app, owner.token, { contentType: 'image/png', size: PNG.length }));
    expect(refused(await putBytes(t.app, other.token, ticket.uploadUrl, PNG, 'image/png'))).toEqual([
      200,
      ErrorCode.DATA_NOT_FOUND,
      FileMessages.unknownKey,
    ]);
    expect((await putBytes(t.app, undefined, ticket.uploadUrl, PNG, 'image/png')).body.code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect(refused(await putBytes(t.app, owner.token, '/v1/file/upload/nope', PNG, 'image/png'))[1]).toBe(
      ErrorCode.DATA_NOT_FOUND,
    );
    const [first, second] = await Promise.all([
      putBytes(t.app, owner.token, ticket.uploadUrl, PNG, 'image/png'),
      putBytes(t.app, owner.token, ticket.uploadUrl, PNG, 'image/png'),
    ]);
    expect([first.body.code, second.body.code].sort()).toEqual([0, ErrorCode.BAD_REQUEST]);
    expect([first, second].find((c) => c.body.code !== 0)?.body.message?.content).toBe(FileMessages.alreadyUploaded);

    const late = data(await askKey(t.app, owner.token, { contentType: 'image/png', size: PNG.length }));
    now = new Date(now.getTime() + UPLOAD_TTL_SECONDS * 1000);
    try {
      expect(refused(await putBytes(t.app, owner.token, late.uploadUrl, PNG, 'image/png'))).toEqual([
        400,
        ErrorCode.BAD_REQUEST,
        FileMessages.expired,
      ]);
    } finally {
      now = new Date();
    }
  });

  it('serves nothing for an unknown key or one not uploaded yet', async () => {
    const s = await shopper(t.app);
    const ticket = data(await askKey(t.app, s.token, { contentType: 'image/png', size: PNG.length }));
    for (const key of [ticket.key, '0'.repeat(32), '../etc/passwd'])
      expect((await t.app.inject({ method: 'GET', url: `/v1/file/${encodeURIComponent(key)}` })).statusCode).toBe(404);
  });
});
