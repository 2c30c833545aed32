/** Column types shared by the Kysely table types: timestamps and JSON columns. */
import type { ColumnType } from 'kysely';

/** Set by the database when omitted; never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A JSON column: written as JSON text, read as the parsed value. */
export type Json<T> = ColumnType<T, string | undefined, string>;
