/**
 * The Tote (issue 4): the viewer's Tote (/tote/query), the PDP buttons (/tote/query/pdpButton) and
 * every Tote mutation (/shopCart/*).
 *
 * Each change answers the Tote as the api left it: remove, edit, undo and check return a ToteView,
 * which becomes the payload's `tote` (and primes the /tote/query loader for the rest of the
 * request); an add returns an AddToteResult, so the payload reads /tote/query once, when asked.
 * After any change the request forgets what it read before: the PDP buttons, the viewer
 * (/profile/info: `toteIcon`) and the Tote-dependent product rows.
 *
 * Tote codes 21001–21006, 20003 (not yours, nothing to undo) and 40001 (a parameter the api
 * refused) become `userErrors` with the upstream message verbatim; bad input is VALIDATION with the
 * field's path; 40000/60005 are UNAUTHENTICATED errors (and clear the session cookies).
 */
import { accountsProfileV1 } from '@tote/contract/v1/accounts';
import { toteV1 } from '@tote/contract/v1/tote';
import { z } from 'zod';
import type {
  BoxStatus as ContractBoxStatus,
  ItemAvailability as ContractItemAvailability,
  RentDisabledReason as ContractRentDisabledReason,
  SaleType as ContractSaleType,
  ToteItem,
  ToteView,
} from '@tote/contract/tote';
import type {
  BoxStatus,
  ItemAvailability,
  RentDisabledReason,
  Resolvers,
  SaleType,
} from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { badUserInput, Code, nullIfNotFound, UpstreamError, type UserErrorShape } from '../errors.js';
import { toGlobalId } from '../ids.js';
import type { ToteModel } from '../models/tote.js';
import { loadViewer, requireSignIn, validateInput } from './session.js';
import { addSchema, itemIdList, quantity, skuCode, TOTE_USER_ERROR_CODES, toteItemId } from './toteInput.js';
import { asSignedIn, attempt, validationError } from './upstreamCalls.js';

// ---- enums -----------------------------------------------------------------------------------------

const SALE_TYPE: Record<ContractSaleType, SaleType> = { rent: 'RENT', purchase: 'PURCHASE' };
const BOX_STATUS: Record<ContractBoxStatus, BoxStatus> = { Open: 'OPEN', Full: 'FULL', Locked: 'LOCKED' };
export const saleTypeOf = (s: ContractSaleType): SaleType => SALE_TYPE[s];
export const contractSaleType = (s: SaleType): ContractSaleType => (s === 'RENT' ? 'rent' : 'purchase');

const ITEM_AVAILABILITY: Record<ContractItemAvailability, ItemAvailability> = {
  available: 'AVAILABLE',
  invalid: 'INVALID',
  oos: 'OUT_OF_STOCK',
  'only-one': 'ONLY_ONE',
  'low-stock': 'LOW_STOCK',
};

const RENT_DISABLED: Record<ContractRentDisabledReason, RentDisabledReason> = {
  membership: 'MEMBERSHIP',
  'tote-full': 'TOTE_FULL',
  'sold-out': 'SOLD_OUT',
};

// ---- after a change ---------------------------------------------------------------------------------

/** The Tote changed: forget what this request read before; `view` is the Tote the api answered. */
function toteChanged(ctx: GatewayContext, view?: ToteView): void {
  const l = ctx.loaders;
  for (const loader of [l.tote, l.pdpButton, l.profileInfo, l.productsYouLike, l.productsInEmptyTote])
    loader.clearAll();
  if (view) l.tote.prime({}, view);
}

export const itemsOf = (t: ToteView): ToteItem[] => [...t.rent.itemList, ...t.purchase.itemList];
const itemGlobalId = (cartItemId: number) => toGlobalId('ToteItem', cartItemId);

const changed = (tote: ToteView, removedItemIds: string[] = []) => ({ tote, removedItemIds, userErrors: [] });
const unchanged = (userErrors: UserErrorShape[]) => ({ tote: null, removedItemIds: [], userErrors });

/** A change that answers the Tote (remove, edit, undo, check). */
async function change(ctx: GatewayContext, p: Promise<ToteView>, field: string[] | null = null) {
  const r = await attempt(ctx, p, field, TOTE_USER_ERROR_CODES);
  if (!r.ok) return unchanged(r.userErrors);
  toteChanged(ctx, r.value);
  return changed(r.value);
}

// ---- node resolution ---------------------------------------------------------------------------------

