/** The file /v1 endpoints (contract/src/files.ts). */
import { filesV1 } from '@tote/contract/v1/files';
import { write } from './define.js';

export const fileEndpoints = {
  // [auth]
  uploadKey: write(filesV1.generateUploadedFileKey),
};
