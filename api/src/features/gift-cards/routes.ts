/** /v1/giftCard/* and, outside production, /v1/dev/giftCard/issue (contract/gift-cards.ts). */
import type { FastifyInstance } from 'fastify';
import {
  GIFT_CARD_AMOUNT_DEFAULT,
  GIFT_CARD_VALID_DAYS,
  formatGiftCardCode,
  type GiftCardBalance,
  type GiftCardIssued,
  type GiftCardRedeemed,
} from '@tote/contract/gift-cards';
import { giftCardsDevV1, giftCardsV1 } from '@tote/contract/v1/gift-cards';
import type { Db } from '../../platform/db/schema.js';
import { implement } from '../../platform/http/implement.js';
import { requireUser, type Limiter } from '../auth/index.js';
import { giftCardBalance, issueGiftCard, newGiftCardCode, redeemGiftCard } from './store.js';

export interface GiftCardRouteDeps {
  db: Db;
  limiter: Limiter;
  production: boolean;
}

export function registerGiftCardRoutes(app: FastifyInstance, { db, limiter, production }: GiftCardRouteDeps): void {
  implement(app, giftCardsV1, {
    balance: (_p, ctx): Promise<GiftCardBalance> => giftCardBalance(db, requireUser(ctx).user.id),
    redeem: async (p, ctx, req, reply): Promise<GiftCardRedeemed> => {
      const userId = requireUser(ctx).user.id;
      await limiter.hit(req, reply, 'giftCardRedeemPerUser', String(userId));
      return redeemGiftCard(db, userId, p.code);
    },
  });

  if (production) return;
  implement(app, giftCardsDevV1, {
    issue: async (p): Promise<GiftCardIssued> => {
      const amountCents = Math.round((p.amount ?? GIFT_CARD_AMOUNT_DEFAULT) * 100);
      const expiresAt = new Date(Date.now() + (p.expiresInDays ?? GIFT_CARD_VALID_DAYS) * 86_400_000);
      let code = newGiftCardCode();
      // 32^16 codes: a second draw is as likely as never; it is here so that a clash is not a refusal.
      while (!(await issueGiftCard(db, { code, amountCents, expiresAt }))) code = newGiftCardCode();
      return { code: formatGiftCardCode(code), amount: amountCents / 100, expiresAt: expiresAt.toISOString() };
    },
  });
}
