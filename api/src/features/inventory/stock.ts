/**
 * SKU stock changes. Every path that changes a SKU's stock (the /inventory/stock endpoint today;
 * returns and orders later) goes through setSkuStock, so the back-in-stock mails go out whenever
 * a size comes back (stock 0 → more): the pending requests are marked notified in the stock
 * change's transaction, and mailed after it commits (a failed mail makes its request pending again).
 */
import type { StockChange } from '@tote/contract/tracking';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import {
  backInStockMail,
  restorePendingRequest,
  takePendingRequests,
  type NotifiedRequest,
  type RestockedSku,
} from './back-in-stock.js';

export interface StockMailOptions {
  /** Origin of the web shop, for the product link in the mail. */
  webOrigin: string;
  /** Told about a mail that could not be sent (the request stays pending). */
  onMailError?: (err: unknown, to: string) => void;
}

export async function setSkuStock(
  db: Db,
  mailer: Mailer,
  code: string,
  stock: number,
  opts: StockMailOptions,
): Promise<StockChange> {
  const { change, sku, skuId, requests } = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('skus as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .innerJoin('product_colors as c', 'c.id', 's.color_id')
      .select([
        's.id',
        's.code',
        's.stock',
        's.size_label',
        's.product_id',
        's.color_id',
        'p.title',
        'c.name as color_name',
      ])
      .where('s.code', '=', code)
      .forUpdate('s')
      .executeTakeFirst();
    if (!row) throw notFound(`SKU ${code}`);
    await trx.updateTable('skus').set({ stock }).where('id', '=', row.id).execute();
    const restocked = row.stock === 0 && stock > 0;
    return {
      change: { sku: row.code, stock, previousStock: row.stock },
      sku: {
        productId: row.product_id,
        colorId: row.color_id,
        title: row.title,
        size: row.size_label,
        colorName: row.color_name,
      } satisfies RestockedSku,
      skuId: row.id,
      requests: restocked ? await takePendingRequests(trx, row.id) : [],
    };
  });
  const notified = await mailRequests(db, mailer, opts, sku, skuId, requests);
  return { ...change, notified };
}

async function mailRequests(
  db: Db,
  mailer: Mailer,
  opts: StockMailOptions,
  sku: RestockedSku,
  skuId: number,
  requests: NotifiedRequest[],
): Promise<number> {
  let sent = 0;
  for (const req of requests) {
    if (!req.wantsMail) continue; // the request is used up all the same: the user turned these mails off
    try {
      await mailer.send(backInStockMail(opts.webOrigin, sku, req));
      sent++;
    } catch (err) {
      opts.onMailError?.(err, req.email);
      await restorePendingRequest(db, skuId, req.userId);
    }
  }
  return sent;
}
