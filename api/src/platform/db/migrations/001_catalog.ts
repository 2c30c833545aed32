import { sql, type Kysely } from 'kysely';

/** The catalog: brands, taxonomy, products with colors, images and SKUs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('brands_name_idx').on('brands').column('name').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull().check(sql`group_name in ('clothing', 'shoes')`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  for (const table of ['collections', 'occasions'] as const) {
    let t = db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0));
    if (table === 'collections') t = t.addColumn('is_dynamic', 'boolean', (c) => c.notNull().defaultTo(false));
    await t.execute();
  }

  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('original_price_cents', 'integer', (c) => c.notNull().check(sql`original_price_cents >= 0`))
    .addColumn('rental_price_cents', 'integer', (c) => c.notNull().check(sql`rental_price_cents >= 0`))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('on_shelf', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('rec_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('editor_pick_rank', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // List queries always filter on_shelf and sort by one of these, with id as the tie-breaker.
  await db.schema
    .createIndex('products_shelf_rank_idx')
    .on('products')
    .columns(['on_shelf', 'rec_rank', 'id'])
    .execute();
  await db.schema
    .createIndex('products_shelf_price_idx')
    .on('products')
    .columns(['on_shelf', 'price_cents', 'id'])
    .execute();
  await db.schema
    .createIndex('products_shelf_created_idx')
    .on('products')
    .columns(['on_shelf', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('products_brand_idx').on('products').columns(['brand_id', 'rec_rank']).execute();
  await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'rec_rank']).execute();
  await db.schema
    .createIndex('products_new_idx')
    .on('products')
    .columns(['created_at'])
    .where(sql.ref('is_new'), '=', true)
    .execute();
  await db.schema
    .createIndex('products_pick_idx')
    .on('products')
    .column('editor_pick_rank')
    .where('editor_pick_rank', 'is not', null)
    .execute();

  const joins = [
    ['product_categories', 'category_id', 'categories'],
    ['product_collections', 'collection_id', 'collections'],
    ['product_occasions', 'occasion_id', 'occasions'],
  ] as const;
  for (const [table, col, ref] of joins) {
    await db.schema
      .createTable(table)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn(col, 'integer', (c) => c.notNull().references(`${ref}.id`).onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['product_id', col])
      .execute();
    // The reverse direction: "products in category/collection/occasion X".
    await db.schema.createIndex(`${table}_${col}_idx`).on(table).columns([col, 'product_id']).execute();
  }

  await db.schema
    .createTable('product_colors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hex', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_colors_product_idx')
    .on('product_colors')
    .columns(['product_id', 'position'])
    .execute();
  await db.schema.createIndex('product_colors_name_idx').on('product_colors').columns(['name', 'product_id']).execute();

  await db.schema
    .createTable('product_images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('color_id', 'integer', (c) => c.notNull().references('product_colors.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_images_product_idx')
    .on('product_images')
    .columns(['product_id', 'color_id', 'position'])
    .execute();

  await db.schema
    .createTable('skus')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('color_id', 'integer', (c) => c.notNull().references('product_colors.id').onDelete('cascade'))
    .addColumn('size_label', 'text', (c) => c.notNull())
    .addColumn('size_position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .execute();
  await db.schema
    .createIndex('skus_product_idx')
    .on('skus')
    .columns(['product_id', 'color_id', 'size_position'])
    .execute();
  await db.schema.createIndex('skus_size_idx').on('skus').columns(['size_label', 'product_id']).execute();
  await db.schema
    .createIndex('skus_in_stock_idx')
    .on('skus')
    .column('product_id')
    .where(sql.ref('stock'), '>', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'skus',
    'product_images',
    'product_colors',
    'product_occasions',
    'product_collections',
    'product_categories',
    'products',
    'occasions',
    'collections',
    'categories',
    'brands',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
