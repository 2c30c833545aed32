/**
 * SKU stock changes. Paths that set a SKU's stock (the /inventory/stock endpoint, a returned rental inspected
 * fine: fulfilment's webhook) go through changeSkuStock and notifyRestocked, so that whenever a size comes back
 * (stock 0 → more) its pending back-in-stock requests are served, earliest first, with a unit held each
 * (holds.ts): held in the stock change's transaction, mailed after it commits. Ending a hold (hold-ends.ts) passes
 * the unit on the same way.
 */
import type { StockChange } from '@tote/contract/tracking';
import type { Db } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { backInStockMail, type RestockedSku } from './back-in-stock.js';
import { grantHolds, type HeldRequest } from './holds.js';

export interface StockMailOptions {
  /** Origin of the web shop, for the product link in the mail. */
  webOrigin: string;
  /** Told about a mail that could not be sent (the hold stands: she sees it in her account). */
  onMailError?: (err: unknown, to: string) => void;
}

/** A stock change made in a transaction, whose back-in-stock mails go out once it commits (notifyRestocked). */
export interface PendingRestock {
  change: Omit<StockChange, 'notified'>;
  sku: RestockedSku;
  skuId: number;
  requests: HeldRequest[];
}

/** Locks the SKU's row in `trx` and reads what a stock change and its mails need. */
export async function lockSku(trx: Db, sku: { code: string } | { id: number }) {
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
    .forNoKeyUpdate('s')
    .executeTakeFirst();
  if (!row) throw notFound(`SKU ${'code' in sku ? sku.code : sku.id}`);
  const info: RestockedSku = {
    productId: row.product_id,
    colorId: row.color_id,
    title: row.title,
    size: row.size_label,
    colorName: row.color_name,
  };
  return { id: row.id, code: row.code, stock: row.stock, info };
}

/**
 * Sets the SKU's stock to `to(current)` in `trx` (its row locked): a size back from 0 serves its pending
 * back-in-stock requests with holds until `holdUntil` (those units leave the stock), which notifyRestocked mails
 * after the transaction commits.
 */
export async function changeSkuStock(
  trx: Db,
  sku: { code: string } | { id: number },
  to: (current: number) => number,
  holdUntil: Date,
): Promise<PendingRestock> {
  const row = await lockSku(trx, sku);
  const units = to(row.stock);
  return putInStock(trx, row, units, row.stock === 0 && units > 0 ? holdUntil : null);
}

/**
 * Sets the locked SKU row's stock to `units`; with `holdUntil`, its waiting members are served first, a unit held
 * each until then (those units leave the stock).
 */
export async function putInStock(
  trx: Db,
  row: Awaited<ReturnType<typeof lockSku>>,
  units: number,
  holdUntil: Date | null,
): Promise<PendingRestock> {
  const requests = holdUntil ? await grantHolds(trx, row.id, units, holdUntil) : [];
  const stock = units - requests.length;
  if (stock !== row.stock) await trx.updateTable('skus').set({ stock }).where('id', '=', row.id).execute();
  return {
    change: { sku: row.code, stock, previousStock: row.stock, held: requests.length },
    sku: row.info,
    skuId: row.id,
    requests,
  };
}

/** After the stock change committed: mails its holds; answers how many mails went out. */
export async function notifyRestocked(
  mailer: Mailer,
  opts: StockMailOptions,
  pending: Pick<PendingRestock, 'sku' | 'requests'>,
): Promise<number> {
  let sent = 0;
  for (const req of pending.requests) {
    if (!req.wantsMail) continue; // the hold stands all the same: the user turned these mails off
    try {
      await mailer.send(backInStockMail(opts.webOrigin, pending.sku, req, req.expiresAt));
      sent++;
    } catch (err) {
      opts.onMailError?.(err, req.email);
    }
  }
  return sent;
}

export async function setSkuStock(
  db: Db,
  mailer: Mailer,
  code: string,
  stock: number,
  opts: StockMailOptions & { holdMs: number },
): Promise<StockChange> {
  const pending = await db
    .transaction()
    .execute((trx) => changeSkuStock(trx, { code }, () => stock, new Date(Date.now() + opts.holdMs)));
  return { ...pending.change, notified: await notifyRestocked(mailer, opts, pending) };
}
