/**
 * The api's settings: every environment variable it reads, read here and only here, once, into one typed `Config`
 * (README "Environment" says what each means). main.ts loads it from process.env and hands it to createApi; tests
 * pass `env` (loaded the same way) and their overrides through ApiOptions. Nothing else reads process.env.
 *
 * Loading never throws: a value that would stop the api from starting (a malformed API_PORT or SWEEP_MS) is in
 * `invalid`, which main.ts refuses; one that is only left unused (a store link that is not https) is in `warnings`,
 * which createApi logs.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SocialChannel } from '@tote/contract/account';
import { AI_TRIAL_LIMIT_DEFAULT } from '@tote/contract/assistant';
import { RETURN_LABEL_DAYS_DEFAULT, RETURN_TRANSIT_DAYS_DEFAULT } from '@tote/contract/returns';
import { SHARE_TTL_DAYS_DEFAULT } from '@tote/contract/share';
import { SUPPORT_EMAIL_DEFAULT } from '@tote/contract/support';
import { FULFILMENT_MODES, type FulfilmentMode } from '@tote/contract/fulfilment';
import { millis, perHour, positive, stockHoldMs, wholeNumber } from './config-numbers.js';

export type Env = Record<string, string | undefined>;

/** PASSWORD_HASH_COST: scrypt's work per password (features/auth/password.ts); `test` only outside production. */
export const PASSWORD_HASH_COSTS = ['standard', 'test'] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];

/** The repository root (api/src/platform → ../../..): relative data folders resolve against it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const DAY_MS = 24 * 60 * 60 * 1000;

/** An S3-compatible store for uploads (all five S3_* set). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An OpenAI-compatible provider for the assistant (AI_BASE_URL, AI_API_KEY and AI_MODEL all set). */
export interface OpenAiSettings {
  /** e.g. http://127.0.0.1:11434/v1 — the chat completions endpoint is {baseUrl}/chat/completions. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Give up on a provider that says nothing for this long (ms; AI_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface Config {
  /** NODE_ENV=production: the production profile (production.ts says what it refuses). */
  production: boolean;
  /** API_HOST and API_PORT: where main.ts listens. */
  listen: { host: string; port: number };
  /** LOG_LEVEL: pino's level (default warn; info logs a line per request). */
  logLevel: string;
  /** TRUST_PROXY as fastify's trustProxy: whose X-Forwarded-For is believed (unset: loopback and private nets). */
  trustProxy: boolean | string;
  /** DATABASE_URL (a PostgreSQL server), else PGlite in PGLITE_DIR (relative to the repository; `memory://`). */
  database: { url: string | null; pgliteDir: string };
  /** REDIS_URL: what several instances share (rate limits, switches); null: each keeps its own. */
  redisUrl: string | null;
  /** WEB_ORIGIN without a trailing slash: the shop's origin in links inside mails. */
  webOrigin: string;
  /** ADMIN_KEY: the x-admin-key of the back office's endpoints. */
  adminKey: string | undefined;
  /** AUTH_SECRET as given (one shorter than 32 bytes is not used: features/auth/tokens.ts). */
  authSecret: string | undefined;
  /** PASSWORD_HASH_COST: standard (the default), or test (cheap hashes for the test suites; production refuses it). */
  passwordHashCost: PasswordHashCost;
  /** SMTP_URL (unset: the outbox table) and MAIL_FROM. */
  mail: { smtpUrl: string | null; from: string };
  /**
   * The HTTP SMS API (platform/mail/http-sms.ts): SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM; null
   * unless all four are set (production names the missing ones: production.ts).
   */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | null;
  /** Which of the four SMS settings are set, for production's check of a half-done configuration. */
  smsSettingsGiven: string[];
  /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET as given; PAYMENTS=off. */
  payments: { secretKey?: string; publishableKey?: string; webhookSecret?: string; off: boolean };
  /** <CHANNEL>_CLIENT_ID and _CLIENT_SECRET of each social sign-in channel that has both. */
  signIn: Partial<Record<SocialChannel, { clientId: string; clientSecret: string }>>;
  assistant: {
    /** AI_TRIAL_LIMIT: messages a guest or non-member may send. */
    trialLimit: number;
    /** AI_CHAT_RATE_LIMIT: chat requests per shopper per minute; null: the rate limits' default. */
    chatPerMinute: number | null;
    openai: OpenAiSettings | null;
    /** AI_TOKEN_DELAY_MS: the local engine's pause between streamed frames. */
    tokenDelayMs: number;
  };
  /** SWEEP_MS: how often the pause and billing sweeps run (and the carrier's clock, without FULFILMENT_STEP_MS). */
  sweepMs: number | undefined;
  /** FULFILMENT_STEP_MS: how often the carrier's clock ticks (0 stops it). */
  fulfilmentStepMs: number | undefined;
  /**
   * FULFILMENT: who moves orders (contract/fulfilment.ts) — the local carrier's clock (simulated, the default;
   * `chosen` false when unset, which production refuses) or the warehouse's signed events (webhook);
   * FULFILMENT_WEBHOOK_SECRET signs those events (the webhook takes none without it).
   */
  fulfilment: { mode: FulfilmentMode; chosen: boolean; webhookSecret: string | null };
  /** STOCK_HOLD_HOURS: how long a unit back in stock stays held for the member who waited (ms). */
  stockHoldMs: number;
  /** CODE_SEND_RATE_LIMIT: verification codes sent per client address per hour; null: the rate limits' default. */
  codeSendPerIpHour: number | null;
  /** RETURN_LABEL_DAYS, RETURN_TRANSIT_DAYS (contract/returns.ts defaults). */
  returns: { labelDays: number; transitDays: number };
  /** SHARE_TTL_DAYS: how long a new share link lives (ms). */
  shares: { ttlMs: number };
  /** FILES_DIR (the local store) or, with all five S3_* set, an S3-compatible store. */
  files: { dir: string; s3: S3Settings | null };
  /** WAITLIST=on: membership by waitlist (the back office switches it at run time). */
  waitlist: { on: boolean };
  /** POPUPS=off: /app/init sends no banners or pop-ups (the back office switches it at run time). */
  popups: { on: boolean };
  /** APP_STORE_URL, PLAY_STORE_URL (https only), SUPPORT_EMAIL: what /app/dynamic answers. */
  app: { appStoreUrl: string | null; playStoreUrl: string | null; supportEmail: string };
  /** SEED_PRODUCTS (benchmarks: a bigger catalog) and SEED_DEMO=1 (production: seed the demo catalog). */
  seed: { products: number | undefined; demo: boolean };
  /** Settings that stop main.ts from starting, each a sentence. */
  invalid: string[];
  /** Settings left unused, each a sentence (createApi logs them). */
  warnings: string[];
}

