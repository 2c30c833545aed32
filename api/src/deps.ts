/**
 * What createApi is given (ApiOptions), and the one deps object every module registers with (ApiDeps;
 * platform/module.ts): the database, the settings, the providers chosen from them (or given by a test), what
 * several instances share, and the features' settings with the tests' overrides applied. createApi builds it
 * once, before the first module registers.
 *
 * Wiring that goes upward is done here, the composition root, and nowhere else: fulfilment (low) calls the hooks
 * of returns (high) on its clock, so returns' hooks are built here and handed to fulfilment's module.
 */
import type { FastifyInstance } from 'fastify';
import type { Config, Env } from './platform/config.js';
import type { Db } from './platform/db/schema.js';
import { cachedLocator, dbipLocator, type IpLocator } from './platform/geo/index.js';
import { mailerFrom, smsFrom, type Mailer, type SmsSender } from './platform/mail/index.js';
import { openRedis } from './platform/redis.js';
import { shareSwitches, type Announce } from './platform/shared-switches.js';
import type { AppSettings } from './features/app/index.js';
import {
  assistantSettings,
  type AssistantEngine,
  type AssistantOptions,
  type AssistantSettings,
} from './features/assistant/index.js';
import {
  loadAppSecret,
  registerLimiter,
  Signer,
  signInProviders,
  type Limiter,
  type RateLimitSettings,
  type SignInProviders,
} from './features/auth/index.js';
import type { FileSettings } from './features/files/index.js';
import {
  LocalCarrier,
  WarehouseCarrier,
  type FulfilmentProvider,
  type ReturnHooks,
} from './features/fulfilment/index.js';
import { paymentsFrom, type PaymentProvider } from './features/payments/index.js';
import type { PopupSettings } from './features/popups/index.js';
import { returnHooks, type ReturnSettings } from './features/returns/index.js';
import { renameReviewer } from './features/reviews/index.js';
import type { NicknameChanged } from './features/accounts/index.js';
import type { ShareSettings } from './features/shares/index.js';
import type { WaitlistSettings } from './features/waitlist/index.js';

export interface ApiOptions {
  db: Db;
  /** false (default) for silence, true for pino's defaults, or pino options. */
  logger?: boolean | object;
  /** The environment the settings are read from (platform/config.ts) without `config`; default process.env. */
  env?: Env;
  /** The settings, loaded already (main.ts); default loadConfig(env). */
  config?: Config;
  /** Production profile: no dev outbox endpoint, no local sign-in provider. Default: env.NODE_ENV === 'production'. */
  production?: boolean;
  mailer?: Mailer;
  sms?: SmsSender;
  signInProviders?: SignInProviders;
  /** The IP-to-location lookup (default: the offline database, platform/geo/dbip.ts); cached either way. */
  locator?: IpLocator;
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
  /** The carrier (default by FULFILMENT: the local carrier, or the warehouse's with webhook; fulfilment/). */
  fulfilment?: FulfilmentProvider;
  /**
   * How often the fulfilment clock ticks (ms): orders on their way move one step
   * (contract/fulfilment.ts); 0 stops it. Default env FULFILMENT_STEP_MS, else pauseSweepMs (so 0
   * there stops it too), else 60 000.
   */
  fulfilmentStepMs?: number;
  /**
   * How often holds that lapsed are ended and members waiting for units given back are served (ms); 0 turns it
   * off. Default: off when pauseSweepMs is 0, else SWEEP_MS or 60 000 — not pauseSweepMs itself: the short pause
   * sweeps of the membership tests would run it every 200 ms too, and on PostgreSQL's pool of four the sweeps then
   * starve the test's own requests.
   */
  stockHoldSweepMs?: number;
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

export interface ApiDeps {
  db: Db;
  /** The settings (platform/config.ts), with `production` as ApiOptions says. */
  config: Config;

  // Providers: chosen from the settings, or given by a test (ApiOptions).
  mailer: Mailer;
  /** null: no text-message provider (production has none). */
  sms: SmsSender | null;
  payments: PaymentProvider;
  carrier: FulfilmentProvider;
  signInProviders: SignInProviders;
  /** Signs sessions' codes and links with the app secret (AUTH_SECRET, else one kept in the database). */
  signer: Signer;
  /** The caller's location from its address (tracking events, /app/location). */
  locator: IpLocator;

  // What several instances share (REDIS_URL); without Redis, each instance keeps its own.
  /** The rate limits (features/auth/limits.ts), counted in Redis when there is one. */
  limiter: Limiter;
  /** Tells the other instances that a back-office switch changed; undefined without Redis. */
  announce: Announce | undefined;

