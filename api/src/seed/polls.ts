/**
 * Demo product polls (issue 13): each asks between the best-ranked on-shelf products of one category.
 * Idempotent: seeds only when there are no polls.
 */
import type { Db } from '../platform/db/schema.js';

const DEMO_POLLS: { title: string; description: string; category: string }[] = [
  {
    title: 'Which dress should we stock more of?',
    description: 'Vote and see what other members chose.',
    category: 'DRESSES',
  },
  { title: 'Your next jacket', description: 'Pick the one you would rent first.', category: 'JACKETS_COATS' },
  { title: 'Heels of the season', description: 'Help us choose which heels join the spring edit.', category: 'HEELS' },
];
const OPTIONS_PER_POLL = 3;

export async function seedPolls(db: Db): Promise<void> {
  const any = await db.selectFrom('polls').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db.transaction().execute(async (trx) => {
    for (const p of DEMO_POLLS) {
      const products = await trx
        .selectFrom('products as pr')
        .innerJoin('categories as c', 'c.id', 'pr.category_id')
        .where('c.code', '=', p.category)
        .where('pr.on_shelf', '=', true)
        .orderBy('pr.rec_rank')
        .orderBy('pr.id')
        .limit(OPTIONS_PER_POLL)
        .select('pr.id')
        .execute();
      if (products.length < 2) continue;
      const poll = await trx
        .insertInto('polls')
        .values({ title: p.title, description: p.description })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('poll_options')
        .values(products.map((pr, position) => ({ poll_id: poll.id, product_id: pr.id, position })))
        .execute();
    }
  });
}
