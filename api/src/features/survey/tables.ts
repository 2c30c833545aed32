/** Kysely types of the style survey's table (migration 019). */
import type { ColumnType } from 'kysely';

export interface StyleSurveyTable {
  user_id: number;
  vibe_ids: ColumnType<number[], number[] | undefined, number[]>;
  brand_ids: ColumnType<number[], number[] | undefined, number[]>;
  occupation: string | null;
  spend: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SurveyTables {
  style_surveys: StyleSurveyTable;
}
