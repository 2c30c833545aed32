/**
 * SKU stock changes. Paths that set a SKU's stock (the /inventory/stock endpoint, a returned rental inspected
 * fine: fulfilment's webhook) go through changeSkuStock and notifyRestocked, so the back-in-stock mails go out whenever
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

/** A stock change made in a transaction, whose back-in-stock mails go out once it commits (notifyRestocked). */
export interface PendingRestock {
  change: Omit<StockChange, 'notified'>;
  sku: RestockedSku;
  skuId: number;
  requests: NotifiedRequest[];
}

/**
 * Sets the SKU's stock to `to(current)` in `trx` (its row locked): a size back from 0 takes its pending
 * back-in-stock requests, which notifyRestocked mails after the transaction commits.
 */
export async function changeSkuStock(
  trx: Db,
  sku: { code: string } | { id: number },
  to: (current: number) => number,
): Promise<PendingRestock> {
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
    .where((eb) => ('code' in sku ? eb('s.code', '=', sku.code) : eb('s.id', '=', sku.id)))
    .forUpdate('s')
    .executeTakeFirst();
  if (!row) throw notFound(`SKU ${'code' in sku ? sku.code : sku.id}`);
  const stock = to(row.stock);
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
    },
    skuId: row.id,
    requests: restocked ? await takePendingRequests(trx, row.id) : [],
  };
}

/** After the stock change committed: mails its back-in-stock requests; answers how many went out. */
export const notifyRestocked = (db: Db, mailer: Mailer, opts: StockMailOptions, pending: PendingRestock) =>
  mailRequests(db, mailer, opts, pending.sku, pending.skuId, pending.requests);

export async function setSkuStock(
  db: Db,
  mailer: Mailer,
  code: string,
  stock: number,
  opts: StockMailOptions,
): Promise<StockChange> {
  const pending = await db.transaction().execute((trx) => changeSkuStock(trx, { code }, () => stock));
  return { ...pending.change, notified: await notifyRestocked(db, mailer, opts, pending) };
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
