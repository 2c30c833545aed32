/** The gift cards' /v1 endpoints (contract/src/v1/gift-cards.ts). */
import { giftCardsV1 } from '@tote/contract/v1/gift-cards';
import { read, write } from './define.js';

export const giftCardEndpoints = {
  // [auth] the viewer's cards and balance (the redeem resolver replaces it with the redeem's answer)
  giftCardBalance: read(giftCardsV1.balance),
  redeemGiftCard: write(giftCardsV1.redeem),
};
