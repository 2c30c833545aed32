/** The file /v1 endpoints (contract/src/files.ts). */
import type { UploadKeyParams, UploadTicket } from '@tote/contract/files';
import { write } from './define.js';

export const fileEndpoints = {
  // [auth]
  uploadKey: write<UploadKeyParams, UploadTicket>('/file/aws/generateUploadedFileKey'),
};
