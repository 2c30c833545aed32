/** /v1/order/receipt-list and /order/receiptDetail (contract/receipts.ts). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ReceiptDetail, ReceiptList } from '@tote/contract/receipts';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { notFound } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import { billingReceiptV1 } from '@tote/contract/v1/billing';
import { receiptDetail, receiptSummary } from './receipts.js';

export function registerReceiptRoutes(app: FastifyInstance, db: Db): void {
  implement(app, billingReceiptV1, {
    receiptList: async (p, ctx): Promise<ReceiptList> => {
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
    receiptDetail: async (p, ctx): Promise<ReceiptDetail> => {
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
