/** /v1/auth/get-token: a session token traded for a fresh one (contract/v1/auth.ts). */
import type { FastifyInstance } from 'fastify';
import { authV1, type RenewedToken } from '@tote/contract/v1/auth';
import type { Db } from '../../platform/db/schema.js';
import { implement } from '../../platform/http/implement.js';
import { createSession, requireUser, unauthorized } from './session.js';

export function registerTokenRoutes(app: FastifyInstance, db: Db): void {
  implement(app, authV1, {
    getToken: async (_p, ctx): Promise<RenewedToken> => {
      const { user, sessionId } = requireUser(ctx);
      const renewed = await db.transaction().execute(async (trx) => {
        // Ends the old session only once: of two trades at the same time, one gets a token.
        const ended = await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('id', '=', sessionId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (ended.numUpdatedRows !== 1n) throw unauthorized();
        return createSession(trx, user.id, ctx);
      });
      return { token: renewed.token, expiresAt: renewed.expiresAt.toISOString() };
    },
  });
}
