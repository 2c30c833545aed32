/** The member's survey answers and the progress they make (contract/survey.ts). */
import { sql } from 'kysely';
import { SURVEY_STEPS, type SurveyProgress, type SurveyStepKey } from '@tote/contract/survey';
import type { Db } from '../../platform/db/schema.js';

export interface SurveyAnswers {
  vibeIds: number[];
  brandIds: number[];
  occupation: string | null;
  spend: string | null;
}

const EMPTY: SurveyAnswers = { vibeIds: [], brandIds: [], occupation: null, spend: null };

export async function loadAnswers(db: Db, userId: number): Promise<SurveyAnswers> {
  const row = await db
    .selectFrom('style_surveys')
    .select(['vibe_ids', 'brand_ids', 'occupation', 'spend'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { vibeIds: row.vibe_ids, brandIds: row.brand_ids, occupation: row.occupation, spend: row.spend } : EMPTY;
}

type Change =
  { vibeIds: number[] } | { brandIds: number[] } | { occupation: string } | { spend: string } | { reset: true };

/** Writes one answer (or clears all four on reset) in one upsert. */
export async function saveAnswer(db: Db, userId: number, change: Change): Promise<void> {
  const set =
    'reset' in change
      ? { vibe_ids: sql<number[]>`'{}'::int[]`, brand_ids: sql<number[]>`'{}'::int[]`, occupation: null, spend: null }
      : 'vibeIds' in change
        ? { vibe_ids: sql<number[]>`${change.vibeIds}::int[]` }
        : 'brandIds' in change
          ? { brand_ids: sql<number[]>`${change.brandIds}::int[]` }
          : 'occupation' in change
            ? { occupation: change.occupation }
            : { spend: change.spend };
  await db
    .insertInto('style_surveys')
    .values({ user_id: userId, ...set })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: sql`now()` }))
    .execute();
}

/** Done per step: the four answers, and size and fit when the profile holds a size. */
export function progressOf(
  a: SurveyAnswers,
  profile: { clothing_sizes: string[]; shoe_sizes: string[] },
): SurveyProgress {
  const done: Record<SurveyStepKey, boolean> = {
    vibe: a.vibeIds.length > 0,
    brands: a.brandIds.length > 0,
    sizes: profile.clothing_sizes.length + profile.shoe_sizes.length > 0,
    occupation: a.occupation !== null,
    spend: a.spend !== null,
  };
  const steps = SURVEY_STEPS.map((s) => ({ ...s, done: done[s.key] }));
  const next = steps.find((s) => !s.done);
  return { step: next?.step ?? 0, completed: !next, steps };
}

export async function surveyProgress(db: Db, userId: number): Promise<SurveyProgress> {
  const [answers, profile] = await Promise.all([
    loadAnswers(db, userId),
    db.selectFrom('users').select(['clothing_sizes', 'shoe_sizes']).where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return progressOf(answers, profile);
}
