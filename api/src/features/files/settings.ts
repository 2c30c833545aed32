/** Where uploads are stored, and the clock (contract/files.ts). */
import { isAbsolute, resolve } from 'node:path';
import { REPO_ROOT } from '../../platform/db/index.js';

/** An S3-compatible store: uploads go straight to it by presigned URL. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface FileSettings {
  /** The local store's folder (used without s3). */
  dir: string;
  s3: S3Settings | null;
  /** The time now: tests pass a clock they control. */
  now: () => Date;
}

export const DEFAULT_FILES_DIR = resolve(REPO_ROOT, '.data/files');

/** S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY all set → s3; else FILES_DIR. */
export function fileSettings(env: Record<string, string | undefined>, given: Partial<FileSettings> = {}): FileSettings {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, FILES_DIR } = env;
  const s3 =
    S3_ENDPOINT && S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
      ? {
          endpoint: S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: S3_BUCKET,
          region: S3_REGION,
          accessKeyId: S3_ACCESS_KEY_ID,
          secretAccessKey: S3_SECRET_ACCESS_KEY,
        }
      : null;
  const dir = !FILES_DIR ? DEFAULT_FILES_DIR : isAbsolute(FILES_DIR) ? FILES_DIR : resolve(REPO_ROOT, FILES_DIR);
  return { dir, s3, now: () => new Date(), ...given };
}
