import { sql, type Kysely } from 'kysely';

/**
 * The catalog change feed (catalog-events/, contract/catalog-events.ts): every committed change of
 * products or skus rows is announced on the channel `catalog_changes`, whoever made it (the stock
 * endpoint, an order taking stock, a cancelled order giving it back, a script), so that gateways can
 * drop what they cached about it. One notification per statement, as JSON:
 * { schema, products: [shop product ids], lists }, where `lists` says that which products a list
 * holds may have changed: a size's stock went from 0 to more or back (the "available now" filters),
 * or a product row changed (price, text, shelf), or rows were added or removed. A SKU's stock moving
 * between two positive numbers changes its product alone. `schema` lets a listener ignore another
 * schema's changes on a shared server (notifications are per database). Statement-level triggers
 * with transition tables: a bulk update sends one notification, and more than MAX_IDS products
 * become `products: [], lists: true` (a payload must stay under 8,000 bytes).
 */
const MAX_IDS = 500;

const TRIGGERS = [
  ['skus', 'update'],
  ['skus', 'insert'],
  ['skus', 'delete'],
  ['products', 'update'],
  ['products', 'insert'],
  ['products', 'delete'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function catalog_changes_notify() returns trigger language plpgsql as $$
    declare
      ids integer[];
      lists boolean := true;
    begin
      if TG_TABLE_NAME = 'skus' and TG_OP = 'UPDATE' then
        select array_agg(distinct x.product_id), bool_or(x.lists) into ids, lists from (
          select unnest(array[o.product_id, n.product_id]) as product_id,
                 (o.stock > 0) <> (n.stock > 0)
                   or (o.product_id, o.color_id, o.size_label) is distinct from (n.product_id, n.color_id, n.size_label)
                   as lists
            from catalog_new n join catalog_old o on o.id = n.id
           where n is distinct from o) x;
      elsif TG_TABLE_NAME = 'skus' and TG_OP = 'INSERT' then
        select array_agg(distinct product_id) into ids from catalog_new;
      elsif TG_TABLE_NAME = 'skus' then
        select array_agg(distinct product_id) into ids from catalog_old;
      elsif TG_OP = 'UPDATE' then
        select array_agg(n.id) into ids from catalog_new n join catalog_old o on o.id = n.id where n is distinct from o;
      elsif TG_OP = 'INSERT' then
        select array_agg(id) into ids from catalog_new;
      else
        select array_agg(id) into ids from catalog_old;
      end if;
      if ids is null then
        return null;
      end if;
      if cardinality(ids) > ${sql.lit(MAX_IDS)} then
        ids := '{}';
        lists := true;
      end if;
      perform pg_notify('catalog_changes',
        json_build_object('schema', TG_TABLE_SCHEMA, 'products', ids, 'lists', lists)::text);
      return null;
    end $$`.execute(db);

  for (const [table, op] of TRIGGERS) {
    // A transition table per trigger event: an update sees both, an insert the new rows, a delete the old.
    const referencing =
      op === 'update'
        ? sql`referencing old table as catalog_old new table as catalog_new`
        : op === 'insert'
          ? sql`referencing new table as catalog_new`
          : sql`referencing old table as catalog_old`;
    await sql`create trigger ${sql.id(`${table}_catalog_${op}`)} after ${sql.raw(op)} on ${sql.id(table)}
      ${referencing} for each statement execute function catalog_changes_notify()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, op] of TRIGGERS)
    await sql`drop trigger if exists ${sql.id(`${table}_catalog_${op}`)} on ${sql.id(table)}`.execute(db);
  await sql`drop function if exists catalog_changes_notify()`.execute(db);
}
