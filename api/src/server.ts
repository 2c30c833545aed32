/**
 * Builds the /v1 product API (not listening). Cross-cutting concerns are plugins registered on the
 * root instance: request context + id, envelope/errors + api-version; then the domain routes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/schema.js';
import { contextPlugin, requestIdOf } from './http/context.js';
import { envelopePlugin, frameworkErrors } from './http/envelope.js';
import { inputGuardPlugin } from './http/input-guard.js';
import { recordEveryRoute } from './http/route.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { registerAppRoutes } from './catalog/app-info-routes.js';
import { appSettings, type AppSettings } from './catalog/app-settings.js';
import { registerHomeRoutes } from './catalog/home-routes.js';
import { registerListRoutes } from './catalog/list-routes.js';
import { registerProductRoutes } from './catalog/product-routes.js';
import { registerBrandRoutes } from './catalog/brand-routes.js';
import { registerMenuRoutes } from './catalog/menu-routes.js';
import { registerImageRoutes } from './images/image-routes.js';
import { registerAccountRoutes } from './accounts/index.js';
import { registerToteRoutes } from './tote/tote-routes.js';
import { registerActionRoutes } from './tote/action-routes.js';
import { registerTrackingRoutes } from './tracking/tracking-routes.js';
import { registerInventoryRoutes } from './inventory/inventory-routes.js';
import { registerCatalogEvents } from './catalog-events/changes-routes.js';
import { registerLimiter, type RateLimitSettings } from './auth/limits.js';
import { providersFromEnv, type SignInProviders } from './auth/providers/index.js';
import { authPlugin } from './auth/session.js';
import { loadAppSecret, Signer } from './auth/tokens.js';
import { mailerFromEnv, OutboxSms, type Mailer, type SmsSender } from './mail/index.js';
import { registerAddressRoutes } from './address/address-routes.js';
import { registerBillingRoutes } from './billing/index.js';
import { LocalCarrier, registerFulfilment, type FulfilmentProvider } from './fulfilment/index.js';
import { registerOrderHistoryRoutes } from './orders/history-routes.js';
import { registerMemberRoutes } from './member/member-routes.js';
import { startPauseSweeper } from './member/sweeper.js';
import { startBillingSweeper } from './billing/sweep.js';
import { paymentsFromEnv, type PaymentProvider } from './payments/index.js';
import { registerSearchRoutes } from './search/routes.js';
import { assistantSettings, registerAssistant, type AssistantOptions } from './assistant/index.js';
import { registerShareRoutes } from './shares/routes.js';
import { shareSettings, type ShareSettings } from './shares/settings.js';
import { registerSupportRoutes } from './support/routes.js';
import { returnHooks } from './returns/hooks.js';
import { registerReturnRoutes } from './returns/routes.js';
import { registerSurveyRoutes } from './survey/routes.js';
import { returnSettings, type ReturnSettings } from './returns/settings.js';
import { registerPollRoutes } from './polls/routes.js';
import { registerReviewRoutes } from './reviews/routes.js';
import { registerCapsuleRoutes } from './capsules/routes.js';
import { registerFeedbackRoutes } from './feedback/routes.js';
import { registerFileRoutes } from './files/routes.js';
import { fileSettings, type FileSettings } from './files/settings.js';
import { registerWaitlistRoutes } from './waitlist/routes.js';
import { waitlistSettings, type WaitlistSettings } from './waitlist/settings.js';
import { registerPopupAdminRoutes } from './popups/routes.js';
import { popupSettings, type PopupSettings } from './popups/settings.js';
import { openRedis } from './redis.js';
import { shareSwitches } from './shared-switches.js';

export interface ApiOptions {
  db: Db;
  /** false (default) for silence, true for pino's defaults, or pino options. */
  logger?: boolean | object;
  /**
   * Environment for providers and secrets (SMTP_URL, MAIL_FROM, AUTH_SECRET, WEB_ORIGIN, *_CLIENT_ID/_SECRET);
   * default process.env.
   */
  env?: Record<string, string | undefined>;
  /** Production profile: no dev outbox endpoint, no local sign-in provider. Default: env.NODE_ENV === 'production'. */
  production?: boolean;
  mailer?: Mailer;
  sms?: SmsSender;
  signInProviders?: SignInProviders;
  /** Rate limits (tests relax or tighten them). */
  limits?: Partial<RateLimitSettings>;
  /** Card payments; default from env: Stripe with STRIPE_SECRET_KEY, else the local emulator (none in production). */
  payments?: PaymentProvider;
  /** How often pauses that ran out are ended (ms); 0 turns the sweep off. Default 60 000. */
  pauseSweepMs?: number;
  /**
   * How often the billing sweep runs (ms): renewals that are due are charged, abandoned unpaid
   * checkouts closed (billing/sweep.ts); 0 turns it off. Default pauseSweepMs (so 0 there turns
   * both off), else 60 000.
   */
  renewalSweepMs?: number;
  /** The carrier (default the local carrier, fulfilment/local-carrier.ts). */
  fulfilment?: FulfilmentProvider;
  /**
   * How often the fulfilment clock ticks (ms): orders on their way move one step
   * (contract/fulfilment.ts); 0 stops it. Default env FULFILMENT_STEP_MS, else pauseSweepMs (so 0
   * there stops it too), else 60 000.
   */
  fulfilmentStepMs?: number;
  /**
   * The AI assistant: trial limit, chat rate, provider, or an engine of its own (tests). Default from env
   * (AI_TRIAL_LIMIT, AI_CHAT_RATE_LIMIT, AI_BASE_URL + AI_API_KEY + AI_MODEL, AI_TIMEOUT_MS).
   */
  assistant?: AssistantOptions;
  /** Share links: lifetime (default SHARE_TTL_DAYS days, else 30) and clock (tests). */
  shares?: Partial<ShareSettings>;
  /** Return windows (default env RETURN_LABEL_DAYS / RETURN_TRANSIT_DAYS, else contract/returns.ts defaults). */
  returns?: Partial<ReturnSettings>;
  /** The waitlist switch (default env WAITLIST=on|off, off when unset). */
  waitlist?: Partial<WaitlistSettings>;
  /** /app/dynamic's store links and support inbox (default env APP_STORE_URL, PLAY_STORE_URL, SUPPORT_EMAIL). */
  app?: Partial<AppSettings>;
  /** Banners and pop-ups in /app/init (default env POPUPS=on|off, on when unset). */
  popups?: Partial<PopupSettings>;
  /** Uploads: the local store's folder, an S3-compatible store, the clock (default env FILES_DIR, S3_*). */
  files?: Partial<FileSettings>;
}

