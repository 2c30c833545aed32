/**
 * The trial: guests and non-members (anyone not Subscribed or Paused) may send `limit` messages;
 * members have no limit. Counted per owner in ai_trial_usage, so clearing the history does not
 * start a new trial. Taking a message is one statement: two racing requests cannot both take the last.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import type { Owner } from './store.js';

export const hasUnlimitedChat = (user: UserRow | null): boolean =>
  user !== null && (user.sub_status === 'Subscribed' || user.sub_status === 'Paused');

export async function trialUsed(db: Db, owner: Owner): Promise<number> {
  const row = await db.selectFrom('ai_trial_usage').select('used').where('owner', '=', owner.key).executeTakeFirst();
  return row?.used ?? 0;
}

/** Messages left: null when unlimited. */
export async function trialLeft(db: Db, owner: Owner, user: UserRow | null, limit: number): Promise<number | null> {
  if (hasUnlimitedChat(user)) return null;
  return Math.max(0, limit - (await trialUsed(db, owner)));
}

/** Gives back a message whose reply failed (the provider was down): the shopper did not get an answer. */
export async function refundTrialMessage(db: Db, owner: Owner): Promise<void> {
  await db
    .updateTable('ai_trial_usage')
    .set({ used: sql<number>`greatest(used - 1, 0)`, updated_at: new Date() })
    .where('owner', '=', owner.key)
    .execute();
}

/** Counts one message against the trial; false when none is left (nothing counted). */
export async function takeTrialMessage(db: Db, owner: Owner, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const { rows } = await sql<{ used: number }>`
    insert into ai_trial_usage (owner, user_id, used) values (${owner.key}, ${owner.userId}, 1)
    on conflict (owner) do update set used = ai_trial_usage.used + 1, updated_at = now()
     where ai_trial_usage.used < ${limit}
    returning used`.execute(db);
  return rows.length > 0;
}
