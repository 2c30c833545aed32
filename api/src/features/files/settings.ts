/** Where uploads are stored, and the clock (contract/files.ts). */
import type { S3Settings } from '../../platform/config.js';

export type { S3Settings } from '../../platform/config.js';

export interface FileSettings {
  /** The local store's folder (used without s3). */
  dir: string;
  s3: S3Settings | null;
  /** The time now: tests pass a clock they control. */
  now: () => Date;
}
