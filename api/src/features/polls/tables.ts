/** Kysely types of the poll tables (migration 018). */
import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../platform/db/columns.js';

export interface PollTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  ends_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PollOptionTable {
  id: Generated<number>;
  poll_id: number;
  product_id: number;
  position: number;
}

export interface PollVoteTable {
  poll_id: number;
  user_id: number;
  option_id: number;
  created_at: CreatedAt;
}

export interface PollMemberTable {
  poll_id: number;
  user_id: number;
  push_on: Generated<boolean>;
  removed_at: NullableTimestamp;
}

export interface PollOptionPushTable {
  option_id: number;
  user_id: number;
  push_on: boolean;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/polls (platform/db/schema.ts). */
  interface Database {
    polls: PollTable;
    poll_options: PollOptionTable;
    poll_votes: PollVoteTable;
    poll_members: PollMemberTable;
    poll_option_pushes: PollOptionPushTable;
  }
}
