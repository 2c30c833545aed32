/** The /v1 endpoints of the api's gift-cards feature (api/src/features/gift-cards/). */
import { z } from 'zod';
import {
  GIFT_CARD_AMOUNT_MAX,
  GIFT_CARD_AMOUNT_MIN,
  GIFT_CARD_EXPIRES_IN_DAYS_MAX,
  GIFT_CARD_EXPIRES_IN_DAYS_MIN,
  giftCardCode,
  type GiftCardBalance,
  type GiftCardIssued,
  type GiftCardRedeemed,
} from '../gift-cards.js';
import { int, num } from '../params.js';
import { endpoint } from './endpoint.js';

/** features/gift-cards/routes.ts */
export const giftCardsV1 = {
  balance: endpoint<GiftCardBalance>()({
    path: '/giftCard/balance',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({}),
  }),
  redeem: endpoint<GiftCardRedeemed>()({
    path: '/giftCard/redeem',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ code: giftCardCode }),
  }),
};

/** features/gift-cards/routes.ts, outside production only */
export const giftCardsDevV1 = {
  issue: endpoint<GiftCardIssued>()({
    path: '/dev/giftCard/issue',
    methods: ['POST'],
    access: 'public',
    params: z.object({
      amount: num(GIFT_CARD_AMOUNT_MIN, GIFT_CARD_AMOUNT_MAX).optional(),
      expiresInDays: int(GIFT_CARD_EXPIRES_IN_DAYS_MIN, GIFT_CARD_EXPIRES_IN_DAYS_MAX).optional(),
    }),
  }),
};
