/** Parent shapes of schema/holds.graphql. */
import type { StockHold } from '@tote/contract/wishlist';
import type { UserErrorData } from './_relay.js';

export type StockHoldModel = StockHold;

/** DeclineStockHoldPayload: the hold let go (null when refused). */
export interface DeclineStockHoldPayloadModel {
  holdId: number | null;
  userErrors: UserErrorData[];
}
