/** Recently viewed products: /product/info records a view for the session user. */
import { sql } from 'kysely';
import { prebuilt } from '../../platform/db/prebuilt.js';
import type { Db } from '../../platform/db/schema.js';
import type { RequestContext } from '../../platform/http/context.js';

/** A view of the product now, or its earlier view moved to now: built once (prebuilt.ts), run on every page view. */
const viewed = prebuilt(2, (db: Db, userId: number, productId: number) =>
  db
    .insertInto('recently_viewed')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ viewed_at: sql`now()` })),
);

/** Records a product view for the session user, if any (called by /product/info). */
export async function recordView(db: Db, ctx: RequestContext, productId: number): Promise<void> {
  if (ctx.auth?.kind !== 'user') return;
  await viewed(db, ctx.auth.user.id, productId);
}
