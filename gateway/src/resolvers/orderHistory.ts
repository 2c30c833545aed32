/**
 * The order history (schema/order.graphql, issue 12): the viewer's tabs with their counts
 * (/order/tabs), a tab's orders (/order/list) and her rented items (/user/rental-history,
 * /order/rental-history-page, one with its parcels from /order/rental-history-detail). A list's orders
 * are Order nodes with their head, lines and actions; the rest of an order is read from /order/detail
 * only when asked (order.ts), and a listed item's parcels from /order/rental-history-detail.
 */
import type { OrderTab, RentalFilter } from '@tote/contract/order-history';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { nullIfNotFound } from '../errors.js';
import { enumOf, kebabOf } from './enums.js';
import { validOrderId } from './order.js';
import { connectionResolvers, slice } from './pagedLists.js';

export const orderHistoryResolvers: Resolvers = {
  User: {
    orderTabs: async (_u, _a, ctx) => (await ctx.loaders.orderTabs.load({})).tabs,
    orders: async (_u, args, ctx) => {
      const tab = kebabOf<OrderTab>(args.tab ?? 'CURRENT');
      const s = await slice(args, 10, (pageIndex, pageSize) =>
        ctx.loaders.orderList.load({ tab, pageIndex, pageSize }),
      );
      return { list: s.list, offset: s.offset, total: s.total };
    },
    rentalSummary: (_u, _a, ctx) => ctx.loaders.rentalSummary.load({}),
    rentalHistory: async (_u, args, ctx) => {
      const filter = kebabOf<RentalFilter>(args.filter ?? 'ALL');
      const s = await slice(args, 10, (pageIndex, pageSize) =>
        ctx.loaders.rentalHistory.load({ filter, pageIndex, pageSize }),
      );
      return { list: s.list, offset: s.offset, total: s.total };
    },
    rentalItem: (_u, { orderItemId }, ctx) =>
      validOrderId(orderItemId) ? nullIfNotFound(ctx.loaders.rentalDetail.load({ orderItemId })) : null,
  },

  OrderTabCount: {
    tab: (t) => enumOf(t.tab),
  },
  OrderConnection: connectionResolvers,
  RentalItem: {
    state: (r) => enumOf(r.state),
    order: (r, _a, ctx) => ctx.loaders.orderDetail.load({ orderId: r.orderId }),
    shipments: async (r, _a, ctx) =>
      r.shipments ?? (await ctx.loaders.rentalDetail.load({ orderItemId: r.orderItemId })).shipments,
  },
  RentalConnection: connectionResolvers,
};
