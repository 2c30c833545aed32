import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Search filters without joins (search/filters.ts): product_search gets copies of what a listing
 * filters on, so that a filtered search reads product_search only instead of probing skus,
 * product_colors and product_categories per match: brand_id, category_ids (product_categories),
 * colors (product_colors' names, lower case), sizes (every size label of the product's SKUs) and
 * sizes_in_stock (those with stock > 0).
 *
 * refresh_product_search fills them with the document, so they follow the catalog as the document
 * does (a refresh after a change of text, categories or colors); besides, brand_id follows the
 * product by the products trigger, and the sizes follow the SKUs by triggers on skus, in the
 * changing transaction, so that the next search sees a stock change. The skus triggers are per
 * statement (transition tables), so a bulk insert of SKUs costs one pass; on an update they act
 * only when a stock crosses zero or a SKU changes size or product, and they write only what
 * changed. They lock the product_search rows in product order: code changing the stock of several
 * SKUs in one transaction goes in (product, SKU) order.
 *
 * Type-ahead's pool (search/type-ahead.ts) takes the matches among the most recommended on-shelf
 * products, in that order: for a common word a walk of product_search_pool_idx, which covers it (an
 * index-only scan, no heap page per product); the walk's bound, the QUICK_SCAN-th product, comes from
 * the narrow product_search_rank_idx. They replace product_search_rec_rank_idx. Their predicate is
 * type_ahead (= on_shelf), which only the pool's query names: the planner, which counts a document
 * test as nearly free, would otherwise scan the covering index whole (it holds every document) for a
 * search's matches rather than asking the GIN index, at four times the cost.
 */

/** The size labels of `product`'s SKUs, and those in stock: one row. */
const sizesOf = (product: RawBuilder<unknown>) => sql`select coalesce(array_agg(distinct k.size_label), '{}') as sizes,
    coalesce(array_agg(distinct k.size_label) filter (where k.stock > 0), '{}') as in_stock
    from skus k where k.product_id = ${product}`;

/**
 * The filter columns of product `p`: lateral subqueries f_cat, f_col and f_size (no column may be
 * named `ids`: inside refresh_product_search it would hide the parameter).
 */
const FILTER_JOINS = sql`
      left join lateral (select array_agg(pc.category_id order by pc.category_id) as list
        from product_categories pc where pc.product_id = p.id) f_cat on true
      left join lateral (select array_agg(distinct lower(x.name)) as names
        from product_colors x where x.product_id = p.id) f_col on true
      cross join lateral (${sizesOf(sql`p.id`)}) f_size`;
const FILTER_COLUMNS = sql`brand_id, category_ids, colors, sizes, sizes_in_stock`;
const FILTER_VALUES = sql`p.brand_id, coalesce(f_cat.list, '{}'), coalesce(f_col.names, '{}'), f_size.sizes,
      f_size.in_stock`;

/**
 * refresh_product_search as migration 010 made it, or (`filters`) with the filter columns and with
 * its category and occasion names in id order. Without an order string_agg took them as the plan
 * delivered them, and the plan changes with the planner's costs (random_page_cost, db/index.ts) and
 * the catalog's size: so did the words' positions in the document, and with them the rank of a
 * search of several words. Id order is the order the seed's catalog (1,200 products) had.
 */
function refreshProductSearch(filters: boolean): RawBuilder<unknown> {
  const opt = (s: RawBuilder<unknown>) => (filters ? s : sql``);
  return sql`create or replace function refresh_product_search(ids integer[] default null) returns void
    language sql as $$
    insert into product_search (product_id, on_shelf, rec_rank, price_cents, created_at, ${opt(sql`${FILTER_COLUMNS},`)}
      document)
    select p.id, p.on_shelf, p.rec_rank, p.price_cents, p.created_at, ${opt(sql`${FILTER_VALUES},`)}
        setweight(to_tsvector('english', p.title), 'A')
        || setweight(to_tsvector('english', b.name || ' ' || coalesce(cat.names, '')), 'B')
        || setweight(to_tsvector('english', coalesce(col.names, '') || ' ' || coalesce(occ.names, '')), 'C')
        || setweight(to_tsvector('english', p.description), 'D')
      from products p
      join brands b on b.id = p.brand_id
      left join lateral (select string_agg(c.name, ' '${opt(sql` order by c.id`)}) as names from product_categories pc
        join categories c on c.id = pc.category_id where pc.product_id = p.id) cat on true
      left join lateral (select string_agg(distinct x.name, ' ') as names from product_colors x
        where x.product_id = p.id) col on true
      left join lateral (select string_agg(o.name, ' '${opt(sql` order by o.id`)}) as names from product_occasions po
        join occasions o on o.id = po.occasion_id where po.product_id = p.id) occ on true
      ${opt(FILTER_JOINS)}
      where ids is null or p.id = any (ids)
      -- Stored by category: a search for a category's word reads a quarter of the pages.
      order by p.category_id, p.id
    on conflict (product_id) do update set on_shelf = excluded.on_shelf, rec_rank = excluded.rec_rank,
      price_cents = excluded.price_cents, created_at = excluded.created_at, ${opt(sql`brand_id = excluded.brand_id,
      category_ids = excluded.category_ids, colors = excluded.colors, sizes = excluded.sizes,
      sizes_in_stock = excluded.sizes_in_stock,`)} document = excluded.document;
    select refresh_search_terms();
  $$`;
}

