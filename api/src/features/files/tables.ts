/** Kysely types of the uploaded_files table (migration 022). */
import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../platform/db/columns.js';

export interface UploadedFileTable {
  /** Random, unguessable (contract/files.ts FILE_KEY_PATTERN). */
  key: string;
  user_id: number;
  purpose: string;
  content_type: string;
  /** Declared when the key was asked for; the stored bytes' length once uploaded. */
  size: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /**
   * 'local': the api stores the bytes and sets uploaded_at; 's3': the browser PUTs to the store by presigned URL
   * (the store checks type and size), so the api never sees the upload.
   */
  store: Generated<'local' | 's3'>;
  uploaded_at: NullableTimestamp;
  claimed_at: NullableTimestamp;
  /** The purpose it was claimed for ("review"); null until claimed. */
  claimed_by: string | null;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/files (platform/db/schema.ts). */
  interface Database {
    uploaded_files: UploadedFileTable;
  }
}