const fromRepo = (value: string): string => (isAbsolute(value) ? value : resolve(REPO_ROOT, value));

/** An https URL of at most 500 characters, else null (and `warn` says why it was left out). */
function storeUrl(name: string, value: string | undefined, warn: (message: string) => void): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // not a URL: reported below
  }
  if (url?.protocol === 'https:' && text.length <= 500) return url.href;
  warn(`${name} is not an https URL of at most 500 characters: the app page does not link to that store`);
  return null;
}

function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return 'loopback,linklocal,uniquelocal';
  // "1"/"0" as the gateway spells it: `npm start` gives both the same environment.
  if (['true', '1', 'false', '0'].includes(value)) return value === 'true' || value === '1';
  return value;
}

function s3Of(env: Env): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  return S3_ENDPOINT && S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
    ? {
        endpoint: S3_ENDPOINT.replace(/\/+$/, ''),
        bucket: S3_BUCKET,
        region: S3_REGION,
        accessKeyId: S3_ACCESS_KEY_ID,
        secretAccessKey: S3_SECRET_ACCESS_KEY,
      }
    : null;
}

export const SMS_SETTINGS = ['SMS_API_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;

function smsOf(env: Env): Pick<Config, 'sms' | 'smsSettingsGiven'> {
  const given = SMS_SETTINGS.filter((name) => env[name]?.trim());
  const [apiUrl, accountSid, authToken, from] = SMS_SETTINGS.map((name) => env[name]?.trim() ?? '');
  return {
    sms:
      given.length === SMS_SETTINGS.length
        ? { apiUrl: apiUrl!.replace(/\/+$/, ''), accountSid: accountSid!, authToken: authToken!, from: from! }
        : null,
    smsSettingsGiven: given,
  };
}

function signInOf(env: Env): Config['signIn'] {
  const out: Config['signIn'] = {};
  for (const channel of ['google', 'apple', 'facebook'] as const) {
    const prefix = channel.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) out[channel] = { clientId, clientSecret };
  }
  return out;
}

function openAiOf(env: Env): OpenAiSettings | null {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = env;
  if (!baseUrl || !apiKey || !model) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey,
    model,
    timeoutMs: wholeNumber(env.AI_TIMEOUT_MS, 30_000) || 30_000,
  };
}

