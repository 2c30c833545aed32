/** The gift cards' /v1 endpoints (contract/src/gift-cards.ts). */
import type { GiftCardBalance, GiftCardRedeemed, GiftCardRedeemParams } from '@tote/contract/gift-cards';
import { read, write } from './define.js';

type None = Record<string, never>;

export const giftCardEndpoints = {
  // [auth] the viewer's cards and balance (the redeem resolver replaces it with the redeem's answer)
  giftCardBalance: read<None, GiftCardBalance>('/giftCard/balance'),
  redeemGiftCard: write<GiftCardRedeemParams, GiftCardRedeemed>('/giftCard/redeem'),
};
