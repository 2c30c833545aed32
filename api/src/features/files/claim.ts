/** Attaching uploaded photos to what they were uploaded for (a review): each upload is claimed once. */
import type { Kysely } from 'kysely';
import { FileMessages, type UploadPurpose } from '@tote/contract/files';
import type { Database } from '../../platform/db/schema.js';
import { badRequest } from '../../platform/http/errors.js';

/** Where the shop shows a stored file: the shop origin's /files/{key} (the gateway proxies /v1/file/{key}). */
export function fileUrl(key: string): string {
  return `/files/${key}`;
}

/**
 * Claims `keys` for `userId`: each must have been uploaded by this user for `purpose` (its bytes stored; with the
 * s3 store, which the api never sees, its key given) and not be claimed yet; all are marked claimed, or none
 * (40001 FileMessages.notClaimable naming the first refused key; a repeated key is refused too). Pass the caller's
 * transaction as `db` so that a failed review leaves its photos unclaimed. Returns the files in the order of `keys`.
 */
export async function claimUploads(
  db: Kysely<Database>,
  userId: number,
  keys: readonly string[],
  purpose: UploadPurpose,
): Promise<{ key: string; url: string; contentType: string }[]> {
  if (keys.length === 0) return [];
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw badRequest(FileMessages.notClaimable(key));
    seen.add(key);
  }
  const claimed = await db
    .updateTable('uploaded_files')
    .set({ claimed_at: new Date(), claimed_by: purpose })
    .where('key', 'in', [...keys])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where((eb) => eb.or([eb('uploaded_at', 'is not', null), eb('store', '=', 's3')]))
    .where('claimed_at', 'is', null)
    .returning(['key', 'content_type'])
    .execute();
  const byKey = new Map(claimed.map((r) => [r.key, r.content_type]));
  const missing = keys.find((k) => !byKey.has(k));
  if (missing !== undefined) {
    // Undo the partial claim when the caller gave no transaction of its own.
    if (claimed.length > 0) {
      await db
        .updateTable('uploaded_files')
        .set({ claimed_at: null, claimed_by: null })
        .where('key', 'in', [...byKey.keys()])
        .execute();
    }
    throw badRequest(FileMessages.notClaimable(missing));
  }
  return keys.map((key) => ({ key, url: fileUrl(key), contentType: byKey.get(key)! }));
}
