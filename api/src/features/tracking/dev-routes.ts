/**
 * GET /v1/dev/tracking — development and tests only (never registered in production): the events recorded
 * under one `session_id`, oldest first, so a test can check what a client sent. It needs the session id: it
 * never lists events at large.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/schema.js';
import { implement } from '../../platform/http/implement.js';
import { trackingDevV1, type RecordedEvents } from '@tote/contract/v1/tracking';

export function registerTrackingDevRoutes(app: FastifyInstance, db: Db): void {
  implement(app, trackingDevV1, {
    tracking: async (p): Promise<RecordedEvents> => {
      const rows = await db
        .selectFrom('tracking_events')
        .selectAll()
        .where('session_id', '=', p.session_id)
        .orderBy('id')
        .limit(p.limit ?? 100)
        .execute();
      return { list: rows.map(({ id: _id, created_at: _at, ...event }) => event) };
    },
  });
}
