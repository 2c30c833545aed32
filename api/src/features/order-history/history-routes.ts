/** /v1 order history (contract/order-history.ts): tabs, the paged order list, the rental history. */
import type { FastifyInstance } from 'fastify';
import {
  ORDER_TABS,
  type OrderList,
  type OrderTabs,
  type RentalHistoryDetail,
  type RentalHistoryPage,
  type RentalHistorySummary,
} from '@tote/contract/order-history';
import { requireUser } from '../auth/index.js';
import type { BillingDeps } from '../billing/index.js';
import { notFound } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import { rentalCounts, rentalItem, rentalPage, tabCounts, tabPage, withParcels } from './history.js';
import { orderSummaries } from './order-list.js';
import { orderHistoryV1 } from '@tote/contract/v1/order-history';

const TAB_TITLES = { current: 'Current', past: 'Past', cancelled: 'Cancelled' } as const;

export function registerOrderHistoryRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const { db } = deps;
  implement(app, orderHistoryV1, {
    orderTabs: async (_p, ctx): Promise<OrderTabs> => {
      const counts = await tabCounts(db, requireUser(ctx).user.id);
      return { tabs: ORDER_TABS.map((tab) => ({ tab, title: TAB_TITLES[tab], count: counts[tab] })) };
    },
    orderList: async (p, ctx, req): Promise<OrderList> => {
      const userId = requireUser(ctx).user.id;
      const [tab, pageIndex, pageSize] = [p.tab ?? 'current', p.pageIndex ?? 1, p.pageSize ?? 10];
      const { ids, total } = await tabPage(db, userId, tab, pageIndex, pageSize);
      const list = await orderSummaries(deps, userId, ids, (err) =>
        req.log.warn({ err }, 'payment intent lookup failed'),
      );
      return { tab, list, total, pageIndex, pageSize };
    },
    userRentalHistory: async (_p, ctx): Promise<RentalHistorySummary> => {
      const { user } = requireUser(ctx);
      const [counts, recent, limit] = await Promise.all([
        rentalCounts(db, user.id),
        rentalPage(db, user.id, 'all', 1, 5),
        db.selectFrom('users').select('tote_upper_limit').where('id', '=', user.id).executeTakeFirstOrThrow(),
      ]);
      return { ...counts, toteUpperLimit: limit.tote_upper_limit, recent: recent.list };
    },
    orderRentalHistoryPage: async (p, ctx): Promise<RentalHistoryPage> => {
      const [pageIndex, pageSize] = [p.pageIndex ?? 1, p.pageSize ?? 10];
      const page = await rentalPage(db, requireUser(ctx).user.id, p.filter ?? 'all', pageIndex, pageSize);
      return { ...page, list: await withParcels(db, page.list), pageIndex, pageSize };
    },
    orderRentalHistoryDetail: async (p, ctx): Promise<RentalHistoryDetail> => {
      const item = await rentalItem(db, requireUser(ctx).user.id, p.orderItemId);
      if (!item) throw notFound(`Rental item ${p.orderItemId}`);
      return (await withParcels(db, [item]))[0]!;
    },
  });
}
