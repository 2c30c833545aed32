/**
 * The gateway's one HTTP server: /graphql (yoga, GraphiQL), /healthz, /readyz, /images/*, the
 * sitemaps, social sign-in (/oauth/*), the local payment emulator (/payment-emulator/*), the
 * development outbox (/dev/outbox), and the built web app with its SPA fallback. Every answer
 * carries the security headers (http/headers/).
 */
import { useBodyLimit } from './bodyLimit.js';
import { API_VERSION_HEADER } from '@tote/contract/envelope';
import { accountsDevOutboxV1 } from '@tote/contract/v1/accounts';
import { v1Path } from '@tote/contract/v1/endpoint';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import {
  DEFAULT_WEB_DIST,
  loadConfig,
  TAG_MANAGER_ID_PATTERN,
  type GatewayConfig,
  type ThirdPartySettings,
} from './config.js';
import { buildContext, type GatewayContext } from './context.js';
import { withoutUpstreamText } from './errors.js';
import { createOAuthRoutes } from './http/oauth.js';
import { proxyRaw } from './http/proxy.js';
import { RETURN_LABEL_PATH, returnLabel } from './http/returnLabel.js';
import { createSecurityPlugins } from './security.js';
import { useErrorsInEventStreams } from './sseErrors.js';
import { healthz, readyz } from './http/health.js';
import { proxyImage } from './http/images.js';
import { FILES_PATH, files } from './http/files.js';
import { createSitemaps } from './http/sitemap.js';
import { publicOrigin, requestProtocol, send } from './http/util.js';
import { createWeb } from './http/web.js';
import { thirdPartyScripts } from './http/thirdPartyScripts.js';
import { useCompression } from './http/compress.js';
import { createGraphiQLPage } from './http/graphiql.js';
import { setBaselineHeaders } from './http/headers/baseline.js';
import { watchPaymentProvider } from './http/headers/paymentProvider.js';
import { watchCatalog } from './cache/catalogWatch.js';
import { createResponseCache } from './cache/responseCache.js';
import { SharedReads } from './cache/sharedReads.js';
import { createPersistedOperationsPlugin } from './persisted.js';
import { useCompiledExecution } from './compiledExecution.js';
import { parserAndValidationCache } from './documentCaches.js';
import { buildSchema } from './schema.js';
import { UpstreamPool } from './upstream/client.js';

export { DEFAULT_WEB_DIST };

/** What the caller (main.ts, a test) sets; anything left out comes from the configuration (config.ts). */
export interface GatewayOptions {
  /** Origin of the /v1 product API, e.g. http://127.0.0.1:8081. */
  upstreamUrl: string;
  /** The built web app (default <repo>/web/dist). */
  webDist?: string;
  /** Production profile: persisted operations only, GraphiQL behind GRAPHIQL=1, errors masked. */
  production?: boolean;
  /** GraphiQL at GET /graphql; default: on in development, in production only with GRAPHIQL=1. */
  graphiql?: boolean;
  /** Public origin for absolute URLs (sitemaps); default PUBLIC_URL, else the request's host. */
  publicUrl?: string;
  /** Trust X-Forwarded-* (behind a proxy); default TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** relay-compiler's { id: text } file; default PERSISTED_QUERIES or <repo>/web/persisted-queries.json. */
  persistedQueriesFile?: string;
  /** URLs per product/brand sitemap shard (≤ 50,000). */
  sitemapShardSize?: number;
  /** Upstream call timeout in ms (default 10 s). */
  upstreamTimeoutMs?: number;
  /** The tag manager id the web app loads (GTM-… or G-…); default TAG_MANAGER_ID, unset = none. */
  tagManagerId?: string;
  /** The affiliate tracking and session recording settings; default the environment's (config.ts). */
  thirdParties?: ThirdPartySettings;
  /** How long a page waits for its data, then its render, before it goes out undrawn (default 300 ms). */
  pageDataBudgetMs?: number;
}