function passwordHashCostOf(env: Env, invalid: string[]): PasswordHashCost {
  const given = env.PASSWORD_HASH_COST?.trim().toLowerCase() || 'standard';
  const cost = PASSWORD_HASH_COSTS.find((c) => c === given);
  if (!cost) invalid.push(`PASSWORD_HASH_COST is neither standard nor test: ${env.PASSWORD_HASH_COST}`);
  return cost ?? 'standard';
}

function fulfilmentOf(env: Env, invalid: string[]): Config['fulfilment'] {
  const given = env.FULFILMENT?.trim().toLowerCase() || undefined;
  const mode = FULFILMENT_MODES.find((m) => m === given);
  if (given && !mode) invalid.push(`FULFILMENT is neither simulated nor webhook: ${env.FULFILMENT}`);
  return {
    mode: mode ?? 'simulated',
    chosen: mode !== undefined,
    webhookSecret: env.FULFILMENT_WEBHOOK_SECRET || null,
  };
}

export function loadConfig(env: Env): Config {
  const invalid: string[] = [];
  const warnings: string[] = [];
  const port = Number(env.API_PORT ?? 8081);
  if (!Number.isInteger(port) || port < 0 || port > 65535) invalid.push(`API_PORT is not a port: ${env.API_PORT}`);
  const chatPerMinute = wholeNumber(env.AI_CHAT_RATE_LIMIT, 0);
  const shareDays = Number(env.SHARE_TTL_DAYS);
  return {
    production: env.NODE_ENV === 'production',
    listen: { host: env.API_HOST ?? '127.0.0.1', port },
    logLevel: env.LOG_LEVEL || 'warn',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    database: {
      url: env.DATABASE_URL || null,
      pgliteDir: !env.PGLITE_DIR
        ? resolve(REPO_ROOT, '.data/pglite')
        : env.PGLITE_DIR.startsWith('memory://')
          ? env.PGLITE_DIR
          : fromRepo(env.PGLITE_DIR),
    },
    redisUrl: env.REDIS_URL || null,
    webOrigin: (env.WEB_ORIGIN ?? 'http://localhost:8080').replace(/\/+$/, ''),
    adminKey: env.ADMIN_KEY || undefined,
    authSecret: env.AUTH_SECRET,
    passwordHashCost: passwordHashCostOf(env, invalid),
    mail: { smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM ?? 'Tote <no-reply@tote.test>' },
    ...smsOf(env),
    payments: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      off: env.PAYMENTS === 'off',
    },
    signIn: signInOf(env),
    assistant: {
      trialLimit: wholeNumber(env.AI_TRIAL_LIMIT, AI_TRIAL_LIMIT_DEFAULT),
      chatPerMinute: chatPerMinute > 0 ? chatPerMinute : null,
      openai: openAiOf(env),
      tokenDelayMs: wholeNumber(env.AI_TOKEN_DELAY_MS, 12),
    },
    sweepMs: millis('SWEEP_MS', env.SWEEP_MS, invalid),
    fulfilmentStepMs: env.FULFILMENT_STEP_MS ? Number(env.FULFILMENT_STEP_MS) : undefined,
    fulfilment: fulfilmentOf(env, invalid),
    stockHoldMs: stockHoldMs(env.STOCK_HOLD_HOURS, invalid),
    codeSendPerIpHour: perHour('CODE_SEND_RATE_LIMIT', env.CODE_SEND_RATE_LIMIT, invalid),
    returns: {
      labelDays: positive(env.RETURN_LABEL_DAYS, RETURN_LABEL_DAYS_DEFAULT),
      transitDays: positive(env.RETURN_TRANSIT_DAYS, RETURN_TRANSIT_DAYS_DEFAULT),
    },
    shares: { ttlMs: (Number.isFinite(shareDays) && shareDays > 0 ? shareDays : SHARE_TTL_DAYS_DEFAULT) * DAY_MS },
    files: { dir: env.FILES_DIR ? fromRepo(env.FILES_DIR) : resolve(REPO_ROOT, '.data/files'), s3: s3Of(env) },
    waitlist: { on: env.WAITLIST?.trim().toLowerCase() === 'on' },
    popups: { on: env.POPUPS?.trim().toLowerCase() !== 'off' },
    app: {
      appStoreUrl: storeUrl('APP_STORE_URL', env.APP_STORE_URL, (m) => warnings.push(m)),
      playStoreUrl: storeUrl('PLAY_STORE_URL', env.PLAY_STORE_URL, (m) => warnings.push(m)),
      supportEmail: env.SUPPORT_EMAIL?.trim() || SUPPORT_EMAIL_DEFAULT,
    },
    seed: { products: Number(env.SEED_PRODUCTS) || undefined, demo: env.SEED_DEMO === '1' },
    invalid,
    warnings,
  };
}
