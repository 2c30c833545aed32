/** The name a review shows: the member's nickname when set, else "Jane D." (contract/reviews.ts, nickname.ts). */
import { reviewerName } from '@tote/contract/reviews';
import type { Db } from '../../platform/db/schema.js';

export const reviewerOf = (user: { name: string; nickname: string | null }): string =>
  user.nickname ?? reviewerName(user.name);

/** Writes the name on the member's reviews again (their nickname changed): in the caller's transaction. */
export async function renameReviewer(db: Db, userId: number): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['name', 'nickname'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('reviews')
    .set({ reviewer: reviewerOf(user) })
    .where('user_id', '=', userId)
    .execute();
}
