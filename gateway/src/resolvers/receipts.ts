/**
 * Receipts: the viewer's billing history (one receipt per payment or refund) and one receipt with
 * its lines, read once from /order/receiptDetail when the list did not carry them.
 */
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { nullIfNotFound } from '../errors.js';
import { numericIdOf, toGlobalId } from '../ids.js';
import type { ReceiptModel } from '../models/receipts.js';
import { enumOf } from './enums.js';
import { connectionOf, slice } from './pagedLists.js';
import { asSignedIn } from './upstreamCalls.js';

/** The receipt's detail: from the model when it came from /order/receiptDetail, else read once. */
const detailOf = async (r: ReceiptModel, ctx: GatewayContext) =>
  r.lines ? r : await ctx.loaders.receiptDetail.load({ receiptId: r.receiptId });

/** `Receipt:{receiptId}`: only the viewer's own receipt resolves. */
export function resolveReceiptNode(key: string, ctx: GatewayContext): Promise<ReceiptModel | null> {
  if (!/^[1-9]\d{0,9}$/.test(key)) return Promise.resolve(null);
  const load = () => nullIfNotFound(ctx.loaders.receiptDetail.load({ receiptId: Number(key) }));
  return asSignedIn(ctx, load);
}

export const receiptsResolvers: Resolvers = {
  User: {
    receipts: async (_u, args, ctx) => {
      const costType = args.costType
        ? ((args.costType.charAt(0) + args.costType.slice(1).toLowerCase()) as ReceiptModel['costType'])
        : undefined;
      const s = await slice(args, 10, (pageIndex, pageSize) =>
        ctx.loaders.receipts.load({ pageIndex, pageSize, ...(costType ? { costType } : {}) }),
      );
      return { list: s.list, offset: s.offset, total: s.total };
    },
    receipt: (_u, { id }, ctx) => {
      const receiptId = numericIdOf(id, 'Receipt');
      return receiptId === null ? null : nullIfNotFound(ctx.loaders.receiptDetail.load({ receiptId }));
    },
  },

  Receipt: {
    id: (r) => toGlobalId('Receipt', r.receiptId),
    costType: (r) => enumOf(r.costType),
    status: (r) => enumOf(r.status),
    mode: async (r, _a, ctx) => {
      const m = (await detailOf(r, ctx)).mode;
      return m ? enumOf(m) : null;
    },
    lines: async (r, _a, ctx) => (await detailOf(r, ctx)).lines ?? [],
    subtotal: async (r, _a, ctx) => (await detailOf(r, ctx)).subtotal ?? 0,
    couponCode: async (r, _a, ctx) => (await detailOf(r, ctx)).couponCode ?? null,
    discount: async (r, _a, ctx) => (await detailOf(r, ctx)).discount ?? 0,
    pointsUsed: async (r, _a, ctx) => (await detailOf(r, ctx)).pointsUsed ?? 0,
    pointsValue: async (r, _a, ctx) => (await detailOf(r, ctx)).pointsValue ?? 0,
    totalBilled: async (r, _a, ctx) => (await detailOf(r, ctx)).totalBilled ?? r.amount,
    periodStart: async (r, _a, ctx) => (await detailOf(r, ctx)).periodStart ?? null,
    periodEnd: async (r, _a, ctx) => (await detailOf(r, ctx)).periodEnd ?? null,
    billingAddress: async (r, _a, ctx) => (await detailOf(r, ctx)).billingAddress ?? null,
  },
  ReceiptLine: {
    type: (l) => enumOf(l.type),
  },
  ReceiptConnection: {
    edges: (s) => connectionOf(s).edges,
    pageInfo: (s) => connectionOf(s).pageInfo,
    totalCount: (s) => s.total,
  },
};
