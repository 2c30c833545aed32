/**
 * What the Tote mutations accept and which upstream failures they answer as `userErrors`: the input
 * schemas (global ids, sizes, quantities, item id lists, an add) and the Tote's userError codes. The
 * wishlist and checkout resolvers use the same ids, sizes and codes.
 */
import { IDEMPOTENCY_KEY_MAX } from '@tote/contract/checkout';
import { z } from 'zod';
import { MAX_PURCHASE_QUANTITY, SKU_CODE_MAX, TOTE_ITEMS_MAX } from '@tote/contract/tote';
import { Code } from '../errors.js';
import { numericIdOf } from '../ids.js';

// ---- upstream failures and input → userErrors ----------------------------------------------------

/** Codes a Tote, wishlist or back-in-stock screen handles (schema/tote.graphql). */
export const TOTE_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  Code.TOTE_FULL, // Tote full
  Code.MEMBERSHIP_REQUIRED, // membership needed to rent
  Code.SIZE_SOLD_OUT, // size sold out
  Code.ALREADY_IN_TOTE, // already in the Tote
  Code.QUANTITY_UNAVAILABLE, // quantity not available
  Code.SIZE_IN_STOCK, // size in stock: no back-in-stock request needed
  Code.SIZE_HELD, // the size's units are held for members who asked first
  Code.HOLD_NOT_ACTIVE, // a hold that ended already
  Code.DATA_NOT_FOUND, // an item that is not yours, an unknown SKU or product, nothing to undo
  Code.BAD_REQUEST, // a parameter the api refused (e.g. a quantity for a rent item)
]);

const QUANTITY_MESSAGE = `Choose a quantity from 1 to ${MAX_PURCHASE_QUANTITY}.`;

/** A global id of `type` → its number; anything else fails with `message`. */
export const globalIdOf = (type: 'ToteItem' | 'Product' | 'Brand', message: string) =>
  z.string().transform((id, c) => {
    const n = numericIdOf(id, type);
    if (n === null) {
      c.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

export const toteItemId = globalIdOf('ToteItem', 'This is not an item of your Tote.');
export const skuCode = z
  .string()
  .trim()
  .min(1, { error: 'Choose a size.' })
  .max(SKU_CODE_MAX, { error: 'This size does not exist.' });
export const quantity = z
  .number()
  .int({ error: QUANTITY_MESSAGE })
  .min(1, { error: QUANTITY_MESSAGE })
  .max(MAX_PURCHASE_QUANTITY, { error: QUANTITY_MESSAGE });
export const itemIdList = (min: number) =>
  z
    .array(toteItemId)
    .min(min, { error: 'Choose at least one item.' })
    .max(TOTE_ITEMS_MAX, { error: `Choose at most ${TOTE_ITEMS_MAX} items.` })
    .transform((ids) => [...new Set(ids)]);

export const addSchema = z
  .object({
    saleType: z.enum(['RENT', 'PURCHASE']),
    sku: skuCode,
    quantity: quantity.nullish(),
    idempotencyKey: z
      .string()
      .trim()
      .min(1, { error: 'The idempotency key must not be blank.' })
      .max(IDEMPOTENCY_KEY_MAX, { error: `The idempotency key is at most ${IDEMPOTENCY_KEY_MAX} characters.` })
      .nullish(),
  })
  .superRefine((v, c) => {
    if (v.saleType === 'RENT' && v.quantity != null && v.quantity !== 1)
      c.addIssue({ code: 'custom', path: ['quantity'], message: 'A rental is always one piece.' });
  });
