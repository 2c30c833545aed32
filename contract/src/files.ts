/**
 * /v1 file uploads contract (SPEC §"Files"): review photos. A member asks for a key, PUTs the bytes to the
 * uploadUrl given, then names the key when writing the review (claimed once).
 *
 * ## Endpoints
 * - `/file/aws/generateUploadedFileKey` [auth] {purpose, contentType, size} → UploadTicket.
 *   - purpose: 'review'. contentType one of UPLOAD_CONTENT_TYPES, else 40001 FileMessages.type;
 *     size 1..UPLOAD_MAX_BYTES, else 40001 FileMessages.size (an empty file: FileMessages.empty).
 *   - The key is random (FILE_KEY_PATTERN), never sequential; it expires UPLOAD_TTL_SECONDS after it was given.
 * - PUT `/v1/file/upload/{key}` [auth] raw bytes (the local store; with an S3-compatible store uploadUrl is a
 *   presigned PUT URL of the store instead, signed for the content type and size):
 *   - only the key's owner (another member, an unknown key → 20003 FileMessages.unknownKey), only once
 *     (40001 FileMessages.alreadyUploaded), before expiresAt (40001 FileMessages.expired);
 *   - the bytes must be the declared type by their magic numbers (40001 FileMessages.mismatch), at most
 *     UPLOAD_MAX_BYTES (40001 FileMessages.size) and not empty (FileMessages.empty) → UploadDone.
 * - GET `/v1/file/{key}` (no session) → the bytes with their content type, cached for a year (immutable);
 *   unknown or not uploaded → 404. The shop shows it at `/files/{key}` (the gateway proxies it).
 *
 * Claiming (api's claimUploads): a key can be attached once, by its owner, for its purpose, after its bytes
 * were stored; otherwise 40001 FileMessages.notClaimable(key).
 *
 * ## Codes
 *   20003 unknown key or another member's · 40001 invalid parameters, type, size, bytes, expired, used ·
 *   40000 no session
 */

export const UPLOAD_PURPOSES = ['review'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** 8 MiB: a phone photo fits; the web scales nothing down. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** How long a key accepts its upload. */
export const UPLOAD_TTL_SECONDS = 15 * 60;
/** 32 lowercase hex digits: 128 random bits. */
export const FILE_KEY_PATTERN = /^[0-9a-f]{32}$/;

export const FileMessages = {
  type: 'Photos must be JPEG, PNG or WebP images.',
  size: 'Photos can be at most 8 MB.',
  empty: 'This photo is empty.',
  mismatch: 'This file is not the image it claims to be.',
  unknownKey: 'Upload not found',
  alreadyUploaded: 'This photo has already been uploaded.',
  expired: 'This upload link has expired. Please choose the photo again.',
  notClaimable: (key: string): string => `Photo ${key} is not an upload of yours that can be attached.`,
} as const;

export interface UploadKeyParams {
  purpose: UploadPurpose;
  contentType: string;
  /** Bytes. */
  size: number;
}

export interface UploadTicket {
  key: string;
  /** Where to PUT the bytes: the api's /v1/file/upload/{key} (the shop proxies it), or a presigned store URL. */
  uploadUrl: string;
  method: 'PUT';
  /** Headers the PUT must carry (content-type). */
  headers: Record<string, string>;
  maxBytes: number;
  /** ISO time after which the upload is refused. */
  expiresAt: string;
}

export interface UploadDone {
  key: string;
  /** Where the shop shows it (/files/{key}). */
  url: string;
  contentType: UploadContentType;
  size: number;
}
