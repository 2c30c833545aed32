/**
 * A feature as the api registers it. Each feature's index.ts exports one ApiModule; server.ts registers the list
 * (modules.ts) in the declared order, lowest first, each with the one deps object it builds (deps.ts).
 *
 * `Needs` is what the module reads of those deps, written by the module itself with its own and lower features'
 * types (a feature never imports the composition root): `ApiModule<{ db: Db; limiter: Limiter }>`. The list is
 * typed against the full deps, so a module that needs something the root does not build fails to compile.
 *
 * What a module adds is its business: the handlers of its route-table groups (implement() in platform/http, over
 * the entries of contract/src/v1), hooks, sweepers.
 */
import type { FastifyInstance } from 'fastify';

export interface ApiModule<Needs> {
  /** The feature's folder under features/: its place in the declared order. */
  readonly name: string;
  readonly register: (app: FastifyInstance, deps: Needs) => void | Promise<void>;
}
