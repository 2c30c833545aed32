/** Kysely types of the carrier's clock (migration 015: when it last ticked) and the webhook's events (030). */
import type { ColumnType } from 'kysely';

export interface FulfilmentClockTable {
  id: number;
  ticked_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The warehouse's events applied (migration 030), by their sender's id. */
export interface FulfilmentEventTable {
  event_id: string;
  type: string;
  order_id: number;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/fulfilment (platform/db/schema.ts). */
  interface Database {
    fulfilment_clock: FulfilmentClockTable;
    fulfilment_events: FulfilmentEventTable;
  }
}
