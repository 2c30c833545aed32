/** /feedback/like and /feedback/save (contract/feedback.ts): one feedback per user and place. */
import type { Feedback, FeedbackPlace } from '@tote/contract/feedback';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import type { FeedbackTable } from './tables.js';

type FeedbackRow = Pick<FeedbackTable, 'place' | 'helpful' | 'comment'> & { id: number; updated_at: Date };

const feedbackOf = (row: FeedbackRow): Feedback => ({
  feedbackId: row.id,
  place: row.place as FeedbackPlace,
  helpful: row.helpful,
  comment: row.comment,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const COLUMNS = ['id', 'place', 'helpful', 'comment', 'updated_at'] as const;

export async function likeFeedback(db: Db, userId: number, place: FeedbackPlace, helpful: boolean): Promise<Feedback> {
  const row = await db
    .insertInto('feedback')
    .values({ user_id: userId, place, helpful })
    .onConflict((oc) => oc.columns(['user_id', 'place']).doUpdateSet({ helpful, updated_at: sql`now()` }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return feedbackOf(row);
}

export async function saveFeedbackComment(
  db: Db,
  userId: number,
  feedbackId: number,
  comment: string,
): Promise<Feedback> {
  const row = await db
    .updateTable('feedback')
    .set({ comment, updated_at: sql`now()` })
    .where('id', '=', feedbackId)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(`Feedback ${feedbackId}`);
  return feedbackOf(row);
}
