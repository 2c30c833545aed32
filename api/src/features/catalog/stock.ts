/**
 * What "in stock" means to the listings' filters ("available now", "in my size, available now"), in one
 * place: a unit held for one member (inventory holds) is to count as out of stock for the others here.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';

/** The product `productId` has a SKU in stock, of one of `sizes` when given. */
export function hasSkuInStock(productId: Expression<number>, sizes?: readonly string[]): RawBuilder<boolean> {
  const ofSizes = sizes ? sql`and sk.size_label = any (${[...sizes]}::text[])` : sql``;
  return sql<boolean>`exists (select 1 from skus sk where sk.product_id = ${productId} and sk.stock > 0 ${ofSizes})`;
}
