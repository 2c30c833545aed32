import { sql, type Kysely } from 'kysely';

/**
 * The popups table as this migration left it. A migration is history: it types what it writes itself, never with
 * the live code's table types, which move on with later migrations.
 */
interface PopupRow {
  pop_id: string;
  kind: 'banner' | 'popup';
  title: string;
  content: string;
  link: string;
  link_label: string;
  image: string | null;
  audience: 'guest' | 'non_member' | 'member' | 'all';
  max_show_count: number;
  min_interval_seconds: number;
  position: number;
}

/**
 * Banners and pop-ups (contract/popups.ts), seeded with the shop's two: the welcome banner for shoppers without a
 * membership and the entrance pop-up that asks a guest what they shop for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('popups')
    .addColumn('pop_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('banner', 'popup')`))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('link_label', 'varchar(60)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)')
    .addColumn('audience', 'varchar(16)', (c) =>
      c.notNull().check(sql`audience in ('guest', 'non_member', 'member', 'all')`),
    )
    .addColumn('max_show_count', 'integer', (c) => c.notNull().check(sql`max_show_count >= 1`))
    .addColumn('min_interval_seconds', 'integer', (c) => c.notNull().check(sql`min_interval_seconds >= 0`))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ popups: PopupRow }>)
    .insertInto('popups')
    .values([
      {
        pop_id: 'welcome-2025',
        kind: 'banner',
        title: 'Your first month, on us',
        content: 'Join Tote and rent up to 6 styles at a time. Cancel anytime.',
        link: '/subscribe',
        link_label: 'Join now',
        image: null,
        audience: 'non_member',
        max_show_count: 3,
        min_interval_seconds: 86_400,
        position: 1,
      },
      {
        pop_id: 'entrance',
        kind: 'popup',
        title: 'What do you shop for?',
        content: 'Tell us your style in five quick steps and we will fill your home page with it.',
        link: '/style-survey',
        link_label: 'Take the style survey',
        image: null,
        audience: 'guest',
        max_show_count: 1,
        min_interval_seconds: 0,
        position: 2,
      },
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('popups').execute();
}
