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

declare module '../../platform/db/schema.js' {
  /** The tables of features/survey (platform/db/schema.ts). */
  interface Database {
    style_surveys: StyleSurveyTable;
  }
}
