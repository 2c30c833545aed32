/**
 * Claiming uploads (api/files/claim.ts) and the S3-compatible store: a key is attached once, by its owner,
 * for its purpose, after its bytes were stored, all or none; with S3 variables the upload URL is a presigned
 * PUT of the store, signed for the type and size.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import { FileMessages, UPLOAD_TTL_SECONDS } from '@tote/contract/files';
import { claimUploads, fileUrl } from '../src/features/files/claim.js';
import { ApiError } from '../src/platform/http/errors.js';
import { data } from './http.js';
import { openTestApi, type TestApi } from './db.js';
import { shopper } from './member-helpers.js';
import { JPEG, askKey, tempFilesDir, upload } from './files-helpers.js';

let t: TestApi;
let s3: TestApi;
const dir = tempFilesDir();
const S3_ENV = {
  S3_ENDPOINT: 'http://store.test:9000/',
  S3_BUCKET: 'tote-photos',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const fixedNow = new Date('2026-03-01T10:00:00.000Z');
beforeAll(async () => {
  t = await openTestApi({ files: { dir } });
  s3 = await openTestApi({ env: { ...process.env, ...S3_ENV }, files: { now: () => fixedNow } });
});
afterAll(async () => {
  await Promise.all([t.close(), s3.close()]);
  rmSync(dir, { recursive: true, force: true });
});

async function refusal(p: Promise<unknown>): Promise<[number, string]> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return [err.code, err.message];
}

describe('claimUploads', () => {
  it("claims the owner's uploaded files once, in the order given, with their shop URL", async () => {
    const s = await shopper(t.app);
    const a = await upload(t.app, s.token);
    const b = await upload(t.app, s.token, JPEG, 'image/jpeg');
    expect(await claimUploads(t.db, s.userId, [b.key, a.key], 'review')).toEqual([
      { key: b.key, url: fileUrl(b.key), contentType: 'image/jpeg' },
      { key: a.key, url: `/files/${a.key}`, contentType: 'image/png' },
    ]);
    const row = await t.db.selectFrom('uploaded_files').where('key', '=', a.key).selectAll().executeTakeFirstOrThrow();
    expect(row.claimed_by).toBe('review');
    expect(row.claimed_at).not.toBeNull();
    expect(await refusal(claimUploads(t.db, s.userId, [a.key], 'review'))).toEqual([
      ErrorCode.BAD_REQUEST,
      FileMessages.notClaimable(a.key),
    ]);
    expect(await claimUploads(t.db, s.userId, [], 'review')).toEqual([]);
  });

  it("refuses another member's, a not-uploaded, an unknown or a repeated key, and then claims none", async () => {
    const s = await shopper(t.app);
    const other = await shopper(t.app);
    const mine = await upload(t.app, s.token);
    const theirs = await upload(t.app, other.token);
    const pending = data(await askKey(t.app, s.token, { contentType: 'image/png', size: 10 }));
    for (const bad of [theirs.key, pending.key, 'f'.repeat(32)])
      expect(await refusal(claimUploads(t.db, s.userId, [mine.key, bad], 'review'))).toEqual([
        ErrorCode.BAD_REQUEST,
        FileMessages.notClaimable(bad),
      ]);
    expect((await refusal(claimUploads(t.db, s.userId, [mine.key, mine.key], 'review')))[1]).toBe(
      FileMessages.notClaimable(mine.key),
    );
    // None of the refused calls kept its claim of `mine`.
    expect(await claimUploads(t.db, s.userId, [mine.key], 'review')).toHaveLength(1);
  });

  it("rolls back with the caller's transaction", async () => {
    const s = await shopper(t.app);
    const a = await upload(t.app, s.token);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await claimUploads(trx, s.userId, [a.key], 'review');
        throw new Error('the review failed');
      })
      .catch(() => undefined);
    expect(await claimUploads(t.db, s.userId, [a.key], 'review')).toHaveLength(1);
  });
});

describe('with an S3-compatible store', () => {
  it('gives a presigned PUT URL of the store, signed for the content type and size, valid until expiry', async () => {
    const s = await shopper(s3.app);
    const ticket = data(await askKey(s3.app, s.token, { contentType: 'image/webp', size: 12345 }));
    const url = new URL(ticket.uploadUrl);
    expect(url.origin + url.pathname).toBe(`http://store.test:9000/tote-photos/${ticket.key}`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIDEXAMPLE/20260301/eu-west-1/s3/aws4_request',
      'X-Amz-Date': '20260301T100000Z',
      'X-Amz-Expires': String(UPLOAD_TTL_SECONDS),
      'X-Amz-SignedHeaders': 'content-length;content-type;host',
    });
    expect(q['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(ticket).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/webp' } });
    // Each key its own signature.
    const again = data(await askKey(s3.app, s.token, { contentType: 'image/webp', size: 12345 }));
    expect(new URL(again.uploadUrl).searchParams.get('X-Amz-Signature')).not.toBe(q['X-Amz-Signature']);
  });

  it('serves a file by a short-lived presigned GET of the store, and lets its owner claim it', async () => {
    const s = await shopper(s3.app);
    const ticket = data(await askKey(s3.app, s.token, { contentType: 'image/png', size: 100 }));
    const res = await s3.app.inject({ method: 'GET', url: `/v1/file/${ticket.key}` });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.pathname).toBe(`/tote-photos/${ticket.key}`);
    expect(to.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(await claimUploads(s3.db, s.userId, [ticket.key], 'review')).toEqual([
      { key: ticket.key, url: fileUrl(ticket.key), contentType: 'image/png' },
    ]);
  });
});