export async function createApi(opts: ApiOptions): Promise<FastifyInstance> {
  const env = opts.env ?? process.env;
  const app = Fastify({
    // Per-IP rate limits need the client's address: trust X-Forwarded-For from the gateway on a
    // private network (TRUST_PROXY overrides: "false"/"0", "true"/"1", or proxy-addr names/CIDRs).
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logger: opts.logger ?? false,
    genReqId: requestIdOf,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    frameworkErrors, // an undecodable or over-long path segment: the envelope's 40001 too
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

  await app.register(contextPlugin);
  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(inputGuardPlugin); // every route's parameters within the contract's input bounds
  await app.register(authPlugin, { db: opts.db });

  const popups = popupSettings(env, opts.popups);
  const settings = appSettings(env, (message) => app.log.warn(message), opts.app);
  registerAppRoutes(app, { db: opts.db, popups, settings });
  registerHomeRoutes(app, opts.db);
  registerListRoutes(app, opts.db);
  registerProductRoutes(app, opts.db);
  registerBrandRoutes(app, opts.db);
  registerMenuRoutes(app, opts.db);
  registerImageRoutes(app, opts.db);
  registerToteRoutes(app, opts.db);
  registerActionRoutes(app, opts.db);

  const production = opts.production ?? env.NODE_ENV === 'production';
  registerTrackingRoutes(app, opts.db, { production });
  const webOrigin = (env.WEB_ORIGIN ?? 'http://localhost:8080').replace(/\/+$/, '');
  const mailer = opts.mailer ?? mailerFromEnv(opts.db, env);
  const payments =
    opts.payments ??
    paymentsFromEnv(opts.db, env, production, (err, e) =>
      app.log.error({ err, event: e.type, intent: e.intent.id }, 'payment event failed'),
    );
  if (payments.kind === 'unavailable')
    app.log.warn(
      'card payments are unavailable: set STRIPE_SECRET_KEY (the local payment emulator does not run in production)',
    );
  const waitlist = waitlistSettings(env, opts.waitlist);
  // REDIS_URL: what several instances share (rate limits, switches); unset, each keeps its own.
  const redis = env.REDIS_URL ? await openRedis(app, env.REDIS_URL) : undefined;
  const announce = redis && (await shareSwitches(app, redis, { waitlist, popups }));
  const adminKey = env.ADMIN_KEY || undefined;
  registerWaitlistRoutes(app, { db: opts.db, settings: waitlist, production, adminKey, announce });
  registerPopupAdminRoutes(app, { settings: popups, production, adminKey, announce });
  registerMemberRoutes(app, opts.db);
  registerAddressRoutes(app, opts.db);
  await registerBillingRoutes(app, { db: opts.db, payments, webOrigin, waitlist });
  registerOrderHistoryRoutes(app, { db: opts.db, payments, webOrigin });
  if ((opts.pauseSweepMs ?? 60_000) > 0) startPauseSweeper(app, opts.db, opts.pauseSweepMs ?? 60_000);
  const billingSweepMs = opts.renewalSweepMs ?? opts.pauseSweepMs ?? 60_000;
  if (billingSweepMs > 0 && payments.kind !== 'unavailable')
    startBillingSweeper(app, { db: opts.db, payments, webOrigin }, billingSweepMs);
  const carrier = opts.fulfilment ?? new LocalCarrier();
  const returns = { db: opts.db, payments, carrier, settings: returnSettings(env, opts.returns) };
  registerReturnRoutes(app, returns);
  const onRefundError = (err: unknown, refundId: number) => app.log.warn({ err, refundId }, 'refund not made yet');
  registerFulfilment(
    app,
    { db: opts.db, provider: carrier, returns: returnHooks(returns, onRefundError) },
    {
      production,
      stepMs:
        opts.fulfilmentStepMs ??
        (env.FULFILMENT_STEP_MS ? Number(env.FULFILMENT_STEP_MS) : (opts.pauseSweepMs ?? 60_000)),
    },
  );
  const assistant = assistantSettings(env, opts.assistant);
  const limiter = await registerLimiter(app, { aiChatPerOwner: assistant.chatRate, ...opts.limits }, redis);
  await registerAccountRoutes(app, {
    db: opts.db,
    signer: new Signer(() => loadAppSecret(opts.db, env)),
    mailer,
    sms: opts.sms ?? (production ? null : new OutboxSms(opts.db)),
    providers: opts.signInProviders ?? providersFromEnv(opts.db, env, production),
    limiter,
    production,
    webOrigin,
  });
  registerInventoryRoutes(app, {
    db: opts.db,
    mailer,
    webOrigin,
    production,
    adminKey: env.ADMIN_KEY || undefined,
  });
  registerCatalogEvents(app, opts.db);
  registerSearchRoutes(app, opts.db, limiter);
  registerAssistant(app, { db: opts.db, limiter, settings: assistant, engine: opts.assistant?.engine });
  registerShareRoutes(app, { db: opts.db, settings: shareSettings(env, opts.shares), webOrigin });
  registerSupportRoutes(app, { db: opts.db, mailer, inbox: settings.supportEmail, webOrigin });
  registerPollRoutes(app, opts.db);
  registerReviewRoutes(app, opts.db);
  registerCapsuleRoutes(app, opts.db);
  registerFeedbackRoutes(app, opts.db);
  registerFileRoutes(app, { db: opts.db, settings: fileSettings(env, opts.files) });
  registerSurveyRoutes(app, opts.db);
  return app;
}

function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return 'loopback,linklocal,uniquelocal';
  // "1"/"0" as the gateway spells it: `npm start` gives both the same environment.
  if (['true', '1', 'false', '0'].includes(value)) return value === 'true' || value === '1';
  return value;
}
