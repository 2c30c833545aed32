/** Kysely types of the assistant's tables (migration 011). */
import type { ColumnType, Generated } from 'kysely';
import type { AiElement } from '@tote/contract/assistant';
import type { CreatedAt, Json } from '../../platform/db/columns.js';

export interface AiMessageTable {
  id: string;
  seq: ColumnType<string, never, never>; // bigserial
  owner: string;
  user_id: number | null;
  role: string;
  kind: string;
  elements: Json<AiElement[]>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AiAskedTable {
  id: Generated<string>; // bigserial
  owner: string;
  user_id: number | null;
  text: string;
  asked_at: CreatedAt;
}

export interface AiBehaviorTable {
  id: Generated<string>; // bigserial
  owner: string;
  user_id: number | null;
  event_type: string;
  shop_product_id: number | null;
  color_id: number | null;
  created_at: CreatedAt;
}

export interface AiTrialUsageTable {
  owner: string;
  user_id: number | null;
  used: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/assistant (platform/db/schema.ts). */
  interface Database {
    ai_messages: AiMessageTable;
    ai_asked: AiAskedTable;
    ai_behaviors: AiBehaviorTable;
    ai_trial_usage: AiTrialUsageTable;
  }
}
