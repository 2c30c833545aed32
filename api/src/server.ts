/**
 * Builds the /v1 product API (not listening). Cross-cutting concerns are plugins registered on the
 * root instance: request context + id, envelope/errors + api-version; then the domain routes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/schema.js';
import { contextPlugin, requestIdOf } from './http/context.js';
import { envelopePlugin } from './http/envelope.js';
import { registerAppRoutes } from './catalog/app-info.js';
import { registerHomeRoutes } from './catalog/home.js';
import { registerListRoutes } from './catalog/lists.js';
import { registerProductRoutes } from './catalog/product.js';
import { registerBrandRoutes } from './catalog/brands.js';
import { registerMenuRoutes } from './catalog/menu.js';
import { registerImageRoutes } from './images/routes.js';

export interface ApiOptions {
  db: Db;
  /** false (default) for silence, true for pino's defaults, or pino options. */
  logger?: boolean | object;
}

export async function createApi(opts: ApiOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    genReqId: requestIdOf,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  // Allow an empty POST body with a JSON content type (treated as "no parameters").
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = Object.assign(new Error('Malformed JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(err, undefined);
    }
  });

  await app.register(contextPlugin);
  await app.register(envelopePlugin);

  registerAppRoutes(app);
  registerHomeRoutes(app, opts.db);
  registerListRoutes(app, opts.db);
  registerProductRoutes(app, opts.db);
  registerBrandRoutes(app, opts.db);
  registerMenuRoutes(app, opts.db);
  registerImageRoutes(app, opts.db);
  return app;
}
