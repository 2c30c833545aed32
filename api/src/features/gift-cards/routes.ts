/** /v1/giftCard/* and, outside production, /v1/dev/giftCard/issue (contract/gift-cards.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  GIFT_CARD_AMOUNT_DEFAULT,
  GIFT_CARD_AMOUNT_MAX,
  GIFT_CARD_AMOUNT_MIN,
  GIFT_CARD_EXPIRES_IN_DAYS_MAX,
  GIFT_CARD_EXPIRES_IN_DAYS_MIN,
  GIFT_CARD_VALID_DAYS,
  formatGiftCardCode,
  giftCardCode,
  type GiftCardBalance,
  type GiftCardIssued,
  type GiftCardRedeemed,
} from '@tote/contract/gift-cards';
import { int, num } from '@tote/contract/params';
import type { Db } from '../../platform/db/schema.js';
import { route } from '../../platform/http/route.js';
import { requireUser, type Limiter } from '../auth/index.js';
import { giftCardBalance, issueGiftCard, newGiftCardCode, redeemGiftCard } from './store.js';

export interface GiftCardRouteDeps {
  db: Db;
  limiter: Limiter;
  production: boolean;
}

export function registerGiftCardRoutes(app: FastifyInstance, { db, limiter, production }: GiftCardRouteDeps): void {
  route(app, {
    path: '/giftCard/balance',
    auth: true,
    params: z.object({}),
    handler: (_p, ctx): Promise<GiftCardBalance> => giftCardBalance(db, requireUser(ctx).user.id),
  });

  route(app, {
    path: '/giftCard/redeem',
    methods: ['POST'],
    auth: true,
    params: z.object({ code: giftCardCode }),
    handler: async (p, ctx, req, reply): Promise<GiftCardRedeemed> => {
      const userId = requireUser(ctx).user.id;
      await limiter.hit(req, reply, 'giftCardRedeemPerUser', String(userId));
      return redeemGiftCard(db, userId, p.code);
    },
  });

  if (production) return;
  route(app, {
    path: '/dev/giftCard/issue',
    methods: ['POST'],
    params: z.object({
      amount: num(GIFT_CARD_AMOUNT_MIN, GIFT_CARD_AMOUNT_MAX).optional(),
      expiresInDays: int(GIFT_CARD_EXPIRES_IN_DAYS_MIN, GIFT_CARD_EXPIRES_IN_DAYS_MAX).optional(),
    }),
    handler: async (p): Promise<GiftCardIssued> => {
      const amountCents = Math.round((p.amount ?? GIFT_CARD_AMOUNT_DEFAULT) * 100);
      const expiresAt = new Date(Date.now() + (p.expiresInDays ?? GIFT_CARD_VALID_DAYS) * 86_400_000);
      let code = newGiftCardCode();
      // 32^16 codes: a second draw is as likely as never; it is here so that a clash is not a refusal.
      while (!(await issueGiftCard(db, { code, amountCents, expiresAt }))) code = newGiftCardCode();
      return { code: formatGiftCardCode(code), amount: amountCents / 100, expiresAt: expiresAt.toISOString() };
    },
  });
}
