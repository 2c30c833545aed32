/**
 * Back-in-stock requests (contract: src/contract/wishlist.ts `/user/saveStockNotification`) and
 * their mails. A request is pending while notified_at is null; a restock serves it with a hold and marks it
 * notified (stock.ts, holds.ts). Asking again after a notification makes the request pending again.
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
          // Asking again takes a new place at the end of the line.
          .doUpdateSet({ notified_at: null, created_at: sql<Date>`now()` })
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

/** When a hold ends, in the mail's words (UTC: the mail does not know the member's zone). */
export const holdEndText = (until: Date): string =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(until)} UTC`;

export function backInStockMail(
  webOrigin: string,
  sku: RestockedSku,
  to: { email: string; name: string },
  heldUntil: Date,
): MailMessage {
  const link = `${webOrigin}/product/${sku.productId}?colorId=${sku.colorId}`;
  const first = to.name.split(' ')[0] || to.name;
  return {
    to: to.email,
    subject: `Back in stock: ${sku.title} in ${sku.size}`,
    text:
      `Hi ${first},\n\n` +
      `${sku.title} (${sku.colorName}) is back in size ${sku.size}, and you asked first: ` +
      `it is held for you until ${holdEndText(heldUntil)}. Add it to your Tote before then, or let it go ` +
      `to the next member from your account:\n${link}\n\n— Tote`,
  };
}
