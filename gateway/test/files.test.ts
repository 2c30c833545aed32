/**
 * Photo uploads through the gateway against the real api (schema/files.graphql, http/files.ts):
 * requestPhotoUpload gives a key with the shop's upload URL, the api's refusals as userErrors verbatim;
 * the PUT to /files/upload/{key} reaches the api with the shopper's session (another shopper or a guest is
 * refused); the stored photo is served at /files/{key} with its type and long cache headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_KEY_PATTERN, FileMessages, UPLOAD_MAX_BYTES } from '@tote/contract/files';
import { ErrorCode } from '@tote/contract/codes';
import { Browser, signUp } from './account-helpers.js';
import { shopUploadUrl } from '../src/http/files.js';
import { gql, startGateway, type Gateway } from './helpers.js';

const REQUEST = /* GraphQL */ `
  mutation RequestPhotoUpload($input: RequestPhotoUploadInput!) {
    requestPhotoUpload(input: $input) {
      upload {
        key
        uploadUrl
        method
        headers {
          name
          value
        }
        maxBytes
        expiresAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

async function member(): Promise<Browser> {
  const b = new Browser(gw.url);
  await signUp(b);
  return b;
}

const put = (b: Browser, url: string, bytes: Buffer, contentType = 'image/png') =>
  b.fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });

describe('requestPhotoUpload', () => {
  it("gives a key with the shop's upload URL and the PUT's headers", async () => {
    const b = await member();
    const r = await b.gql(REQUEST, { input: { contentType: 'image/png', size: PNG.length } });
    expect(r.errors).toBeUndefined();
    const upload = r.data.requestPhotoUpload.upload;
    expect(upload.key).toMatch(FILE_KEY_PATTERN);
    expect(r.data.requestPhotoUpload).toEqual({
      upload: {
        key: upload.key,
        uploadUrl: `/files/upload/${upload.key}`,
        method: 'PUT',
        headers: [{ name: 'content-type', value: 'image/png' }],
        maxBytes: UPLOAD_MAX_BYTES,
        expiresAt: expect.any(String),
      },
      userErrors: [],
    });
  });

  it("refuses another type or a size over the limit with the api's message; a guest is unauthenticated", async () => {
    const b = await member();
    const type = await b.gql(REQUEST, { input: { contentType: 'image/gif', size: 10 } });
    expect(type.data.requestPhotoUpload).toEqual({
      upload: null,
      userErrors: [{ code: '40001', field: ['input', 'contentType'], message: FileMessages.type }],
    });
    const size = await b.gql(REQUEST, { input: { contentType: 'image/png', size: UPLOAD_MAX_BYTES + 1 } });
    expect(size.data.requestPhotoUpload.userErrors).toEqual([
      { code: '40001', field: ['input', 'size'], message: FileMessages.size },
    ]);
    const guest = await gql(gw.url, REQUEST, { input: { contentType: 'image/png', size: 10 } });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('/files/upload/{key} and /files/{key}', () => {
  it('uploads with the shopper session, once, and serves the photo with its type and long cache headers', async () => {
    const b = await member();
    const r = await b.gql(REQUEST, { input: { contentType: 'image/png', size: PNG.length } });
    const { key, uploadUrl } = r.data.requestPhotoUpload.upload;

    const other = await member();
    const theirs = (await (await put(other, uploadUrl, PNG)).json()) as { code: number };
    expect(theirs.code).toBe(ErrorCode.DATA_NOT_FOUND);
    expect((await put(new Browser(gw.url), uploadUrl, PNG)).status).toBe(401);

    const res = await put(b, uploadUrl, PNG);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      code: 0,
      data: { key, url: `/files/${key}`, contentType: 'image/png', size: PNG.length },
    });
    const again = (await (await put(b, uploadUrl, PNG)).json()) as { message: { content: string } };
    expect(again.message.content).toBe(FileMessages.alreadyUploaded);

    const shown = await fetch(`${gw.url}/files/${key}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG);
  });

  it('refuses bytes that are not the declared image; a malformed key or another method is refused', async () => {
    const b = await member();
    const r = await b.gql(REQUEST, { input: { contentType: 'image/png', size: 20 } });
    const bad = await put(b, r.data.requestPhotoUpload.upload.uploadUrl, Buffer.from('<svg>not a png</svg>'));
    expect(((await bad.json()) as { message: { content: string } }).message.content).toBe(FileMessages.mismatch);
    expect((await fetch(`${gw.url}/files/not-a-key`)).status).toBe(404);
    expect((await fetch(`${gw.url}/files/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await put(b, '/files/upload/../../v1/app/dynamic', PNG)).status).toBe(404);
    expect((await fetch(`${gw.url}/files/${'0'.repeat(32)}`, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('shopUploadUrl', () => {
  it("puts the api's upload path on the shop's origin and leaves a store's presigned URL as is", () => {
    const key = 'a'.repeat(32);
    expect(shopUploadUrl(`/v1/file/upload/${key}`)).toBe(`/files/upload/${key}`);
    const presigned = `https://store.test/photos/${key}?X-Amz-Signature=abc`;
    expect(shopUploadUrl(presigned)).toBe(presigned);
  });
});
