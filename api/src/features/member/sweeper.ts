/** Ends pauses that have run out even when their members make no request (the Tote reads sub_status). */
import type { FastifyInstance } from 'fastify';
import { startSweeper, SweepLock } from '../../platform/db/locks.js';
import type { Db } from '../../platform/db/schema.js';
import { settleExpiredPauses } from './store.js';

export function startPauseSweeper(app: FastifyInstance, db: Db, intervalMs: number): void {
  startSweeper(app, { db, key: SweepLock.pauses, intervalMs, what: 'pause sweep' }, () => settleExpiredPauses(db));
}