const GRAPHQL_PATH = '/graphql';
/**
 * Subscriptions (the assistant's reply) in the graphql-sse protocol's "distinct connections mode":
 * a POST with `accept: text/event-stream`, answered with `event: next` frames and `event: complete`.
 * Yoga serves exactly that on its graphql endpoint, so this path is rewritten to /graphql and goes
 * through the same pipeline: persisted operations (production takes only their ids, subscriptions
 * included), CSRF prevention, graphql-armor, masked errors, the context and its cookies.
 * @graphql-yoga/plugin-graphql-sse was not chosen: it answers from `onRequest` with graphql-sse's own
 * handler, which parses `params.query` itself and skips yoga's `onParams`, so the persisted-operations
 * plugin never sees the id (a request without `query` is refused); its extra "single connection
 * mode" is not needed by the web client.
 */
const STREAM_PATH = '/graphql/stream';

export function createGateway(opts: GatewayOptions, config: GatewayConfig = loadConfig()): Server {
  const production = opts.production ?? config.production;
  const graphiql = opts.graphiql ?? (!production || config.graphiqlInProduction);
  const trustProxy = opts.trustProxy ?? config.trustProxy;
  const publicUrl = opts.publicUrl ?? config.publicUrl;
  const upstream = new UpstreamPool(opts.upstreamUrl, { timeoutMs: opts.upstreamTimeoutMs });
  const catalogWatch = config.responseCache ? watchCatalog(opts.upstreamUrl) : null;
  const staleMs = config.staleIfErrorMs;
  const responseCache = catalogWatch
    ? createResponseCache({ watch: catalogWatch, report: !production, staleMs })
    : null;
  const sharedReads = catalogWatch ? new SharedReads(catalogWatch, { staleMs }) : null;
  const responseCookies = new WeakMap<Request, string[]>();
  const graphiqlPage = createGraphiQLPage();

  const yoga = createYoga<{ req: IncomingMessage; res: ServerResponse }, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    parserAndValidationCache: parserAndValidationCache(), // bounded by bytes (documentCaches.ts)
    cors: false, // the shop and its API share one origin; native apps need no CORS
    maxRequestBodySize: false, // bounded by useBodyLimit, without yoga's stream per request
    logging: config.logLevel,
    graphiql: graphiql ? { title: 'Tote GraphQL', defaultQuery: DEFAULT_QUERY } : false,
    renderGraphiQL: graphiqlPage.render,
    context: ({ request, req }) => {
      const ctx = buildContext(
        upstream,
        {
          headers: request.headers,
          remoteAddress: req.socket.remoteAddress,
          trustProxy,
          origin: publicOrigin(req, { publicUrl, trustProxy }),
          secure: requestProtocol(req, trustProxy) === 'https',
          signal: request.signal,
        },
        sharedReads,
      );
      responseCookies.set(request, ctx.responseCookies);
      return ctx;
    },
    maskedErrors: {
      isDev: !production,
      // Expected errors (GraphQLErrors we threw: upstream codes, NETWORK_ERROR, BAD_USER_INPUT) pass
      // through; anything else is a bug: INTERNAL, with its message only outside production.
      maskError(error, message, isDev) {
        const masked = maskError(error, message, isDev);
        if (masked === error) return !isDev && error instanceof GraphQLError ? withoutUpstreamText(error) : masked;
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        const text = isDev && original instanceof Error ? original.message : message;
        return new GraphQLError(text, {
          nodes: error instanceof GraphQLError ? error.nodes : undefined,
          path: error instanceof GraphQLError ? error.path : undefined,
          extensions: {
            ...(masked instanceof GraphQLError ? masked.extensions : {}),
            code: 'INTERNAL',
            unexpected: true,
          },
        });
      },
    },
    plugins: [
      ...createSecurityPlugins({ production }),
      useBodyLimit(),
      graphiqlPage.plugin,
      {
        // Cookies the resolvers set (sessions, OAuth state) go out with the response.
        onResponse({ request, response }) {
          for (const c of new Set(responseCookies.get(request))) response.headers.append('set-cookie', c);
          if (upstream.apiVersion) response.headers.set(API_VERSION_HEADER, upstream.apiVersion);
        },
      },
      createPersistedOperationsPlugin({
        file: opts.persistedQueriesFile ?? config.persistedQueriesFile,
        production,
      }),
      useCompiledExecution(), // before the response cache, which wraps the execute this one sets
      ...(responseCache?.plugins ?? []), // after the persisted operations: it reads the query text
      useErrorsInEventStreams(),
      useCompression(), // last: it encodes the finished response
    ],
  });

  const sitemaps = createSitemaps({ upstream, publicUrl, trustProxy, shardSize: opts.sitemapShardSize });
  const tagManagerId = (opts.tagManagerId ?? config.tagManagerId ?? '').trim() || undefined;
  if (tagManagerId && !TAG_MANAGER_ID_PATTERN.test(tagManagerId)) {
    console.warn(
      `gateway: TAG_MANAGER_ID "${tagManagerId}" is not GTM-… or G-… followed by uppercase letters and digits; ` +
        'the web app will not load it',
    );
  }
  const scripts = thirdPartyScripts(opts.thirdParties ?? config.thirdParties);
  const web = createWeb({
    webDist: opts.webDist ?? config.webDist,
    production,
    tagManagerId,
    thirdPartyScripts: scripts,
    usesStripe: watchPaymentProvider(upstream),
    fileStoreOrigin: config.fileStoreOrigin,
    // Page queries run in-process, through every plugin a browser's request goes through.
    graphql: async (request, server) => yoga.fetch(request, server),
    cacheStamp: responseCache?.stamp,
    persistedQueriesFile: opts.persistedQueriesFile ?? config.persistedQueriesFile,
    publicUrl,
    trustProxy,
    pageDataBudgetMs: opts.pageDataBudgetMs,
  });
  const oauth = createOAuthRoutes({ upstream, publicUrl, trustProxy });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (path === STREAM_PATH) {
      if (!req.headers.accept?.includes('text/event-stream'))
        return send(res, 406, 'Not Acceptable: /graphql/stream answers `accept: text/event-stream` only.');
      req.url = GRAPHQL_PATH + new URL(req.url ?? '/', 'http://gateway').search;
      return yoga(req, res);
    }
    if (path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`)) return yoga(req, res);
    if (path === '/healthz') return healthz(res);
    if (path === '/readyz') return readyz(upstream, res, web.ready);
    if (path.startsWith('/images/')) return proxyImage(upstream, req, res);
    // Uploaded photos: the shopper's upload (with her session) and the stored image.
    if (path.startsWith(FILES_PATH)) return files(upstream, req, res, path, trustProxy);
    if (path.startsWith('/oauth/') && (await oauth(req, res, path))) return;
    // The printable return label of a ticket, for its owner only (the api checks the session).
    if (path === RETURN_LABEL_PATH) return returnLabel(upstream, req, res);
    // The local payment emulator (contract/src/payment.ts): the stand-in for Stripe.js and its
    // 3-D Secure challenge page, on the shop's origin. The api serves it only outside production.
    if (path.startsWith('/payment-emulator/')) return proxyRaw(upstream, req, res, req.url ?? path, trustProxy);
    // The e2e and local development read emailed/texted codes through the shop's origin.
    if (path.startsWith('/dev/')) {
      if (production || path !== '/dev/outbox') return send(res, 404, 'Not Found');
      if (req.method !== 'GET') return send(res, 405, 'Method Not Allowed', { allow: 'GET' });
      return proxyRaw(
        upstream,
        req,
        res,
        `${v1Path(accountsDevOutboxV1.outbox)}${new URL(req.url ?? '/', 'http://gateway').search}`,
        trustProxy,
      );
    }
    if (await sitemaps(req, res, path)) return;
    return web.handle(req, res, path);
  }

  const server = createServer((req, res) => {
    setBaselineHeaders(req, res, trustProxy);
    route(req, res).catch((e: unknown) => {
      console.error(`gateway: ${req.method} ${req.url} failed`, e);
      if (!res.headersSent) send(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  server.on('close', () => {
    void upstream.close();
    void catalogWatch?.close();
  });
  return server;
}

const DEFAULT_QUERY = /* GraphQL */ `
  # Tote's GraphQL API. Try:
  query Home {
    home {
      sections {
        __typename
        ... on HomeProductRow {
          title
          products {
            id
            title
            url
            price {
              formatted
            }
            brand {
              name
            }
          }
        }
      }
    }
  }
`;
