/**
 * "Did the catalog change since?" for a gateway that lost the change feed for a moment (contract/catalog-events.ts,
 * `since`). A stream's `ready` frame carries a token of the committed state it starts from: the database (its
 * system identifier, timeline and schema), the time, and a snapshot of its transactions. Asked with that token,
 * the catalog is unchanged when no transaction that wrote products or skus (catalog_change_log, migration 027)
 * committed outside the snapshot: whatever the gateway kept was computed after it and is still true.
 *
 * A transaction id is reused only after a crash, and only one that never reached the disk: a change made with such
 * an id in the moments between the restart and the gateway's reconnect could pass for an old one. What the
 * gateway revives then is still bounded by its cache's ttl (a minute), like anything else it keeps.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { CATALOG_TOKEN_MAX_LENGTH } from '@tote/contract/catalog-events';
import type { Db } from '../../platform/db/schema.js';

/** A token older than this is answered "changed". */
export const TOKEN_MAX_AGE_MS = 15 * 60_000;
/** How long the log keeps its rows (longer than TOKEN_MAX_AGE_MS). */
export const LOG_KEEP_MS = 60 * 60_000;

const Token = z.object({
  system: z.string(),
  timeline: z.number(),
  schema: z.string(),
  at: z.number(),
  snapshot: z.string(),
});
type Token = z.infer<typeof Token>;

/** The token of the catalog's committed state now, or null when it would be too long. */
export async function catalogToken(db: Db): Promise<string | null> {
  const { rows } = await sql<Omit<Token, 'at'> & { at: Date }>`
    select (select system_identifier::text from pg_control_system()) as system,
           (select timeline_id from pg_control_checkpoint()) as timeline,
           current_schema() as schema, now() as at, pg_current_snapshot()::text as snapshot`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const token = JSON.stringify({ ...row, at: new Date(row.at).getTime() } satisfies Token);
  return token.length <= CATALOG_TOKEN_MAX_LENGTH ? token : null;
}

/** No change of the catalog committed since `token` was handed out (false for a token that cannot tell). */
export async function unchangedSince(db: Db, token: string): Promise<boolean> {
  let t: Token;
  try {
    t = Token.parse(JSON.parse(token));
  } catch {
    return false;
  }
  try {
    const { rows } = await sql<{ unchanged: boolean }>`
      select (select system_identifier::text from pg_control_system()) = ${t.system}
         and (select timeline_id from pg_control_checkpoint()) = ${t.timeline}
         and current_schema() = ${t.schema}
         and to_timestamp(${t.at / 1000}) > now() - make_interval(secs => ${TOKEN_MAX_AGE_MS / 1000})
         and not exists (select 1 from catalog_change_log
                          where not pg_visible_in_snapshot(xid, ${t.snapshot}::pg_snapshot)) as unchanged`.execute(db);
    return rows[0]?.unchanged === true;
  } catch {
    return false; // not a snapshot
  }
}

/** Drops the log rows no token can ask about any more. */
export async function trimChangeLog(db: Db): Promise<void> {
  await sql`delete from catalog_change_log
             where at < now() - make_interval(secs => ${LOG_KEEP_MS / 1000})`.execute(db);
}
