/**
 * /v1 route registration under implement() (implement.ts, the route table's entries). A handler declares its
 * parameters as a zod schema and returns `data`; this module reads the parameters (GET: query string; POST: JSON
 * body over the query string), validates them (→ 40001 naming the field) and wraps the result in the envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors.js';
import { ok } from './respond.js';
import type { RequestContext } from './context.js';
import { isUserMessage } from '@tote/contract/validation';

export const V1 = '/v1';
type Method = 'GET' | 'POST';

/** Path → methods per api instance, for telling "wrong method" (40005) from "unknown path" (40004). */
const registries = new WeakMap<FastifyInstance, Map<string, Method[]>>();

function registryOf(app: FastifyInstance): Map<string, Method[]> {
  let r = registries.get(app);
  if (!r) registries.set(app, (r = new Map()));
  return r;
}

/** Path → parameter schema per api instance (routes registered with route()), for the bounds test. */
const schemas = new WeakMap<FastifyInstance, Map<string, z.ZodType>>();

/** Every /v1 path registered with route() and the zod schema of its parameters. */
export function registeredParams(app: FastifyInstance): [string, z.ZodType][] {
  return [...(schemas.get(app) ?? [])];
}

/** Every route of an api instance, /v1 or not (the payment emulator, images, dev pages), with its methods. */
const everyRoute = new WeakMap<FastifyInstance, Map<string, Set<string>>>();

/** Records each route as fastify registers it (createApi adds this as the first onRoute hook). */
export function recordEveryRoute(app: FastifyInstance): void {
  const routes = new Map<string, Set<string>>();
  everyRoute.set(app, routes);
  app.addHook('onRoute', (r) => {
    const methods = routes.get(r.url) ?? new Set<string>();
    for (const m of [r.method].flat()) if (m !== 'HEAD') methods.add(m);
    routes.set(r.url, methods);
  });
}

/** Every route path of this api instance (fastify's syntax: `:id`, `*`) with its methods, for the fuzz suite. */
export function allRoutes(app: FastifyInstance): [string, string[]][] {
  return [...(everyRoute.get(app) ?? [])].map(([url, methods]) => [url, [...methods]]);
}

/**
 * What `auth: true` checks before a handler runs, per api instance: the feature that owns sessions (features/auth)
 * sets it when it registers, so that route() needs no feature. It throws to refuse (40000, 60005).
 */
export type SessionGuard = (ctx: RequestContext) => void;
const sessionGuards = new WeakMap<FastifyInstance, SessionGuard>();

export function useSessionGuard(app: FastifyInstance, guard: SessionGuard): void {
  sessionGuards.set(app, guard);
}

/** What an admin entry checks before its handler (the admin key), per api instance: set by features/auth. */
type AdminGuard = (req: FastifyRequest) => void;
const adminGuards = new WeakMap<FastifyInstance, AdminGuard>();

export function useAdminGuard(app: FastifyInstance, guard: AdminGuard): void {
  adminGuards.set(app, guard);
}

export function adminGuardOf(app: FastifyInstance): AdminGuard {
  const guard = adminGuards.get(app);
  if (!guard) throw new Error('admin endpoints need the admin key check: register the module that owns it first');
  return guard;
}

/** The session guard of an api instance (for a page entry that needs a session). */
export function sessionGuardOf(app: FastifyInstance): SessionGuard {
  const guard = sessionGuards.get(app);
  if (!guard) throw new Error('this endpoint needs a session: register the module that owns sessions first');
  return guard;
}

export function allowedMethods(app: FastifyInstance, path: string): Method[] | undefined {
  return registries.get(app)?.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

export interface RouteDef<S extends z.ZodType, R> {
  path: string; // under /v1
  methods?: Method[]; // default GET and POST
  params: S;
  /** Needs a session: 40000 without a valid token, 60005 when it expired (checked before the parameters). */
  auth?: boolean;
  /** Runs before the session and parameter checks; throws to refuse (e.g. an admin key check). */
  before?: (req: FastifyRequest) => void;
  handler: (params: z.output<S>, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) => Promise<R> | R;
}

export function describeIssue(issue: z.core.$ZodIssue): string {
  // Messages the contract words for people, which its zod rules carry as their errors: sent verbatim.
  if (isUserMessage(issue.message)) return issue.message;
  const field = issue.path.length ? issue.path.map(String).join('.') : 'parameters';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `Missing parameter: ${field}`;
  return `Invalid parameter ${field}: ${issue.message}`;
}

function rawParams(req: FastifyRequest): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (req.method !== 'POST') return { ...query };
  const body = req.body;
  if (body === undefined || body === null || body === '') return { ...query };
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object');
  return { ...query, ...(body as Record<string, unknown>) };
}

/** Records the methods of a route registered without route() (a page, not an envelope), for 40005. */
export function recordMethods(app: FastifyInstance, path: string, methods: Method[]): void {
  registryOf(app).set(V1 + path, methods);
}

export function route<S extends z.ZodType, R>(app: FastifyInstance, def: RouteDef<S, R>): void {
  const methods = def.methods ?? ['GET', 'POST'];
  const url = V1 + def.path;
  const guard = sessionGuards.get(app);
  if (def.auth && !guard) throw new Error(`${url} needs a session: register the module that owns sessions first`);
  registryOf(app).set(url, methods);
  if (!schemas.has(app)) schemas.set(app, new Map());
  schemas.get(app)!.set(url, def.params);
  app.route({
    method: methods,
    url,
    handler: async (req, reply) => {
      def.before?.(req);
      if (def.auth) guard!(req.ctx);
      // The request's values are within the contract's input bounds already (input-guard.ts).
      const parsed = def.params.safeParse(rawParams(req));
      if (!parsed.success) throw badRequest(parsed.error.issues.map(describeIssue).slice(0, 3).join('; '));
      return ok(await def.handler(parsed.data, req.ctx, req, reply));
    },
  });
}
