/**
 * The api's side of the /v1 route table (contract/src/v1): `implement(app, group, handlers)` registers one handler per
 * entry of a group, each typed by its entry — a missing, extra or mistyped handler is a compile error. The entry says
 * the path, the methods, who may call it (shopper → the session guard, admin → the admin guard) and its parameters.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { v1Path, type Endpoint, type EndpointKind } from '@tote/contract/v1/endpoint';
import type { RequestContext } from './context.js';
import { adminGuardOf, recordMethods, route, sessionGuardOf } from './route.js';

/** A public entry's answer does not depend on who asks: its handler is not given the session. */
export type PublicContext = Omit<RequestContext, 'authToken' | 'auth'>;

/** What a handler of `E` gets and gives: its parameters parsed; `data` for an envelope, anything for a stream. */
export type HandlerOf<E> =
  E extends Endpoint<infer P, infer R, infer K>
    ? K extends 'page'
      ? (req: FastifyRequest, reply: FastifyReply) => unknown
      : (
          params: z.output<P>,
          ctx: E extends { access: 'public' } ? PublicContext : RequestContext,
          req: FastifyRequest,
          reply: FastifyReply,
        ) => K extends 'envelope' ? R | Promise<R> : null | Promise<null>
    : never;

export type Handlers<G extends Record<string, Endpoint<z.ZodType, unknown, EndpointKind>>> = {
  [K in keyof G]: HandlerOf<G[K]>;
};

/** Registers a page entry: the handler answers by itself (no envelope, no parameter parsing). */
function page(app: FastifyInstance, e: Endpoint, handler: (req: FastifyRequest, reply: FastifyReply) => unknown) {
  const session = e.access === 'shopper' ? sessionGuardOf(app) : null;
  const admin = e.access === 'admin' ? adminGuardOf(app) : null;
  recordMethods(app, e.path, e.methods.filter((m) => m !== 'PUT') as ('GET' | 'POST')[]);
  app.route({
    method: [...e.methods],
    url: v1Path(e),
    handler: (req, reply) => {
      admin?.(req);
      session?.(req.ctx);
      return handler(req, reply);
    },
  });
}

export function implement<G extends Record<string, Endpoint<z.ZodType, unknown, EndpointKind>>>(
  app: FastifyInstance,
  group: G,
  /** One per entry; an object literal with a key the group lacks is refused too (excess property check). */
  handlers: Handlers<G>,
): void {
  for (const [key, e] of Object.entries(group)) {
    const handler = handlers[key as keyof G] as unknown;
    if (typeof handler !== 'function') throw new Error(`/v1${e.path} has no handler`);
    if (e.kind === 'page') {
      page(app, e, handler as (req: FastifyRequest, reply: FastifyReply) => unknown);
      continue;
    }
    route(app, {
      path: e.path,
      // A client sends the first method; the api lists them GET first (the Allow header of a 405).
      methods: [...e.methods].sort() as ('GET' | 'POST')[],
      auth: e.access === 'shopper',
      before: e.access === 'admin' ? adminGuardOf(app) : undefined,
      params: e.params,
      handler: handler as (p: unknown, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) => unknown,
    });
  }
}
