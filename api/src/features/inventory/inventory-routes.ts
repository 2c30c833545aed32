/** /v1/inventory/stock (contract: src/contract/tracking.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StockChange } from '@tote/contract/tracking';
import type { Db } from '../../platform/db/schema.js';
import { adminKeyCheck } from '../auth/index.js';
import { route } from '../../platform/http/route.js';
import { int, str } from '@tote/contract/params';
import type { Mailer } from '../../platform/mail/index.js';
import { MAX_STOCK, setSkuStock } from './stock.js';

export interface InventoryDeps {
  db: Db;
  mailer: Mailer;
  webOrigin: string;
  production: boolean;
  adminKey: string | undefined;
}

export function registerInventoryRoutes(app: FastifyInstance, deps: InventoryDeps): void {
  route(app, {
    path: '/inventory/stock',
    methods: ['POST'],
    before: adminKeyCheck(deps.adminKey, deps.production),
    params: z.object({ sku: str(60), stock: int(0, MAX_STOCK) }),
    handler: async ({ sku, stock }, _ctx, req): Promise<StockChange> =>
      setSkuStock(deps.db, deps.mailer, sku, stock, {
        webOrigin: deps.webOrigin,
        onMailError: (err, to) => req.log.error({ err, to }, 'back-in-stock mail failed; the request stays pending'),
      }),
  });
}