  // The features' settings: the config's, with ApiOptions' overrides.
  /** A run-time switch (the back office's /admin/popups/switch), shared over Redis. */
  popups: PopupSettings;
  /** A run-time switch (the back office's /admin/waitlist/switch), shared over Redis. */
  waitlist: WaitlistSettings;
  app: AppSettings;
  shares: ShareSettings;
  returns: ReturnSettings;
  files: FileSettings;
  assistant: AssistantSettings;
  /** Replaces the engine the assistant's settings choose (tests). */
  assistantEngine: AssistantEngine | undefined;
  /** How often the sweeps run (ms; 0: not at all). */
  sweeps: { pausesMs: number; billingMs: number; fulfilmentStepMs: number; stockHoldsMs: number };

  /** What returns do on the carrier's clock (fulfilment calls them; returns sits above fulfilment). */
  returnHooks: ReturnHooks;
  /** A member's nickname changed: her reviews show it (reviews sits above accounts). */
  nicknameChanged: NicknameChanged;
}

/** Addresses whose location records are kept (~300 bytes each). */
const LOCATIONS_CACHED = 10_000;

/** Builds the deps for `app` (it registers the rate limits and, with REDIS_URL, the Redis client on it). */
export async function buildDeps(app: FastifyInstance, opts: ApiOptions, loaded: Config): Promise<ApiDeps> {
  const { db } = opts;
  const config: Config = { ...loaded, production: opts.production ?? loaded.production };
  const { production } = config;
  for (const warning of config.warnings) app.log.warn(warning);

  const payments =
    opts.payments ??
    paymentsFrom(db, config.payments, production, (err, e) =>
      app.log.error({ err, event: e.type, intent: e.intent.id }, 'payment event failed'),
    );
  if (payments.kind === 'unavailable')
    app.log.warn(
      'card payments are unavailable: set STRIPE_SECRET_KEY (the local payment emulator does not run in production)',
    );
  const carrier =
    opts.fulfilment ?? (config.fulfilment.mode === 'webhook' ? new WarehouseCarrier() : new LocalCarrier());

  const popups: PopupSettings = { ...config.popups, ...opts.popups };
  const waitlist: WaitlistSettings = { ...config.waitlist, ...opts.waitlist };
  const returns: ReturnSettings = { ...config.returns, ...opts.returns };
  const assistant = assistantSettings(config.assistant, opts.assistant);

  // REDIS_URL: what several instances share (rate limits, switches); unset, each keeps its own.
  const redis = config.redisUrl ? await openRedis(app, config.redisUrl) : undefined;
  const announce = redis && (await shareSwitches(app, redis, { waitlist, popups }));
  const codeSend = config.codeSendPerIpHour;
  const limiter = await registerLimiter(
    app,
    {
      aiChatPerOwner: assistant.chatRate,
      ...(codeSend !== null && { codeSendPerIp: { max: codeSend, windowMs: 3_600_000 } }),
      ...opts.limits,
    },
    redis,
  );

  const locator = cachedLocator(opts.locator ?? dbipLocator(), LOCATIONS_CACHED, (err) =>
    app.log.warn({ err }, 'location lookup failed'),
  );
  app.addHook('onClose', async () => {
    await locator.close?.();
  });

  const pausesMs = opts.pauseSweepMs ?? config.sweepMs ?? 60_000;
  const onRefundError = (err: unknown, refundId: number) => app.log.warn({ err, refundId }, 'refund not made yet');
  return {
    db,
    config,
    mailer: opts.mailer ?? mailerFrom(db, config.mail),
    sms: opts.sms ?? smsFrom(db, config.sms, production),
    payments,
    carrier,
    signInProviders: opts.signInProviders ?? signInProviders(db, config.signIn, production),
    signer: new Signer(() => loadAppSecret(db, config.authSecret)),
    locator,
    limiter,
    announce,
    popups,
    waitlist,
    app: { ...config.app, ...opts.app },
    shares: { ...config.shares, now: () => new Date(), ...opts.shares },
    returns,
    files: { ...config.files, now: () => new Date(), ...opts.files },
    assistant,
    assistantEngine: opts.assistant?.engine,
    sweeps: {
      pausesMs,
      billingMs: opts.renewalSweepMs ?? pausesMs,
      fulfilmentStepMs: opts.fulfilmentStepMs ?? config.fulfilmentStepMs ?? pausesMs,
      stockHoldsMs: opts.stockHoldSweepMs ?? (pausesMs === 0 ? 0 : (config.sweepMs ?? 60_000)),
    },
    returnHooks: returnHooks({ db, payments, carrier, settings: returns }, onRefundError),
    nicknameChanged: renameReviewer,
  };
}
