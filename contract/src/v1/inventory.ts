/** The /v1 endpoints of the api's inventory feature (api/src/features/inventory/). */
import { int, str } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { StockChange } from '../tracking.js';
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
