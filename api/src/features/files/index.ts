/** Uploads (review photos): a local folder or an S3-compatible store with presigned uploads (contract/files.ts). */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import { registerFileRoutes } from './routes.js';
import type { FileSettings } from './settings.js';
import type {} from './tables.js'; // its tables in the Database type

export const filesModule: ApiModule<{ db: Db; files: FileSettings }> = {
  name: 'files',
  register: (app, { db, files }) => registerFileRoutes(app, { db, settings: files }),
};

export { claimUploads } from './claim.js';
export { type FileSettings } from './settings.js';
