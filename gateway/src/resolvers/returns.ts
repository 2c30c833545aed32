/**
 * Returns (schema/returns.graphql): what of an order can go back (/return/preCheckout), a ticket
 * (/return/ticketDetail), asking items back (/return/confirm), cancelling a ticket (/return/cancel),
 * and an order's Refund receipts. Another member's or an unknown ticket is null; a refused request or
 * cancel (23007 wrong state, 20003 not the viewer's) is a userError with the api's message verbatim.
 */
import { HISTORY_PAGE_SIZE_MAX } from '@tote/contract/params';
import { returnsV1 } from '@tote/contract/v1/returns';
import { RETURN_ITEMS_MAX, type ReturnTicketDetail } from '@tote/contract/returns';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { Code, nullIfNotFound } from '../errors.js';
import { returnLabelPath } from '../http/returnLabel.js';
import { toGlobalId } from '../ids.js';
import type { ReceiptModel } from '../models/receipts.js';
import type { ReturnTicketPayloadModel } from '../models/returns.js';
import { enumOf } from './enums.js';
import { validOrderId } from './order.js';
import { requireSignIn } from './session.js';
import { asSignedIn, attempt, validationError } from './upstreamCalls.js';

/** Codes the return screens handle: an item or ticket in the wrong state, not the viewer's, a refused parameter. */
const RETURN_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  Code.ORDER_ITEM_STATE,
  Code.DATA_NOT_FOUND,
  Code.BAD_REQUEST,
]);

/** The receipt list's largest page; an order's Refund receipts are looked up page by page among the viewer's. */
const REFUND_PAGE_SIZE = HISTORY_PAGE_SIZE_MAX;

/** Ticket and item ids are ids like an order's. */
const validId = validOrderId;

/** `ReturnTicket:{ticketId}`: only the viewer's own ticket resolves. */
export function resolveReturnTicketNode(key: string, ctx: GatewayContext): Promise<ReturnTicketDetail | null> {
  if (!/^[1-9]\d{0,9}$/.test(key) || !validId(Number(key))) return Promise.resolve(null);
  return asSignedIn(ctx, () => nullIfNotFound(ctx.loaders.returnTicket.load({ ticketId: Number(key) })));
}

/** The viewer's Refund receipts of `orderId`, newest first (the list has no order filter). */
async function refundReceiptsOf(ctx: GatewayContext, orderId: number): Promise<ReceiptModel[]> {
  const found: ReceiptModel[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await ctx.loaders.receipts.load({ pageIndex, pageSize: REFUND_PAGE_SIZE, costType: 'Refund' });
    found.push(...page.list.filter((r) => r.orderId === orderId));
    if (page.list.length < REFUND_PAGE_SIZE || pageIndex * REFUND_PAGE_SIZE >= page.total) return found;
  }
}

/** After a ticket changes: its order, its options and its ticket are read again. */
function returnsChanged(ctx: GatewayContext, ticket: ReturnTicketDetail): void {
  ctx.loaders.orderDetail.clearAll();
  ctx.loaders.returnPreCheckout.clearAll();
  ctx.loaders.returnTicket.clearAll();
  ctx.loaders.returnTicket.prime({ ticketId: ticket.ticketId }, ticket);
}

async function ticketPayload(
  ctx: GatewayContext,
  call: Promise<ReturnTicketDetail>,
  field: string[],
): Promise<ReturnTicketPayloadModel> {
  const r = await attempt(ctx, call, field, RETURN_USER_ERROR_CODES);
  if (!r.ok) return { ticket: null, order: null, userErrors: r.userErrors };
  returnsChanged(ctx, r.value);
  const order = await ctx.loaders.orderDetail.load({ orderId: r.value.orderId });
  return { ticket: r.value, order, userErrors: [] };
}

export const returnsResolvers: Resolvers = {
  Query: {
    returnTicket: (_p, { ticketId }, ctx) => {
      requireSignIn(ctx, returnsV1.returnTicketDetail);
      if (!validId(ticketId)) return null;
      return nullIfNotFound(ctx.loaders.returnTicket.load({ ticketId }));
    },
  },

  Order: {
    returnOptions: (o, _a, ctx) => ctx.loaders.returnPreCheckout.load({ orderId: o.orderId }),
    // Only a refunded order has any: no lookup otherwise.
    refundReceipts: (o, _a, ctx) =>
      o.secondaryActions.includes('view-refund') ? refundReceiptsOf(ctx, o.orderId) : [],
  },

  ReturnTicket: {
    id: (t) => toGlobalId('ReturnTicket', t.ticketId),
    status: (t) => enumOf(t.status),
    labelUrl: (t) => (t.labelUrl ? returnLabelPath(t.ticketId) : null),
    cancellable: (t) => t.status === 'Requested',
  },

  Refund: {
    status: (r) => enumOf(r.status),
    receipt: (r, _a, ctx) =>
      r.receiptId ? nullIfNotFound(ctx.loaders.receiptDetail.load({ receiptId: r.receiptId })) : null,
  },

  Mutation: {
    requestReturn: async (_p, { input }, ctx) => {
      requireSignIn(ctx, returnsV1.returnConfirm);
      if (!validId(input.orderId))
        return {
          ticket: null,
          order: null,
          userErrors: [validationError(['input', 'orderId'], 'This order does not exist.')],
        };
      if (
        input.orderItemIds.length === 0 ||
        input.orderItemIds.length > RETURN_ITEMS_MAX ||
        !input.orderItemIds.every(validId)
      )
        return {
          ticket: null,
          order: null,
          userErrors: [validationError(['input', 'orderItemIds'], 'Choose from 1 to 50 items of the order.')],
        };
      const call = ctx.loaders.confirmReturn.load({ orderId: input.orderId, orderItemIds: input.orderItemIds });
      return ticketPayload(ctx, call, ['input', 'orderItemIds']);
    },

    cancelReturn: async (_p, { input }, ctx) => {
      requireSignIn(ctx, returnsV1.returnCancel);
      if (!validId(input.ticketId))
        return {
          ticket: null,
          order: null,
          userErrors: [validationError(['input', 'ticketId'], 'This return does not exist.')],
        };
      return ticketPayload(ctx, ctx.loaders.cancelReturn.load({ ticketId: input.ticketId }), ['input', 'ticketId']);
    },
  },
};
