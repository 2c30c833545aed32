/** The /v1 endpoints of the api's inventory feature (api/src/features/inventory/). */
import { id, int, noParams, str } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { StockChange } from '../tracking.js';
import {
  STOCK_HOLD_HOURS_MAX,
  type StockHoldDeclined,
  type StockHoldList,
  type StockHoldsLapsed,
} from '../wishlist.js';
import { SKU_CODE_MAX } from '../tote.js';

/** The most units a SKU's stock may be set to. */
export const MAX_STOCK = 100_000;

/** features/inventory/inventory-routes.ts */
export const inventoryV1 = {
  stock: endpoint<StockChange>()({
    path: '/inventory/stock',
    methods: ['POST'],
    access: 'admin',
    params: z.object({ sku: str(SKU_CODE_MAX), stock: int(0, MAX_STOCK) }),
  }),
};

/** features/inventory/hold-routes.ts: the shopper's holds (wishlist.ts "Holds"). */
export const stockHoldsV1 = {
  list: endpoint<StockHoldList>()({
    path: '/user/stockHolds',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  decline: endpoint<StockHoldDeclined>()({
    path: '/user/declineStockHold',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ holdId: id() }),
  }),
};

/** features/inventory/hold-routes.ts, outside production: time passing for the holds. */
export const stockHoldsDevV1 = {
  lapse: endpoint<StockHoldsLapsed>()({
    path: '/dev/stockHolds/lapse',
    methods: ['POST'],
    access: 'viewer',
    params: z.object({ hours: int(0, STOCK_HOLD_HOURS_MAX * 2) }),
  }),
};
