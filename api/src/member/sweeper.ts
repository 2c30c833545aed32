/** Ends pauses that have run out even when their members make no request (the Tote reads sub_status). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/schema.js';
import { settleExpiredPauses } from './store.js';

export function startPauseSweeper(app: FastifyInstance, db: Db, intervalMs: number): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleExpiredPauses(db)
      .catch((err: unknown) => app.log.error({ err }, 'pause sweep failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
