/** SKUs the stock tests may move between 0 and a few units, and the calls they make. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { StockChange } from '@tote/contract/tracking';
import type { Db } from '../src/platform/db/schema.js';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import type { TestSku } from './tote-helpers.js';

export type QuietSku = TestSku & { size_label: string; title: string };

/**
 * Sold-out SKUs whose product keeps another SKU of the same size with stock ≥ 5, so that moving
 * their stock between 0 and 5 changes no product's or size's availability seen by other test
 * files (they share the database on PostgreSQL). Taken from the end of the catalog, from `offset` on (each file
 * its own).
 */
export async function quietSoldOutSkus(db: Db, n: number, offset = 0): Promise<QuietSku[]> {
  const { rows } = await sql<QuietSku>`
    select s.id, s.code, s.product_id, s.color_id, s.stock, s.size_label, p.title
      from skus s join products p on p.id = s.product_id
     where p.on_shelf and s.stock = 0
       and exists (select 1 from skus o
                    where o.product_id = s.product_id and o.size_label = s.size_label and o.stock >= 5)
     order by s.product_id desc, s.id
     limit ${n} offset ${offset}`.execute(db);
  return rows;
}

/** /inventory/stock on `app` (outside production without ADMIN_KEY: no key needed). */
export const setStock = async (app: FastifyInstance, sku: string, stock: number): Promise<StockChange> =>
  data(await call<StockChange>(app, '/v1/inventory/stock', { sku, stock }));
