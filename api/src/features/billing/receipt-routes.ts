/** /v1/order/receipt-list and /order/receiptDetail (contract/receipts.ts). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { CostType } from '@tote/contract/checkout';
import type { ReceiptDetail, ReceiptList } from '@tote/contract/receipts';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { notFound } from '../../platform/http/errors.js';
import { id, int } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { receiptDetail, receiptSummary } from './receipts.js';

const COST_TYPES = ['Subscription', 'Purchase', 'Refund', 'Premium', 'Order'] as const satisfies readonly CostType[];

export function registerReceiptRoutes(app: FastifyInstance, db: Db): void {
  route(app, {
    path: '/order/receipt-list',
    auth: true,
    params: z.object({
      pageIndex: int(1, 100000).optional(),
      pageSize: int(1, 50).optional(),
      costType: z.enum(COST_TYPES).optional(),
    }),
    handler: async (p, ctx): Promise<ReceiptList> => {
      const userId = requireUser(ctx).user.id;
      const pageIndex = p.pageIndex ?? 1;
      const pageSize = p.pageSize ?? 10;
      let q = db.selectFrom('receipts').where('user_id', '=', userId);
      if (p.costType) q = q.where('cost_type', '=', p.costType);
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageIndex - 1) * pageSize)
          .execute(),
        q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(receiptSummary), total: count.n, pageIndex, pageSize };
    },
  });

  route(app, {
    path: '/order/receiptDetail',
    auth: true,
    params: z.object({ receiptId: id() }),
    handler: async (p, ctx): Promise<ReceiptDetail> => {
      const row = await db
        .selectFrom('receipts')
        .selectAll()
        .where('id', '=', p.receiptId)
        .where('user_id', '=', requireUser(ctx).user.id)
        .executeTakeFirst();
      if (!row) throw notFound(`Receipt ${p.receiptId}`);
      return receiptDetail(row);
    },
  });
}
