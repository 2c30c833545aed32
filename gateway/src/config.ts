/**
 * The gateway's configuration: one object, read from the environment once and checked, so that a
 * bad value stops the start with a message naming the variable instead of failing later.
 *
 *   PORT (8080), HOST (0.0.0.0)        where the gateway listens
 *   UPSTREAM_URL                       the /v1 product API; default http://127.0.0.1:${API_PORT or 8081}
 *   API_PORT (8081)                    the local api's port, when UPSTREAM_URL is unset
 *   WEB_DIST                           the built web app; default <repo>/web/dist
 *   WEB_SERVER_ENTRY                   the web's built server entry the pages are drawn with;
 *                                      default <repo>/web/dist-server/server.js (missing: the browser draws them)
 *   NODE_ENV                           `production`: persisted operations only, GraphiQL behind a flag,
 *                                      errors masked; anything else is the development profile
 *   GRAPHIQL (0|1)                     GraphiQL in production (always on in development)
 *   PUBLIC_URL                         the shop's public origin for absolute URLs; default the request's
 *   TRUST_PROXY (0|1)                  trust X-Forwarded-* (behind a proxy or load balancer)
 *   PERSISTED_QUERIES                  relay-compiler's { id: text } file; default <repo>/web/persisted-queries.json
 *   GATEWAY_LOG_LEVEL                  `debug` logs every GraphQL request; otherwise warnings only
 *   TAG_MANAGER_ID                     the tag manager the web app loads (GTM-… or G-…); unset: none
 *   AFFILIATE_TRACKING_ID,             the affiliate tracking (impact.com) and session recording (Fullstory, EU) the
 *   AFFILIATE_EVENT_TYPES,             web app loads; unset: none (http/thirdPartyScripts.ts)
 *   SESSION_RECORDING_ID
 *   RESPONSE_CACHE (1|0)               cache catalog reads (cache/responseCache.ts, cache/sharedReads.ts); 0: neither
 *   S3_ENDPOINT                        the api's S3-compatible photo store (read by the api); the pages' CSP lets the
 *                                      browser upload to it and show its photos (http/headers/csp.ts)
 *   STALE_IF_ERROR_MS (600000)         while the api cannot be reached, catalog reads are answered from those
 *                                      caches up to this old (cache/staleIfError.ts); 0: never
 *
 * An empty variable counts as unset.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PERSISTED_QUERIES } from './persisted.js';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
export const DEFAULT_WEB_SERVER_ENTRY = fileURLToPath(new URL('../../web/dist-server/server.js', import.meta.url));

/** Ten minutes: browsing goes on through an api restart or a short outage, never on answers older than that. */
export const DEFAULT_STALE_IF_ERROR_MS = 10 * 60_000;

/** A tag manager id the web app can load: GTM-… or G-… followed by uppercase letters and digits. */
export const TAG_MANAGER_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/;

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be a port number from 0 to 65535' })
    .max(65535, { error: 'must be a port number from 0 to 65535' })
    .default(fallback);
const flag = (fallback: '0' | '1' = '0') =>
  z
    .enum(['0', '1'], { error: 'must be 0 or 1' })
    .default(fallback)
    .transform((v) => v === '1');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

const EnvSchema = z.object({
  PORT: port(8080),
  HOST: z.string().default('0.0.0.0'),
  API_PORT: port(8081),
  UPSTREAM_URL: httpUrl.optional(),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  WEB_SERVER_ENTRY: z.string().default(DEFAULT_WEB_SERVER_ENTRY),
  NODE_ENV: z.string().optional(),
  GRAPHIQL: flag(),
  PUBLIC_URL: httpUrl.optional(),
  TRUST_PROXY: flag(),
  PERSISTED_QUERIES: z.string().default(DEFAULT_PERSISTED_QUERIES),
  GATEWAY_LOG_LEVEL: z.string().optional(),
  TAG_MANAGER_ID: z.string().trim().optional(),
  AFFILIATE_TRACKING_ID: z.string().optional(),
  AFFILIATE_EVENT_TYPES: z.string().optional(),
  SESSION_RECORDING_ID: z.string().optional(),
  RESPONSE_CACHE: flag('1'),
  S3_ENDPOINT: httpUrl.optional(),
  STALE_IF_ERROR_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a number of milliseconds' })
    .min(0, { error: 'must be a number of milliseconds' })
    .default(DEFAULT_STALE_IF_ERROR_MS),
});

/** The affiliate tracking and session recording settings as given (checked at start: http/thirdPartyScripts.ts). */
export interface ThirdPartySettings {
  affiliateTrackingId?: string | undefined;
  affiliateEventTypes?: string | undefined;
  sessionRecordingId?: string | undefined;
}

export interface GatewayConfig {
  port: number;
  host: string;
  /** Origin of the /v1 product API. */
  upstreamUrl: string;
  webDist: string;
  webServerEntry: string;
  production: boolean;
  /** GRAPHIQL=1: GraphiQL also in production (development always has it). */
  graphiqlInProduction: boolean;
  publicUrl: string | undefined;
  trustProxy: boolean;
  persistedQueriesFile: string;
  logLevel: 'debug' | 'warn';
  tagManagerId: string | undefined;
  thirdParties: ThirdPartySettings;
  /** RESPONSE_CACHE (default on): the response cache and the shared /v1 reads, the caches of catalog reads. */
  responseCache: boolean;
  /** The origin of S3_ENDPOINT: uploaded photos live there instead of on the shop's origin. */
  fileStoreOrigin: string | undefined;
  /** STALE_IF_ERROR_MS: how old a cached catalog answer may be when it stands in for an unreachable api (0: never). */
  staleIfErrorMs: number;
}

/** The configuration from `env` (default process.env); throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const given: Record<string, string> = Object.fromEntries(
    Object.keys(EnvSchema.shape).flatMap((k) => (env[k] ? [[k, env[k]]] : [])),
  );
  const r = EnvSchema.safeParse(given);
  if (!r.success) {
    const lines = r.error.issues.map((i) => {
      const name = String(i.path[0]);
      return `  ${name}=${JSON.stringify(given[name])}: ${i.message}`;
    });
    throw new Error(`gateway: invalid configuration\n${lines.join('\n')}`);
  }
  const e = r.data;
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    upstreamUrl: e.UPSTREAM_URL ?? `http://127.0.0.1:${e.API_PORT}`,
    webDist: e.WEB_DIST,
    webServerEntry: e.WEB_SERVER_ENTRY,
    production,
    graphiqlInProduction: e.GRAPHIQL,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    persistedQueriesFile: e.PERSISTED_QUERIES,
    logLevel: e.GATEWAY_LOG_LEVEL === 'debug' ? 'debug' : 'warn',
    tagManagerId: e.TAG_MANAGER_ID || undefined,
    thirdParties: {
      affiliateTrackingId: e.AFFILIATE_TRACKING_ID,
      affiliateEventTypes: e.AFFILIATE_EVENT_TYPES,
      sessionRecordingId: e.SESSION_RECORDING_ID,
    },
    responseCache: e.RESPONSE_CACHE,
    fileStoreOrigin: e.S3_ENDPOINT ? new URL(e.S3_ENDPOINT).origin : undefined,
    staleIfErrorMs: e.STALE_IF_ERROR_MS,
  };
}
