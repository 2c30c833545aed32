/** /v1/inventory/stock (contract: src/contract/tracking.ts). */
import type { FastifyInstance } from 'fastify';
import type { StockChange } from '@tote/contract/tracking';
import type { Db } from '../../platform/db/schema.js';
import { implement } from '../../platform/http/implement.js';
import type { Mailer } from '../../platform/mail/index.js';
import { inventoryV1 } from '@tote/contract/v1/inventory';
import { setSkuStock } from './stock.js';

export interface InventoryDeps {
  db: Db;
  mailer: Mailer;
  webOrigin: string;
  production: boolean;
  adminKey: string | undefined;
}

export function registerInventoryRoutes(app: FastifyInstance, deps: InventoryDeps): void {
  implement(app, inventoryV1, {
    stock: async ({ sku, stock }, _ctx, req): Promise<StockChange> =>
      setSkuStock(deps.db, deps.mailer, sku, stock, {
        webOrigin: deps.webOrigin,
        onMailError: (err, to) => req.log.error({ err, to }, 'back-in-stock mail failed; the request stays pending'),
      }),
  });
}
