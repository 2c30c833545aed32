/** Kysely type of the carrier's clock (migration 015): when it last ticked, across instances. */
import type { ColumnType } from 'kysely';

export interface FulfilmentClockTable {
  id: number;
  ticked_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/fulfilment (platform/db/schema.ts). */
  interface Database {
    fulfilment_clock: FulfilmentClockTable;
  }
}
