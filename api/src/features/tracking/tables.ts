/** Kysely types of the tracking table. */
import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../../platform/db/columns.js';

export interface TrackingEventTable {
  id: ColumnType<string, never, never>; // bigserial
  event_type: string;
  user_id: number | null;
  platform: string | null;
  app_version: string | null;
  device_id: string | null;
  device_type: string | null;
  user_agent: string | null;
  session_id: string | null;
  ip: string | null;
  timezone: string | null;
  lat: number | null;
  lon: number | null;
  country: string | null;
  region: string | null;
  city: string | null;
  refer: string | null;
  shop_product_id: number | null;
  color_id: number | null;
  created_at: CreatedAt;
}

declare module '../../platform/db/schema.js' {
  /** The tables of features/tracking (platform/db/schema.ts). */
  interface Database {
    tracking_events: TrackingEventTable;
  }
}
