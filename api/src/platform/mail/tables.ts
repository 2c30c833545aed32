/** Kysely type of the mail outbox (migration 002): what the outbox mailer and SMS sender write. */
import type { Generated } from 'kysely';
import type { CreatedAt } from '../db/columns.js';

export interface MailOutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  code: string | null;
  created_at: CreatedAt;
}

declare module '../db/schema.js' {
  /** The platform's own table: mail/index.ts writes it. */
  interface Database {
    mail_outbox: MailOutboxTable;
  }
}