/** `Tote:{userId}`: only the viewer's own Tote resolves. */
export async function resolveToteNode(key: string, ctx: GatewayContext): Promise<ToteModel | null> {
  const me = await loadViewer(ctx);
  if (!me || String(me.userId) !== key) return null;
  return asSignedIn(ctx, () => ctx.loaders.tote.load({}));
}

/** `ToteItem:{cartItemId}`: an item of the viewer's Tote; anyone else's (or a removed one) is null. */
export async function resolveToteItemNode(key: string, ctx: GatewayContext): Promise<ToteItem | null> {
  if (!/^[1-9]\d{0,9}$/.test(key)) return null;
  const tote = await asSignedIn(ctx, () => ctx.loaders.tote.load({}));
  return (tote && itemsOf(tote).find((i) => i.cartItemId === Number(key))) ?? null;
}

// ---- resolvers -----------------------------------------------------------------------------------------

export const toteResolvers: Resolvers = {
  User: {
    tote: (_u, _a, ctx) => ctx.loaders.tote.load({}),
  },

  Product: {
    toteButtons: (p, { colorId }, ctx) => {
      if (colorId != null && (!Number.isInteger(colorId) || colorId < 1))
        throw badUserInput('`colorId` must be a positive integer.', 'colorId');
      // A guest has no buttons of their own (and no upstream call); an unknown color is null.
      return asSignedIn(ctx, () =>
        nullIfNotFound(
          ctx.loaders.pdpButton.load({ shopProductId: p.shopProductId, ...(colorId != null ? { colorId } : {}) }),
        ),
      );
    },
  },

  Tote: {
    id: async (_t, _a, ctx) => {
      const me = await loadViewer(ctx);
      if (!me)
        throw new UpstreamError(
          Code.UNAUTHORIZED,
          'toast',
          'Please log in to continue.',
          accountsProfileV1.profileInfo.path,
        );
      return toGlobalId('Tote', me.userId);
    },
    count: (t) => t.rent.num + t.purchase.num,
    upperLimit: (t) => t.toteUpperLimit,
    boxStatus: (t) => BOX_STATUS[t.boxStatus],
    rent: (t) => ({ ...t.rent, saleType: 'rent' }),
    purchase: (t) => ({ ...t.purchase, saleType: 'purchase' }),
    topInfo: (t) => t.topInfo.message,
    bottomInfo: (t) => t.bottomInfo.message,
    billing: (t) => t.extraBillingInfo,
    checkedItemIds: (t) => t.checkedCartItemIdList.map(itemGlobalId),
  },
  ToteSection: {
    saleType: (s) => saleTypeOf(s.saleType),
    items: (s) => s.itemList,
    emptyState: (s) => s.emptyData,
    topInfo: (s) => s.topInfo?.message ?? null,
  },
  ToteBilling: {
    showUnlockEarly: (b) => b.isShowBtnUnlockEarly,
    messages: (b) => b.messageList,
    lastAddType: (b) => (b.lastAddType ? saleTypeOf(b.lastAddType) : null),
  },
  ToteItem: {
    id: (i) => itemGlobalId(i.cartItemId),
    saleType: (i) => saleTypeOf(i.saleType),
    availability: (i) => ITEM_AVAILABILITY[i.availability],
    lineTotal: (i) => Math.round(i.unitPrice * i.quantity * 100) / 100,
  },
  ToteButtons: {
    rentDisabledReason: (b) => (b.rentDisabledReason ? RENT_DISABLED[b.rentDisabledReason] : null),
    rentSkusInTote: (b) => b.inTote.rent,
    purchaseSkusInTote: (b) => b.inTote.purchase,
    rentCount: (b) => b.toteCount,
    upperLimit: (b) => b.toteUpperLimit,
  },

  AddToTotePayload: {
    tote: (p, _a, ctx) => (p.added ? ctx.loaders.tote.load({}) : null),
    item: async (p, _a, ctx) => {
      if (!p.added) return null;
      const { cartItemId } = p.added;
      return itemsOf(await ctx.loaders.tote.load({})).find((i) => i.cartItemId === cartItemId) ?? null;
    },
    // The added SKU's product by its id, not from the Tote's items: its buttons (/tote/query/pdpButton) are read
    // beside the Tote, not after it.
    product: (p, _a, ctx) => (p.added ? ctx.loaders.productInfos.load(p.added.productId) : null),
    // Read after the change: the header's toteIcon counts the new item.
    viewer: (_p, _a, ctx) => loadViewer(ctx),
  },
  ToteChangePayload: {
    viewer: (_p, _a, ctx) => loadViewer(ctx),
  },

  Mutation: {
    addToTote: async (_p, { input }, ctx) => {
      requireSignIn(ctx, toteV1.shopCartAdd);
      const v = validateInput(addSchema, input);
      if (!v.ok) return { added: null, userErrors: v.userErrors };
      const { saleType, sku, quantity: q, idempotencyKey } = v.data;
      const r = await attempt(
        ctx,
        ctx.loaders.addToTote.load({
          saleType: contractSaleType(saleType),
          sku,
          ...(saleType === 'PURCHASE' && q != null ? { quantity: q } : {}),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        }),
        ['input', 'quantity'],
        TOTE_USER_ERROR_CODES,
      );
      if (!r.ok) return { added: null, userErrors: r.userErrors };
      toteChanged(ctx);
      return { added: r.value, userErrors: [] };
    },

    removeFromTote: async (_p, { input }, ctx) => {
      requireSignIn(ctx, toteV1.shopCartRemove);
      const v = validateInput(z.object({ itemIds: itemIdList(1) }), input);
      if (!v.ok) return unchanged(v.userErrors);
      const r = await change(ctx, ctx.loaders.removeFromTote.load({ cartItemIdList: v.data.itemIds }), [
        'input',
        'itemIds',
      ]);
      // All or nothing upstream: every named item went.
      return r.tote ? { ...r, removedItemIds: v.data.itemIds.map(itemGlobalId) } : r;
    },

    removeSkuFromTote: async (_p, { input }, ctx) => {
      requireSignIn(ctx, toteV1.shopCartRemoveBySku);
      const v = validateInput(z.object({ saleType: z.enum(['RENT', 'PURCHASE']), sku: skuCode }), input);
      if (!v.ok) return unchanged(v.userErrors);
      const saleType = contractSaleType(v.data.saleType);
      // The Tote before, to name the removed item (the api answers only the Tote after).
      const before = await attempt(ctx, ctx.loaders.tote.load({}), null, TOTE_USER_ERROR_CODES);
      if (!before.ok) return unchanged(before.userErrors);
      const r = await change(ctx, ctx.loaders.removeSkuFromTote.load({ saleType, sku: v.data.sku }), ['input', 'sku']);
      if (!r.tote) return r;
      const after = new Set(itemsOf(r.tote).map((i) => i.cartItemId));
      const removed = itemsOf(before.value).filter(
        (i) => i.saleType === saleType && i.sku === v.data.sku && !after.has(i.cartItemId),
      );
      return { ...r, removedItemIds: removed.map((i) => itemGlobalId(i.cartItemId)) };
    },

    editToteItem: async (_p, { input }, ctx) => {
      requireSignIn(ctx, toteV1.shopCartEdit);
      const given = (['quantity', 'sku', 'checked'] as const).filter((k) => input[k] != null);
      if (given.length !== 1) {
        const message =
          given.length === 0
            ? 'Say what to change: quantity, sku or checked.'
            : `Change one thing at a time: ${given.join(', ')} were given.`;
        return unchanged([validationError(['input'], message)]);
      }
      const key = given[0]!;
      const schema = z.object({
        itemId: toteItemId,
        quantity: quantity.nullish(),
        sku: skuCode.nullish(),
        checked: z.boolean().nullish(),
      });
      const v = validateInput(schema, input);
      if (!v.ok) return unchanged(v.userErrors);
      const { itemId: cartItemId, quantity: q, sku, checked } = v.data;
      const params =
        key === 'quantity'
          ? { cartItemId, key, value: q! }
          : key === 'sku'
            ? { cartItemId, key, value: sku! }
            : { cartItemId, key, value: checked! };
      return change(ctx, ctx.loaders.editToteItem.load(params), ['input', key]);
    },

    undoToteRemoval: async (_p, _a, ctx) => {
      requireSignIn(ctx, toteV1.shopCartUndo);
      return change(ctx, ctx.loaders.undoToteRemoval.load({}));
    },

    setCheckedToteItems: async (_p, { input }, ctx) => {
      requireSignIn(ctx, toteV1.shopCartQuery);
      const v = validateInput(z.object({ itemIds: itemIdList(0) }), input);
      if (!v.ok) return unchanged(v.userErrors);
      return change(ctx, ctx.loaders.setCheckedToteItems.load({ checkedCartItemIdList: v.data.itemIds }), [
        'input',
        'itemIds',
      ]);
    },
  },
};
