/**
 * Rate limits, counted by @fastify/rate-limit's store: in memory per api instance, or with a Redis
 * (REDIS_URL) in Redis, so that every instance counts against the same limit. Each limit is a
 * fixed window keyed by what it protects (an IP, an email, a mobile, a user). Exceeding one → 42900
 * (HTTP 429) "Too many requests. Please try again in N seconds." with a retry-after header.
 * While that Redis is unreachable the limits are skipped (skipOnError), so the shop keeps serving;
 * the password lockout (lockAfterFailures) counts in PostgreSQL and holds regardless.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ErrorCode } from '@tote/contract/codes';
import { ApiError } from '../../platform/http/errors.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  loginPerIp: Limit;
  loginPerEmail: Limit;
  codeSendPerTargetShort: Limit; // per email or mobile
  codeSendPerTargetHour: Limit;
  codeSendPerIp: Limit;
  codeCheckPerIp: Limit;
  referralMailPerUser: Limit;
  /** AI chat requests per shopper (a user, or a guest's device). */
  aiChatPerOwner: Limit;
  /** Searches recorded (/ai_search/record_search) per signed-in user, or per client address for guests. */
  recordSearchPerClient: Limit;
  /** Gift card redeems per signed-in user (contract/gift-cards.ts): codes are not to be guessed by trying. */
  giftCardRedeemPerUser: Limit;
  /** Wrong tries allowed per verification code. */
  codeAttempts: number;
  /** Consecutive wrong passwords that lock an account. */
  lockAfterFailures: number;
}

export const DEFAULT_LIMITS: RateLimitSettings = {
  loginPerIp: { max: 30, windowMs: 60_000 },
  loginPerEmail: { max: 10, windowMs: 15 * 60_000 },
  codeSendPerTargetShort: { max: 1, windowMs: 30_000 },
  codeSendPerTargetHour: { max: 5, windowMs: 3600_000 },
  codeSendPerIp: { max: 30, windowMs: 3600_000 },
  codeCheckPerIp: { max: 60, windowMs: 10 * 60_000 },
  referralMailPerUser: { max: 30, windowMs: 24 * 3600_000 },
  aiChatPerOwner: { max: 20, windowMs: 60_000 },
  recordSearchPerClient: { max: 60, windowMs: 60_000 },
  giftCardRedeemPerUser: { max: 10, windowMs: 15 * 60_000 },
  codeAttempts: 5,
  lockAfterFailures: 5,
};

type LimitName = {
  [K in keyof RateLimitSettings]: RateLimitSettings[K] extends Limit ? K : never;
}[keyof RateLimitSettings];

const KEY = Symbol('tote.rateLimitKey');
type Keyed = FastifyRequest & { [KEY]?: string };

export interface Limiter {
  readonly settings: RateLimitSettings;
  /** Counts one hit on `name` for `key`; throws 42900 when over the limit. */
  hit(req: FastifyRequest, reply: FastifyReply, name: LimitName, key: string): Promise<void>;
}

export async function registerLimiter(
  app: FastifyInstance,
  overrides: Partial<RateLimitSettings> = {},
  redis?: Redis,
): Promise<Limiter> {
  const settings: RateLimitSettings = { ...DEFAULT_LIMITS, ...overrides };
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'tote-limit:', skipOnError: true }),
  });
  const checks = new Map<LimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  for (const name of Object.keys(settings) as (keyof RateLimitSettings)[]) {
    const v = settings[name];
    if (typeof v !== 'object') continue;
    checks.set(
      name as LimitName,
      app.createRateLimit({ max: v.max, timeWindow: v.windowMs, keyGenerator: (req) => (req as Keyed)[KEY] ?? req.ip }),
    );
  }
  return {
    settings,
    async hit(req, reply, name, key) {
      const check = checks.get(name)!;
      (req as Keyed)[KEY] = `${name}:${key}`;
      const r = await check(req);
      if (!r.isAllowed && r.isExceeded) {
        const seconds = Math.max(1, r.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw new ApiError(
          ErrorCode.TOO_MANY_REQUESTS,
          `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        );
      }
    },
  };
}
