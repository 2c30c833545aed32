import { sql, type Kysely } from 'kysely';

/**
 * Gift cards (contract/gift-cards.ts): one row per issued card. The code itself is not kept, only its SHA-256
 * (a code is 16 random characters, so the hash cannot be guessed back) and its last four characters to show.
 * Money in cents, like every amount of the api. redeemed_at is set once, when a shopper redeems the card, with
 * redeemed_by: that shopper (null again if they delete their account; the card stays redeemed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('redeemed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('gift_cards_balance_check', sql`balance_cents between 0 and amount_cents`)
    .addCheckConstraint('gift_cards_redeemed_check', sql`redeemed_by is null or redeemed_at is not null`)
    .execute();
  await db.schema
    .createIndex('gift_cards_redeemed_by_idx')
    .on('gift_cards')
    .columns(['redeemed_by', 'redeemed_at'])
    .where(sql.ref('redeemed_by'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_cards').execute();
}
