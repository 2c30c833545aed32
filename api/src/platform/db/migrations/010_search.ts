import { sql, type Kysely } from 'kysely';

/**
 * The schema pg_trgm was created in, or null: a copy of what search/trgm.ts read when this migration was written.
 * A migration is history and imports nothing but kysely: it must not change when the live code changes.
 */
async function readTrgmSchema(db: Kysely<unknown>): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}

/**
 * Product search (search/engine.ts): product_search holds a weighted tsvector per product ('english':
 * title A, brand + categories B, colors + occasions C, description D) under a GIN index, beside
 * copies of the columns a search sorts by, so that a search without filters reads this narrow
 * table only (a search's cost grows with its matches, and products rows are twice as wide);
 * search_terms is the lexicon of known words and names, under a trigram index, for type-ahead and
 * "did you mean". refresh_product_search(ids) rebuilds both from the catalog: the seed calls it,
 * and so must anything that adds a product or changes its text (a trigger carries the rest).
 * search_log counts searches (trending), recent_searches keeps a signed-in shopper's recent keywords.
 *
 * pg_trgm is created in public when missing (not in the migrated schema: test schemas on a shared
 * server are dropped with cascade), and its operator class is named with its schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Two migrations of one database at once: the second waits, then finds the extension.
  await sql`select pg_advisory_xact_lock(72652010)`.execute(db);
  if (!(await readTrgmSchema(db))) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_namespace
      where nspname = 'public'`.execute(db);
    if (rows[0]?.n) await sql`create extension if not exists pg_trgm schema public`.execute(db);
    else await sql`create extension if not exists pg_trgm`.execute(db);
  }
  const trgm = sql.id((await readTrgmSchema(db)) ?? 'public');

  await sql`create table product_search (
    product_id integer primary key references products (id) on delete cascade,
    on_shelf boolean not null,
    rec_rank integer not null,
    price_cents integer not null,
    created_at timestamptz not null,
    document tsvector not null
  )`.execute(db);
  await sql`create index product_search_document_idx on product_search using gin (document)`.execute(db);
  // Type-ahead takes the most recommended matches: for a common word, a walk of this index stops early.
  await sql`create index product_search_rec_rank_idx on product_search (rec_rank, product_id)`.execute(db);
  // The copied columns follow the product (its text follows by refresh_product_search).
  await sql`create function product_search_follow() returns trigger language plpgsql as $$
    begin
      update product_search set on_shelf = new.on_shelf, rec_rank = new.rec_rank, price_cents = new.price_cents,
        created_at = new.created_at
        where product_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger products_search_follow after update of on_shelf, rec_rank, price_cents, created_at
    on products for each row execute function product_search_follow()`.execute(db);

  await sql`create table search_terms (
    term text primary key,
    kind text not null check (kind in ('term', 'brand', 'category', 'color', 'occasion')),
    products integer not null
  )`.execute(db);
  await sql`create index search_terms_trgm_idx on search_terms using gin (term ${trgm}.gin_trgm_ops)`.execute(db);
  await sql`create index search_terms_prefix_idx on search_terms (term text_pattern_ops)`.execute(db);

  await sql`create table search_log (
    id bigserial primary key,
    keyword text not null,
    user_id integer references users (id) on delete set null,
    device_id text,
    created_at timestamptz not null default now()
  )`.execute(db);
  // Trending reads the last days' keywords: an index-only scan.
  await sql`create index search_log_created_idx on search_log (created_at) include (keyword)`.execute(db);

  await sql`create table recent_searches (
    user_id integer not null references users (id) on delete cascade,
    keyword text not null,
    searched_at timestamptz not null default now(),
    primary key (user_id, keyword)
  )`.execute(db);
  await sql`create index recent_searches_user_idx on recent_searches (user_id, searched_at desc)`.execute(db);

  await sql`create function refresh_search_terms() returns void language sql as $$
    delete from search_terms;
    with names as (
      select lower(b.name) as term, 'brand' as kind, 1 as prio, count(p.id)::int as products
        from brands b left join products p on p.brand_id = b.id and p.on_shelf
        group by b.id
      union all
      select lower(c.name), 'category', 2, count(p.id)::int
        from categories c
        left join product_categories pc on pc.category_id = c.id
        left join products p on p.id = pc.product_id and p.on_shelf
        group by c.id
      union all
      select lower(o.name), 'occasion', 3, count(p.id)::int
        from occasions o
        left join product_occasions po on po.occasion_id = o.id
        left join products p on p.id = po.product_id and p.on_shelf
        group by o.id
      union all
      select lower(x.name), 'color', 4, count(distinct p.id)::int
        from product_colors x join products p on p.id = x.product_id and p.on_shelf
        group by lower(x.name)
    ), words as (
      select w as term, 'term' as kind, 5 as prio, count(distinct p.id)::int as products
        from products p cross join lateral regexp_split_to_table(lower(p.title), '[[:space:][:punct:]]+') w
        where p.on_shelf
        group by w
      union all
      -- The words of names, so that one misspelt word of a brand finds its word.
      select w, 'term', 6, n.products
        from names n cross join lateral regexp_split_to_table(n.term, '[[:space:][:punct:]]+') w
        where n.term ~ '[[:space:][:punct:]]'
    )
    insert into search_terms (term, kind, products)
    select distinct on (term) term, kind, products
      from (select * from names union all select * from words) t
      where length(term) >= 2 and products > 0
      order by term, prio, products desc;
  $$`.execute(db);

  await sql`create function refresh_product_search(ids integer[] default null) returns void language sql as $$
    insert into product_search (product_id, on_shelf, rec_rank, price_cents, created_at, document)
    select p.id, p.on_shelf, p.rec_rank, p.price_cents, p.created_at,
        setweight(to_tsvector('english', p.title), 'A')
        || setweight(to_tsvector('english', b.name || ' ' || coalesce(cat.names, '')), 'B')
        || setweight(to_tsvector('english', coalesce(col.names, '') || ' ' || coalesce(occ.names, '')), 'C')
        || setweight(to_tsvector('english', p.description), 'D')
      from products p
      join brands b on b.id = p.brand_id
      left join lateral (select string_agg(c.name, ' ') as names from product_categories pc
        join categories c on c.id = pc.category_id where pc.product_id = p.id) cat on true
      left join lateral (select string_agg(distinct x.name, ' ') as names from product_colors x
        where x.product_id = p.id) col on true
      left join lateral (select string_agg(o.name, ' ') as names from product_occasions po
        join occasions o on o.id = po.occasion_id where po.product_id = p.id) occ on true
      where ids is null or p.id = any (ids)
      -- Stored by category: a search for a category's word reads a quarter of the pages.
      order by p.category_id, p.id
    on conflict (product_id) do update set on_shelf = excluded.on_shelf, rec_rank = excluded.rec_rank,
      price_cents = excluded.price_cents, created_at = excluded.created_at, document = excluded.document;
    select refresh_search_terms();
  $$`.execute(db);

  // A database that already holds products gets its index now.
  await sql`select refresh_product_search()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists products_search_follow on products`.execute(db);
  for (const fn of ['refresh_product_search(integer[])', 'refresh_search_terms()', 'product_search_follow()'])
    await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
  for (const t of ['recent_searches', 'search_log', 'search_terms', 'product_search'])
    await db.schema.dropTable(t).ifExists().execute();
}
