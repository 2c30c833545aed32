/**
 * Kysely table types. Column names are snake_case in SQL and here; the HTTP layer maps them to
 * the camelCase wire contract. Money is integer cents.
 *
 * `Database` is a registry the platform declares and the features fill in: each feature types its
 * tables beside its code (`features/<feature>/tables.ts`) and adds them here by declaration merging —
 *
 *     declare module '../../platform/db/schema.js' {
 *       interface Database { polls: PollTable; … }
 *     }
 *
 * — so the platform names no feature, while every `Db` knows every table of the program. (The platform's
 * own table, the mail outbox, is added the same way by platform/mail/tables.ts.)
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging (above)
export interface Database {}

export type Db = Kysely<Database>;
