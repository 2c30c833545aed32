/**
 * Builds the /v1 product API (not listening). Cross-cutting concerns are plugins registered on the
 * root instance: request context + id, envelope/errors + api-version; then the domain routes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config, type Env } from './platform/config.js';
import type { Db } from './platform/db/schema.js';
import { contextPlugin, requestIdOf } from './platform/http/context.js';
import { envelopePlugin, frameworkErrors } from './platform/http/envelope.js';
import { inputGuardPlugin } from './platform/http/input-guard.js';
import { recordEveryRoute, useSessionGuard } from './platform/http/route.js';
import { registerAppRoutes, type AppSettings } from './features/app/index.js';
import {
  registerHomeRoutes,
  registerListRoutes,
  registerProductRoutes,
  registerBrandRoutes,
  registerMenuRoutes,
} from './features/catalog/index.js';
import { registerImageRoutes } from './features/images/index.js';
import { registerAccountRoutes } from './features/accounts/index.js';
import { registerToteRoutes } from './features/tote/index.js';
import { registerActionRoutes } from './features/wishlist/index.js';
import { registerTrackingRoutes } from './features/tracking/index.js';
import { registerInventoryRoutes } from './features/inventory/index.js';
import { registerCatalogEvents } from './features/catalog-events/index.js';
import {
  registerLimiter,
  type RateLimitSettings,
  signInProviders,
  type SignInProviders,
  authPlugin,
  requireUser,
  loadAppSecret,
  Signer,
} from './features/auth/index.js';
import { mailerFrom, OutboxSms, type Mailer, type SmsSender } from './platform/mail/index.js';
import { registerAddressRoutes } from './features/address/index.js';
import { registerBillingRoutes, startBillingSweeper } from './features/billing/index.js';
import { LocalCarrier, registerFulfilment, type FulfilmentProvider } from './features/fulfilment/index.js';
import { registerOrderDetailRoutes, registerOrderHistoryRoutes } from './features/order-history/index.js';
import { registerMemberRoutes, startPauseSweeper } from './features/member/index.js';
import { paymentsFrom, type PaymentProvider } from './features/payments/index.js';
import { registerFilterRoutes, registerSearchRoutes } from './features/search/index.js';
import { assistantSettings, registerAssistant, type AssistantOptions } from './features/assistant/index.js';
import { registerShareRoutes, type ShareSettings } from './features/shares/index.js';
import { registerSupportRoutes } from './features/support/index.js';
import { returnHooks, registerReturnRoutes, type ReturnSettings } from './features/returns/index.js';
import { registerSurveyRoutes } from './features/survey/index.js';
import { registerPollRoutes } from './features/polls/index.js';
import { registerReviewRoutes } from './features/reviews/index.js';
import { registerCapsuleRoutes } from './features/capsules/index.js';
import { registerFeedbackRoutes } from './features/feedback/index.js';
import { registerFileRoutes, type FileSettings } from './features/files/index.js';
import { registerWaitlistRoutes, type WaitlistSettings } from './features/waitlist/index.js';
import { registerPopupAdminRoutes, type PopupSettings } from './features/popups/index.js';
import { openRedis } from './platform/redis.js';
import { shareSwitches } from './platform/shared-switches.js';

export interface ApiOptions {
  db: Db;
  /** false (default) for silence, true for pino's defaults, or pino options. */
  logger?: boolean | object;
  /**
   * Environment for providers and secrets (SMTP_URL, MAIL_FROM, AUTH_SECRET, WEB_ORIGIN, *_CLIENT_ID/_SECRET);
   * default process.env.
   */
  env?: Env;
  /** The settings, loaded already (main.ts); default loadConfig(env). */
  config?: Config;
  /** Production profile: no dev outbox endpoint, no local sign-in provider. Default: env.NODE_ENV === 'production'. */
  production?: boolean;
  mailer?: Mailer;
  sms?: SmsSender;
  signInProviders?: SignInProviders;
  /** Rate limits (tests relax or tighten them). */
  limits?: Partial<RateLimitSettings>;
  /** Card payments; default from env: Stripe with STRIPE_SECRET_KEY, else the local emulator (none in production). */
  payments?: PaymentProvider;
  /** How often pauses that ran out are ended (ms); 0 turns the sweep off. Default env SWEEP_MS, else 60 000. */
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
  await app.register(inputGuardPlugin); // every route's parameters within the contract's input bounds
  await app.register(authPlugin, { db: opts.db });
  useSessionGuard(app, (ctx) => void requireUser(ctx));

  for (const warning of config.warnings) app.log.warn(warning);
  const popups: PopupSettings = { ...config.popups, ...opts.popups };
  const settings: AppSettings = { ...config.app, ...opts.app };
  registerAppRoutes(app, { db: opts.db, popups, settings });
  registerHomeRoutes(app, opts.db);
  registerListRoutes(app, opts.db);
  registerProductRoutes(app, opts.db);
  registerBrandRoutes(app, opts.db);
  registerMenuRoutes(app, opts.db);
  registerFilterRoutes(app, opts.db);
  registerImageRoutes(app, opts.db);
  registerToteRoutes(app, opts.db);
  registerActionRoutes(app, opts.db);

  const production = opts.production ?? config.production;
  registerTrackingRoutes(app, opts.db, { production });
  const webOrigin = config.webOrigin;
  const mailer = opts.mailer ?? mailerFrom(opts.db, config.mail);
  const payments =
    opts.payments ??
    paymentsFrom(opts.db, config.payments, production, (err, e) =>
      app.log.error({ err, event: e.type, intent: e.intent.id }, 'payment event failed'),
    );
  if (payments.kind === 'unavailable')
    app.log.warn(
      'card payments are unavailable: set STRIPE_SECRET_KEY (the local payment emulator does not run in production)',
    );
  const waitlist: WaitlistSettings = { ...config.waitlist, ...opts.waitlist };
  // REDIS_URL: what several instances share (rate limits, switches); unset, each keeps its own.
  const redis = config.redisUrl ? await openRedis(app, config.redisUrl) : undefined;
  const announce = redis && (await shareSwitches(app, redis, { waitlist, popups }));
  const adminKey = config.adminKey;
  registerWaitlistRoutes(app, { db: opts.db, settings: waitlist, production, adminKey, announce });
  registerPopupAdminRoutes(app, { settings: popups, production, adminKey, announce });
  registerMemberRoutes(app, opts.db);
  registerAddressRoutes(app, opts.db);
  await registerBillingRoutes(app, { db: opts.db, payments, webOrigin, waitlist });
  registerOrderDetailRoutes(app, { db: opts.db, payments, webOrigin, waitlist });
  registerOrderHistoryRoutes(app, { db: opts.db, payments, webOrigin });
  const sweepMs = opts.pauseSweepMs ?? config.sweepMs ?? 60_000;
  if (sweepMs > 0) startPauseSweeper(app, opts.db, sweepMs);
  const billingSweepMs = opts.renewalSweepMs ?? sweepMs;
  if (billingSweepMs > 0 && payments.kind !== 'unavailable')
    startBillingSweeper(app, { db: opts.db, payments, webOrigin }, billingSweepMs);
  const carrier = opts.fulfilment ?? new LocalCarrier();
  const returns = { db: opts.db, payments, carrier, settings: { ...config.returns, ...opts.returns } };
  registerReturnRoutes(app, returns);
  const onRefundError = (err: unknown, refundId: number) => app.log.warn({ err, refundId }, 'refund not made yet');
  registerFulfilment(
    app,
    { db: opts.db, provider: carrier, returns: returnHooks(returns, onRefundError) },
    {
      production,
      stepMs: opts.fulfilmentStepMs ?? config.fulfilmentStepMs ?? sweepMs,
    },
  );
  const assistant = assistantSettings(config.assistant, opts.assistant);
  const limiter = await registerLimiter(app, { aiChatPerOwner: assistant.chatRate, ...opts.limits }, redis);
  await registerAccountRoutes(app, {
    db: opts.db,
    signer: new Signer(() => loadAppSecret(opts.db, config.authSecret)),
    mailer,
    sms: opts.sms ?? (production ? null : new OutboxSms(opts.db)),
    providers: opts.signInProviders ?? signInProviders(opts.db, config.signIn, production),
    limiter,
    production,
    webOrigin,
  });
  registerInventoryRoutes(app, {
    db: opts.db,
    mailer,
    webOrigin,
    production,
    adminKey,
  });
  registerCatalogEvents(app, opts.db);
  registerSearchRoutes(app, opts.db, limiter);
  registerAssistant(app, { db: opts.db, limiter, settings: assistant, engine: opts.assistant?.engine });
  registerShareRoutes(app, {
    db: opts.db,
    settings: { ...config.shares, now: () => new Date(), ...opts.shares },
    webOrigin,
  });
  registerSupportRoutes(app, { db: opts.db, mailer, inbox: settings.supportEmail, webOrigin });
  registerPollRoutes(app, opts.db);
  registerReviewRoutes(app, opts.db);
  registerCapsuleRoutes(app, opts.db);
  registerFeedbackRoutes(app, opts.db);
  registerFileRoutes(app, { db: opts.db, settings: { ...config.files, now: () => new Date(), ...opts.files } });
  registerSurveyRoutes(app, opts.db);
  return app;
}
