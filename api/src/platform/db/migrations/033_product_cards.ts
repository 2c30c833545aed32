import { sql, type Kysely } from 'kysely';

/**
 * A product card's lists, built once (catalog/cards.ts): its categories (primary first) and its colors with their
 * images, as the JSON a card shows. Reading a page of cards was five correlated subqueries per card (categories,
 * colors, and per color its images); it is now one row per card. The product's own columns, its brand and its
 * stock (which changes with every order) are still read live.
 *
 * Kept in step by statement-level triggers (transition tables) in the changing transaction: a change of a product's
 * categories, colors or images, of a category, or of a product's primary category rebuilds the cards of the
 * products it touched; a new product gets its card. A deleted product's card goes with it (on delete cascade).
 */
const CARD_LISTS = sql`
  select p.id,
    (select json_agg(json_build_object('categoryId', c.id, 'code', c.code, 'name', c.name, 'group', c.group_name)
                     order by (c.id = p.category_id) desc, pc.position)
       from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = p.id) as categories,
    (select json_agg(json_build_object('colorId', col.id, 'name', col.name, 'hex', col.hex, 'imageSets',
              (select coalesce(json_agg(json_build_object('url', i.url, 'alt', i.alt) order by i.position), '[]'::json)
                 from product_images i where i.product_id = p.id and i.color_id = col.id))
            order by col.position)
       from product_colors col where col.product_id = p.id) as colors
  from products p`;

/** [table, operation, the changed products' ids from its transition table(s)] */
const TRIGGERS = [
  ['products', 'insert', sql`select id from pc_new`],
  [
    'products',
    'update',
    sql`select n.id from pc_new n join pc_old o on o.id = n.id 
    where n.category_id <> o.category_id`,
  ],
  ['product_categories', 'insert', sql`select product_id from pc_new`],
  ['product_categories', 'update', sql`select product_id from pc_new union select product_id from pc_old`],
  ['product_categories', 'delete', sql`select product_id from pc_old`],
  [
    'categories',
    'update',
    sql`select x.product_id from product_categories x
    where x.category_id in (select id from pc_new)`,
  ],
  ['product_colors', 'insert', sql`select product_id from pc_new`],
  ['product_colors', 'update', sql`select product_id from pc_new union select product_id from pc_old`],
  ['product_colors', 'delete', sql`select product_id from pc_old`],
  ['product_images', 'insert', sql`select product_id from pc_new`],
  ['product_images', 'update', sql`select product_id from pc_new union select product_id from pc_old`],
  ['product_images', 'delete', sql`select product_id from pc_old`],
] as const;

const fn = (table: string, op: string) => `product_cards_${table}_${op}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table product_cards (
    product_id integer primary key references products (id) on delete cascade,
    categories json,
    colors json
  )`.execute(db);
  await sql`create function refresh_product_cards(ids integer[]) returns void language sql as $$
    insert into product_cards (product_id, categories, colors)
    select * from (${CARD_LISTS} where p.id = any(ids)) x
    on conflict (product_id) do update set categories = excluded.categories, colors = excluded.colors
  $$`.execute(db);
  await sql`insert into product_cards (product_id, categories, colors) ${CARD_LISTS}`.execute(db);
  for (const [table, op, ids] of TRIGGERS) {
    const referencing =
      op === 'update'
        ? sql`referencing old table as pc_old new table as pc_new`
        : op === 'insert'
          ? sql`referencing new table as pc_new`
          : sql`referencing old table as pc_old`;
    await sql`create function ${sql.id(fn(table, op))}() returns trigger language plpgsql as $$
      begin
        perform refresh_product_cards(array(select distinct t.id from (${ids}) as t(id)));
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.id(fn(table, op))} after ${sql.raw(op)} on ${sql.id(table)}
      ${referencing} for each statement execute function ${sql.id(fn(table, op))}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, op] of TRIGGERS) {
    await sql`drop trigger if exists ${sql.id(fn(table, op))} on ${sql.id(table)}`.execute(db);
    await sql`drop function if exists ${sql.id(fn(table, op))}()`.execute(db);
  }
  await sql`drop function if exists refresh_product_cards(integer[])`.execute(db);
  await sql`drop table if exists product_cards`.execute(db);
}
