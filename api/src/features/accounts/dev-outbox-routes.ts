/** GET /v1/dev/outbox — development only (never registered when NODE_ENV=production). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { OutboxResponse } from '@tote/contract/account';
import type { Db } from '../../platform/db/schema.js';
import { implement } from '../../platform/http/implement.js';
import { accountsDevOutboxV1 } from '@tote/contract/v1/accounts';
import { normalizeMobile } from '@tote/contract/validation';

export function registerDevRoutes(app: FastifyInstance, db: Db): void {
  implement(app, accountsDevOutboxV1, {
    outbox: async (p): Promise<OutboxResponse> => {
      let q = db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(p.limit ?? 20);
      if (p.email) q = q.where(sql<string>`lower(to_address)`, '=', p.email.toLowerCase());
      if (p.mobile) q = q.where('to_address', '=', normalizeMobile(p.mobile) ?? p.mobile);
      const rows = await q.execute();
      return {
        list: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          to: r.to_address,
          subject: r.subject,
          text: r.text,
          code: r.code,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  });
}
