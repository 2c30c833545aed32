/** The /v1 endpoints of the api's files feature (api/src/features/files/). */
import { FileMessages, UPLOAD_PURPOSES } from '../files.js';
import { int, noParams } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { UploadDone, UploadTicket } from '../files.js';

/** features/files/routes.ts */
export const filesV1 = {
  generateUploadedFileKey: endpoint<UploadTicket>()({
    path: '/file/aws/generateUploadedFileKey',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({
      purpose: z.enum(UPLOAD_PURPOSES),
      contentType: z.string({ error: FileMessages.type }).max(100, FileMessages.type),
      size: int(0, Number.MAX_SAFE_INTEGER),
    }),
  }),
};

/**
 * The bytes themselves (pages: no parameters parsed). The upload's body is the file, whatever its content type, so
 * the api registers it in a scope of its own (api/src/features/files/routes.ts); it answers an envelope.
 */
export const filesBytesV1 = {
  /** The local store's upload URL of a key (`UploadTicket.uploadUrl` without S3). */
  upload: endpoint<UploadDone>()({
    path: '/file/upload/:key',
    methods: ['PUT'],
    access: 'shopper',
    params: noParams,
    kind: 'page',
  }),
  /** A stored file's bytes, or a redirect to them. */
  file: endpoint<Uint8Array>()({
    path: '/file/:key',
    methods: ['GET'],
    access: 'public',
    params: noParams,
    kind: 'page',
  }),
};
