/** Helpers of the payment provider tests (payments-providers, payments-processing). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db/schema.js';
import { createApi } from '../src/server.js';
import { RELAXED_LIMITS } from './accounts-helpers.js';

export type ApiOpts = Omit<Parameters<typeof createApi>[0], 'db'>;

/** An api on `db` with the tests' limits and no pause sweep; kept in `apps`, which the test file closes. */
export async function apiOn(db: Db, apps: FastifyInstance[], opts: ApiOpts): Promise<FastifyInstance> {
  const app = await createApi({ db, limits: RELAXED_LIMITS, pauseSweepMs: 0, ...opts });
  await app.ready();
  apps.push(app);
  return app;
}
