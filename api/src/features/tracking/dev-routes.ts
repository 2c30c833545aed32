/**
 * GET /v1/dev/tracking — development and tests only (never registered in production): the events recorded
 * under one `session_id`, oldest first, so a test can check what a client sent. It needs the session id: it
 * never lists events at large.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { int, str } from '@tote/contract/params';
import type { Db } from '../../platform/db/schema.js';
import { route } from '../../platform/http/route.js';
import type { TrackingEventTable } from './tables.js';

export interface RecordedEvents {
  list: Omit<TrackingEventTable, 'id' | 'created_at'>[];
}

export function registerTrackingDevRoutes(app: FastifyInstance, db: Db): void {
  route(app, {
    path: '/dev/tracking',
    methods: ['GET'],
    params: z.object({ session_id: str(200), limit: int(1, 200).optional() }),
    handler: async (p): Promise<RecordedEvents> => {
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
