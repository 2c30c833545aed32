import { sql, type Kysely } from 'kysely';

/**
 * The AI shopping assistant (issue 10). Everything is kept per owner: 'user:<id>' for a signed-in
 * shopper, 'device:<id>' for a guest (the device id header). user_id is there so that deleting a
 * user deletes their conversation too.
 * - ai_messages: finished chat messages, the shopper's turns and the assistant's replies, in order (seq).
 * - ai_asked: what the shopper typed, for /ai/history/list.
 * - ai_behaviors: /ai/minibot_agent/behavior events (view_pdp makes a product "this one").
 * - ai_trial_usage: messages sent under the trial limit; kept when the history is cleared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('elements', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ai_messages_owner_idx').on('ai_messages').columns(['owner', 'seq']).execute();

  await db.schema
    .createTable('ai_asked')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ai_asked_owner_idx').on('ai_asked').columns(['owner', 'id']).execute();

  await db.schema
    .createTable('ai_behaviors')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('shop_product_id', 'integer') // no foreign key: events outlive products
    .addColumn('color_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ai_behaviors_owner_idx')
    .on('ai_behaviors')
    .columns(['owner', 'event_type', 'id'])
    .execute();

  await db.schema
    .createTable('ai_trial_usage')
    .addColumn('owner', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['ai_trial_usage', 'ai_behaviors', 'ai_asked', 'ai_messages'])
    await db.schema.dropTable(t).ifExists().execute();
}
