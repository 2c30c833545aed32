/**
 * Back-in-stock requests (contract: src/contract/wishlist.ts `/user/saveStockNotification`) and
 * their mails. A request is pending while notified_at is null; a restock marks it notified
 * (see stock.ts). Asking again after a notification makes the request pending again.
 */
import { sql } from 'kysely';
import { ErrorCode } from '@tote/contract/codes';
import type { Db } from '../../platform/db/schema.js';
import { ApiError, notFound } from '../../platform/http/errors.js';
import type { MailMessage } from '../../platform/mail/index.js';

export async function requestStockNotification(db: Db, userId: number, code: string): Promise<{ sku: string }> {
  return db.transaction().execute(async (trx) => {
    // A share lock on the SKU row: a concurrent restock (which locks it for update) either runs
    // first, and then we see the stock and answer 21006, or after us, and then it sees our request.
    const sku = await trx
      .selectFrom('skus')
      .select(['id', 'code', 'stock'])
      .where('code', '=', code)
      .forShare()
      .executeTakeFirst();
    if (!sku) throw notFound(`SKU ${code}`);
    if (sku.stock > 0) throw new ApiError(ErrorCode.SIZE_IN_STOCK, 'This size is in stock: add it to your Tote.');
    await trx
      .insertInto('stock_notifications')
      .values({ user_id: userId, sku_id: sku.id })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'sku_id'])
          .doUpdateSet({ notified_at: null })
          .where('stock_notifications.notified_at', 'is not', null),
      )
      .execute();
    return { sku: sku.code };
  });
}

export interface RestockedSku {
  productId: number;
  colorId: number;
  title: string;
  size: string;
  colorName: string;
}

export interface NotifiedRequest {
  userId: number;
  email: string;
  name: string;
  /** The user's "Back in stock" email setting (/profile/modify-notify-config; default on). */
  wantsMail: boolean;
}

/** Marks every pending request for the SKU notified and returns them (run in the restock's transaction). */
export async function takePendingRequests(trx: Db, skuId: number): Promise<NotifiedRequest[]> {
  const rows = await trx
    .updateTable('stock_notifications as n')
    .from('users as u')
    .set({ notified_at: sql`now()` })
    .whereRef('u.id', '=', 'n.user_id')
    .where('n.sku_id', '=', skuId)
    .where('n.notified_at', 'is', null)
    .returning([
      'n.user_id',
      'u.email',
      'u.name',
      sql<boolean>`coalesce((u.notify_config->'backInStock'->>'email')::boolean, true)`.as('wants_mail'),
    ])
    .execute();
  return rows
    .map((r) => ({ userId: r.user_id, email: r.email, name: r.name, wantsMail: r.wants_mail }))
    .sort((a, b) => a.userId - b.userId);
}

/** Makes a request pending again (its mail could not be sent). */
export async function restorePendingRequest(db: Db, skuId: number, userId: number): Promise<void> {
  await db
    .updateTable('stock_notifications')
    .set({ notified_at: null })
    .where('user_id', '=', userId)
    .where('sku_id', '=', skuId)
    .execute();
}

export function backInStockMail(
  webOrigin: string,
  sku: RestockedSku,
  to: { email: string; name: string },
): MailMessage {
  const link = `${webOrigin}/product/${sku.productId}?colorId=${sku.colorId}`;
  const first = to.name.split(' ')[0] || to.name;
  return {
    to: to.email,
    subject: `Back in stock: ${sku.title} in ${sku.size}`,
    text:
      `Hi ${first},\n\n` +
      `${sku.title} (${sku.colorName}) is back in size ${sku.size}. ` +
      `You asked us to tell you; sizes go fast, so have a look soon:\n${link}\n\n— Tote`,
  };
}
