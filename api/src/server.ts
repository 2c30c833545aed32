/**
 * Builds the /v1 product API (not listening). Cross-cutting concerns are plugins registered on the
 * root instance: request context + id, envelope/errors + api-version, security headers, the input guard;
 * then the deps (deps.ts) and the feature modules, in the declared order (modules.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from './platform/config.js';
import { contextPlugin, requestIdOf } from './platform/http/context.js';
import { envelopePlugin, frameworkErrors } from './platform/http/envelope.js';
import { inputGuardPlugin } from './platform/http/input-guard.js';
import { recordEveryRoute } from './platform/http/route.js';
import { lazySchemaCompilers } from './platform/http/schema-compilers.js';
import { securityHeadersPlugin } from './platform/http/security-headers.js';
import { buildDeps, type ApiOptions } from './deps.js';
import { modules } from './modules.js';

export type { ApiOptions } from './deps.js';

export async function createApi(opts: ApiOptions): Promise<FastifyInstance> {
  const config = opts.config ?? loadConfig(opts.env ?? process.env);
  const app = Fastify({
    // Per-IP rate limits need the client's address: trust X-Forwarded-For from the gateway on a
    // private network (TRUST_PROXY overrides: "false"/"0", "true"/"1", or proxy-addr names/CIDRs).
    trustProxy: config.trustProxy,
    logger: opts.logger ?? false,
    genReqId: requestIdOf,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    frameworkErrors, // an undecodable or over-long path segment: the envelope's 40001 too
    schemaController: { compilersFactory: lazySchemaCompilers },
    // A request that still arrives on a kept-alive connection while closing (SIGTERM, main.ts, after the drain) is
    // answered (with `Connection: close`) rather than refused with 503: a proxy does not pass a refused POST on.
    return503OnClosing: false,
  });
  recordEveryRoute(app);
  // Allow an empty POST body with a JSON content type (treated as "no parameters").
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = Object.assign(new Error('Malformed JSON body'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(err, undefined);
    }
  });

  await app.register(contextPlugin, { keepSeen: !config.production });
  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin); // every route's parameters within the contract's input bounds

  // The features, lowest first, each with the one deps object (deps.ts).
  const deps = await buildDeps(app, opts, config);
  for (const feature of modules) await feature.register(app, deps);
  return app;
}
