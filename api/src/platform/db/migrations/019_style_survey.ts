import { sql, type Kysely } from 'kysely';

/**
 * The style survey (issue 13; contract/survey.ts): one row per member with the answers of steps 1, 2, 4
 * and 5 (step 3, size and fit, is the profile's sizes). Empty arrays and nulls are "not answered".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('style_surveys')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('vibe_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('brand_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('occupation', 'text')
    .addColumn('spend', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('style_surveys').execute();
}
