import { sql, type Kysely } from 'kysely';

/**
 * Accounts (issue 3): users, sessions, verification codes, social identities, invitation codes,
 * the points log, the mail outbox, the local sign-in provider's codes and the app's secrets.
 * Secrets are stored hashed: session tokens as SHA-256, codes as HMAC-SHA-256, passwords as scrypt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_member', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Not Subscribed')
        .check(sql`sub_status in ('Not Subscribed', 'Subscribed', 'Paused', 'Cancelled')`),
    )
    .addColumn('paused_expired', 'timestamptz')
    .addColumn('tote_upper_limit', 'integer', (c) => c.notNull().defaultTo(6))
    .addColumn('tote_icon', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('is_show_ai', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('subscribe_email', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('notify_config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('points', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points >= 0`),
    )
    .addColumn('birth_year', 'integer')
    .addColumn('birth_month', 'integer')
    .addColumn('body_shape', 'text')
    .addColumn('clothing_sizes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('shoe_sizes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Emails are unique case-insensitively; lookups use lower(email).
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('user_agent', 'text')
    .addColumn('device_id', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('target', 'text', (c) => c.notNull()) // lower-case email or 10-digit mobile
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('verification_codes_target_idx')
    .on('verification_codes')
    .columns(['channel', 'target', 'purpose', 'id'])
    .execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_identities_subject_uq', ['channel', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();

  await db.schema
    .createTable('invitation_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique()) // upper case
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 0`))
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('point_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('point_log_user_idx').on('point_log').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('referrer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('referee_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('referrals_referrer_idx').on('referrals').column('referrer_id').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index mail_outbox_to_idx on mail_outbox (lower(to_address), id desc)`.execute(db);

  await db.schema
    .createTable('oauth_local_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'app_secrets',
    'oauth_local_codes',
    'mail_outbox',
    'referrals',
    'point_log',
    'invitation_codes',
    'user_identities',
    'verification_codes',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
