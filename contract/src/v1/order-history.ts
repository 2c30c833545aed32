/** The /v1 endpoints of the api's order-history feature (api/src/features/order-history/). */
import { ORDER_TABS, RENTAL_FILTERS } from '../order-history.js';
import { HISTORY_PAGE_SIZE_MAX, PAGE_INDEX_MAX, id, int } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type {
  OrderList,
  OrderTabs,
  RentalHistoryDetail,
  RentalHistoryPage,
  RentalHistorySummary,
} from '../order-history.js';
import type { OrderDetail } from '../order.js';

const paging = { pageIndex: int(1, PAGE_INDEX_MAX).optional(), pageSize: int(1, HISTORY_PAGE_SIZE_MAX).optional() };

/** features/order-history/detail-routes.ts */
export const orderHistoryDetailV1 = {
  detail: endpoint<OrderDetail>()({
    path: '/order/detail',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ orderId: id() }),
  }),
  cancel: endpoint<OrderDetail>()({
    path: '/order/cancel',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ orderId: id() }),
  }),
};

/** features/order-history/history-routes.ts */
export const orderHistoryV1 = {
  orderTabs: endpoint<OrderTabs>()({
    path: '/order/tabs',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({}),
  }),
  orderList: endpoint<OrderList>()({
    path: '/order/list',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ tab: z.enum(ORDER_TABS).optional(), ...paging }),
  }),
  userRentalHistory: endpoint<RentalHistorySummary>()({
    path: '/user/rental-history',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({}),
  }),
  orderRentalHistoryPage: endpoint<RentalHistoryPage>()({
    path: '/order/rental-history-page',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ filter: z.enum(RENTAL_FILTERS).optional(), ...paging }),
  }),
  orderRentalHistoryDetail: endpoint<RentalHistoryDetail>()({
    path: '/order/rental-history-detail',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ orderItemId: id() }),
  }),
};
