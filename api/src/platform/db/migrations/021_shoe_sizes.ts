import { sql, type Kysely } from 'kysely';

/**
 * users.shoe_sizes: the profile form offered its own list ("US 8-8.5"); it now stores the shop's one list of
 * labels (contract/sizes.ts, "US 8" … "US 12"), the same as the catalog's. A stored range becomes the label of
 * its first size ("US 12-13.5" → "US 12"), in size order, without repeats.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteShoeSizes(db);
}

/** Each user's shoe sizes as labels of the list, in size order (13 and up fold into "US 12", the 12–13.5 size). */
export async function rewriteShoeSizes(db: Kysely<unknown>): Promise<void> {
  await sql`
    update users set shoe_sizes = coalesce(
      (select jsonb_agg('US ' || n order by n)
         from (select distinct least(substring(value from '^US ([0-9]{1,2})')::int, 12) as n
                 from jsonb_array_elements_text(users.shoe_sizes)) sizes
        where n between 5 and 12),
      '[]'::jsonb)
    where shoe_sizes <> '[]'::jsonb
  `.execute(db);
}

export async function down(): Promise<void> {
  // The old range labels cannot be told back from the new ones; nothing to undo.
}