/** product_search_follow (the products trigger's function), with brand_id or as 010 made it. */
function followProducts(brand: boolean): RawBuilder<unknown> {
  return sql`create or replace function product_search_follow() returns trigger language plpgsql as $$
    begin
      update product_search set on_shelf = new.on_shelf, rec_rank = new.rec_rank, price_cents = new.price_cents,
        created_at = new.created_at ${brand ? sql`, brand_id = new.brand_id` : sql``}
        where product_id = new.id;
      return null;
    end $$`;
}

const SKU_TRIGGERS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table product_search
    add column brand_id integer not null default 0,
    add column category_ids integer[] not null default '{}',
    add column colors text[] not null default '{}',
    add column sizes text[] not null default '{}',
    add column sizes_in_stock text[] not null default '{}',
    add column type_ahead boolean generated always as (on_shelf) stored`.execute(db);
  await sql`alter table product_search alter column brand_id drop default`.execute(db);
  // A database that already holds products gets its filter columns now (its documents stay).
  await sql`update product_search s set (${FILTER_COLUMNS}) = (select ${FILTER_VALUES} from products p ${FILTER_JOINS}
    where p.id = s.product_id)`.execute(db);
  await refreshProductSearch(true).execute(db);

  await followProducts(true).execute(db);
  await sql`drop trigger products_search_follow on products`.execute(db);
  await sql`create trigger products_search_follow
    after update of on_shelf, rec_rank, price_cents, created_at, brand_id
    on products for each row execute function product_search_follow()`.execute(db);

  await sql`create function refresh_product_sizes(ids integer[]) returns void language plpgsql as $$
    begin
      -- Locked first, in product order; the next statement reads the skus with a new snapshot, so a
      -- transaction that waited here sees the stock the other one committed (no lost update).
      perform 1 from product_search where product_id = any (ids) order by product_id for update;
      update product_search s set sizes = z.sizes, sizes_in_stock = z.in_stock
        from (select i.id, f.* from unnest(ids) i (id) cross join lateral (${sizesOf(sql`i.id`)}) f) z
        where s.product_id = z.id and (s.sizes, s.sizes_in_stock) is distinct from (z.sizes, z.in_stock);
    end $$`.execute(db);
  await sql`create function product_search_follow_skus() returns trigger language plpgsql as $$
    declare
      ids integer[];
    begin
      if TG_OP = 'UPDATE' then
        select array_agg(distinct x.id order by x.id) into ids from (
          select unnest(array[o.product_id, n.product_id]) as id
            from search_skus_new n join search_skus_old o on o.id = n.id
           where (o.stock > 0) <> (n.stock > 0) or o.size_label <> n.size_label or o.product_id <> n.product_id) x;
      elsif TG_OP = 'INSERT' then
        select array_agg(distinct product_id order by product_id) into ids from search_skus_new;
      else
        select array_agg(distinct product_id order by product_id) into ids from search_skus_old;
      end if;
      if ids is not null then
        perform refresh_product_sizes(ids);
      end if;
      return null;
    end $$`.execute(db);
  for (const op of SKU_TRIGGERS) {
    const referencing =
      op === 'update'
        ? sql`referencing old table as search_skus_old new table as search_skus_new`
        : op === 'insert'
          ? sql`referencing new table as search_skus_new`
          : sql`referencing old table as search_skus_old`;
    await sql`create trigger ${sql.id(`skus_search_${op}`)} after ${sql.raw(op)} on skus
      ${referencing} for each statement execute function product_search_follow_skus()`.execute(db);
  }

  await sql`create index product_search_pool_idx on product_search (rec_rank, product_id) include (document)
    where type_ahead`.execute(db);
  await sql`create index product_search_rank_idx on product_search (rec_rank, product_id) where type_ahead`.execute(db);
  await sql`drop index product_search_rec_rank_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index product_search_rec_rank_idx on product_search (rec_rank, product_id)`.execute(db);
  await sql`drop index if exists product_search_pool_idx`.execute(db);
  await sql`drop index if exists product_search_rank_idx`.execute(db);
  for (const op of SKU_TRIGGERS) await sql`drop trigger if exists ${sql.id(`skus_search_${op}`)} on skus`.execute(db);
  await sql`drop function if exists product_search_follow_skus()`.execute(db);
  await sql`drop function if exists refresh_product_sizes(integer[])`.execute(db);
  await sql`drop trigger products_search_follow on products`.execute(db);
  await sql`create trigger products_search_follow after update of on_shelf, rec_rank, price_cents, created_at
    on products for each row execute function product_search_follow()`.execute(db);
  await followProducts(false).execute(db);
  await refreshProductSearch(false).execute(db);
  const columns = ['brand_id', 'category_ids', 'colors', 'sizes', 'sizes_in_stock', 'type_ahead'];
  const drops = columns.map((c) => sql`drop column if exists ${sql.id(c)}`);
  await sql`alter table product_search ${sql.join(drops)}`.execute(db);
}
