/** Upload keys and the local store's uploads (contract/files.ts). */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode } from '@tote/contract/codes';
import {
  FILE_KEY_PATTERN,
  FileMessages,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TTL_SECONDS,
  type UploadContentType,
  type UploadDone,
  type UploadKeyParams,
  type UploadTicket,
} from '@tote/contract/files';
import type { Db } from '../../platform/db/schema.js';
import { ApiError, badRequest } from '../../platform/http/errors.js';
import { v1Path } from '@tote/contract/v1/endpoint';
import { filesBytesV1 } from '@tote/contract/v1/files';
import { fileUrl } from './claim.js';
import { sniffImage } from './magic.js';
import { presignUrl } from './s3.js';
import type { FileSettings } from './settings.js';

const isAllowedType = (t: string): t is UploadContentType => (UPLOAD_CONTENT_TYPES as readonly string[]).includes(t);

/** The size rule of both the key and the upload. */
export function checkSize(size: number): void {
  if (size <= 0) throw badRequest(FileMessages.empty);
  if (size > UPLOAD_MAX_BYTES) throw badRequest(FileMessages.size);
}

export async function createUploadTicket(
  db: Db,
  settings: FileSettings,
  userId: number,
  p: UploadKeyParams,
): Promise<UploadTicket> {
  if (!isAllowedType(p.contentType)) throw badRequest(FileMessages.type);
  checkSize(p.size);
  const key = randomBytes(16).toString('hex');
  const now = settings.now();
  const expiresAt = new Date(now.getTime() + UPLOAD_TTL_SECONDS * 1000);
  await db
    .insertInto('uploaded_files')
    .values({
      key,
      user_id: userId,
      purpose: p.purpose,
      content_type: p.contentType,
      size: p.size,
      created_at: now,
      expires_at: expiresAt,
      store: settings.s3 ? 's3' : 'local',
    })
    .execute();
  const headers = { 'content-type': p.contentType };
  const uploadUrl = settings.s3
    ? await presignUrl(settings.s3, {
        method: 'PUT',
        key,
        now,
        expiresInSeconds: UPLOAD_TTL_SECONDS,
        headers: { ...headers, 'content-length': String(p.size) },
      })
    : v1Path(filesBytesV1.upload, { key });
  return { key, uploadUrl, method: 'PUT', headers, maxBytes: UPLOAD_MAX_BYTES, expiresAt: expiresAt.toISOString() };
}

const unknownKey = (): ApiError => new ApiError(ErrorCode.DATA_NOT_FOUND, FileMessages.unknownKey);

/** Stores the bytes of `key` in the local store: its owner only, once, before expiry, the declared image type. */
export async function acceptUpload(
  db: Db,
  settings: FileSettings,
  userId: number,
  key: string,
  bytes: Uint8Array,
): Promise<UploadDone> {
  if (!FILE_KEY_PATTERN.test(key)) throw unknownKey();
  const row = await db.selectFrom('uploaded_files').where('key', '=', key).selectAll().executeTakeFirst();
  if (!row || row.user_id !== userId) throw unknownKey();
  if (row.uploaded_at !== null) throw badRequest(FileMessages.alreadyUploaded);
  if (row.expires_at.getTime() <= settings.now().getTime()) throw badRequest(FileMessages.expired);
  checkSize(bytes.length);
  if (sniffImage(bytes) !== row.content_type) throw badRequest(FileMessages.mismatch);
  // The update is the once-only gate: of two racing uploads, one marks the row; the other is refused.
  const marked = await db
    .updateTable('uploaded_files')
    .set({ uploaded_at: settings.now(), size: bytes.length })
    .where('key', '=', key)
    .where('uploaded_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) throw badRequest(FileMessages.alreadyUploaded);
  try {
    await mkdir(settings.dir, { recursive: true });
    await writeFile(join(settings.dir, key), bytes, { flag: 'wx' });
  } catch (err) {
    await db.updateTable('uploaded_files').set({ uploaded_at: null }).where('key', '=', key).execute();
    throw err;
  }
  return { key, url: fileUrl(key), contentType: row.content_type as UploadContentType, size: bytes.length };
}

export type StoredFile =
  { kind: 'bytes'; contentType: string; bytes: Buffer } | { kind: 'redirect'; url: string } | { kind: 'none' };

/** An uploaded file for serving: its bytes (local store) or a short-lived presigned URL (s3). */
export async function storedFile(db: Db, settings: FileSettings, key: string): Promise<StoredFile> {
  if (!FILE_KEY_PATTERN.test(key)) return { kind: 'none' };
  const row = await db.selectFrom('uploaded_files').where('key', '=', key).selectAll().executeTakeFirst();
  if (!row) return { kind: 'none' };
  if (settings.s3) {
    const url = await presignUrl(settings.s3, { method: 'GET', key, now: settings.now(), expiresInSeconds: 3600 });
    return { kind: 'redirect', url };
  }
  if (row.uploaded_at === null) return { kind: 'none' };
  try {
    return { kind: 'bytes', contentType: row.content_type, bytes: await readFile(join(settings.dir, key)) };
  } catch {
    return { kind: 'none' };
  }
}
