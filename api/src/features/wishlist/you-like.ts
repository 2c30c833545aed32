/**
 * /basic/productListByYouLike: on-shelf products like the ones the user showed interest in.
 *
 * Signals: the brands and (primary) categories of the saved products, the Tote's products and the
 * 20 most recently viewed, plus the followed brands. A product matching a signal brand and/or
 * category scores 1 or 2. The style survey's answers are signals too: its brand crushes, and the
 * categories its vibes favour (survey/choices.ts). Candidates are available now — in one of the user's profile sizes of
 * the product's department (clothing or shoes) when the user set any — and neither saved nor in
 * the Tote. Matches come first (score, then the recommended rank), then editors' picks (by pick
 * rank) top the row up; product id breaks ties, so the order is deterministic. `exclude` (the product on view,
 * the items of the page's other rows) is left out before paging, so the row stays full.
 * One statement: the page's ids and the total together. The signals are joined to the candidates (brands and
 * categories are distinct sets), not probed per candidate: a hashed subplan for each of the score's tests cost ~18 %
 * more in PostgreSQL, where this statement is most of a product page's time (#35).
 */
import { sql } from 'kysely';
import type { Page, ProductCard } from '@tote/contract/catalog';
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import { loadCards, page, pageWindow } from '../catalog/index.js';
import type { PagingInput } from '@tote/contract/params';
import { VIBES } from '../survey/index.js';

export const YOU_LIKE_PAGE_SIZE = 12;
const RECENT_SIGNALS = 20;
/** Each vibe's categories as two parallel arrays, for unnest in SQL. */
const VIBE_IDS = VIBES.flatMap((v) => v.categories.map(() => v.optionId));
const VIBE_CATEGORIES = VIBES.flatMap((v) => v.categories);

/**
 * "In stock (in one of the user's sizes of the product's department)" on `ps` (product_search, whose sizes_in_stock
 * the skus triggers keep: migration 012) and `c` (the category): one array test per product, where probing its SKUs
 * cost an index scan per candidate (most of the statement). For a user without sizes, a statement of its own, so
 * that PostgreSQL can keep one plan for it (with the sizes as parameters it plans every call afresh: ~1.2 ms).
 */
function inStock(user: Pick<UserRow, 'clothing_sizes' | 'shoe_sizes'>) {
  if (!user.clothing_sizes.length && !user.shoe_sizes.length) return sql`ps.sizes_in_stock <> '{}'`;
  const inSizes = (sizes: string[]) =>
    sql`case when cardinality(${sizes}::text[]) = 0 then ps.sizes_in_stock <> '{}'
             else ps.sizes_in_stock && ${sizes}::text[] end`;
  return sql`case when c.group_name = 'shoes' then ${inSizes(user.shoe_sizes)}
                   else ${inSizes(user.clothing_sizes)} end`;
}

export async function youLikePage(
  db: Db,
  user: Pick<UserRow, 'id' | 'clothing_sizes' | 'shoe_sizes'>,
  p: PagingInput,
  exclude: readonly number[] = [],
): Promise<Page<ProductCard>> {
  const w = pageWindow({ ...p, pageSize: p.pageSize ?? YOU_LIKE_PAGE_SIZE });
  const u = user.id;
  const { rows } = await sql<{ ids: number[] | null; total: number }>`
    with mine as (
      select product_id from wishlist_products where user_id = ${u}
      union
      select s.product_id from tote_items t join skus s on s.id = t.sku_id where t.user_id = ${u}
    ),
    recent as (
      select product_id from recently_viewed where user_id = ${u}
       order by viewed_at desc, product_id desc limit ${RECENT_SIGNALS}
    ),
    liked as (
      select brand_id, category_id from products
       where id = any(array(select product_id from mine union select product_id from recent))
    ),
    survey as (select vibe_ids, brand_ids from style_surveys where user_id = ${u}),
    brands as (
      select brand_id from liked
      union select brand_id from wishlist_brands where user_id = ${u}
      union select unnest(brand_ids) from survey
    ),
    cats as (
      select category_id from liked
      union
      select c.id from unnest(${VIBE_IDS}::int[], ${VIBE_CATEGORIES}::text[]) as v(vibe_id, code)
        join categories c on c.code = v.code
       where v.vibe_id = any(coalesce((select vibe_ids from survey), '{}'))
    ),
    candidates as (
      select p.id, p.rec_rank, p.editor_pick_rank,
             (b.brand_id is not null)::int + (k.category_id is not null)::int as score
        from products p join categories c on c.id = p.category_id join product_search ps on ps.product_id = p.id
        left join brands b on b.brand_id = p.brand_id
        left join cats k on k.category_id = p.category_id
       where p.on_shelf
         and not exists (select from mine where mine.product_id = p.id)
         and p.id <> all(${[...exclude]}::int[])
         and ${inStock(user)}
    ),
    ranked as (
      select id, score, case when score > 0 then rec_rank else editor_pick_rank end as rank
        from candidates where score > 0 or editor_pick_rank is not null
    )
    select array(select id from ranked order by score desc, rank, id limit ${w.pageSize} offset ${w.offset}) as ids,
           (select count(*)::int from ranked) as total`.execute(db);
  const row = rows[0];
  return page(await loadCards(db, row?.ids ?? []), Number(row?.total ?? 0), w);
}
