/** Recently viewed products: /product/info records a view for the session user. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.js';
import type { RequestContext } from '../../platform/http/context.js';

/** Records a product view for the session user, if any (called by /product/info). */
export async function recordView(db: Db, ctx: RequestContext, productId: number): Promise<void> {
  if (ctx.auth?.kind !== 'user') return;
  await db
    .insertInto('recently_viewed')
    .values({ user_id: ctx.auth.user.id, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ viewed_at: sql`now()` }))
    .execute();
}
