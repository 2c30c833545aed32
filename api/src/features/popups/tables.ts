/** Kysely types of the popups table (migration 026). */
import type { Generated } from 'kysely';
import type { PopAudience, PopKind } from '@tote/contract/popups';
import type { NullableTimestamp } from '../../platform/db/columns.js';

export interface PopupTable {
  pop_id: string;
  kind: PopKind;
  title: string;
  content: string;
  link: string;
  link_label: string;
  image: string | null;
  audience: PopAudience;
  max_show_count: number;
  min_interval_seconds: number;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  position: Generated<number>;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/popups (platform/db/schema.ts). */
  interface Database {
    popups: PopupTable;
  }
}
