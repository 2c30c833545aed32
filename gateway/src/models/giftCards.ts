/** Gift cards (schema/giftCards.graphql): the /v1 shapes as they are (contract/gift-cards.ts); the payload follows. */
import type { GiftCard, GiftCardBalance } from '@tote/contract/gift-cards';
import type { UserErrorData } from './_relay.js';

export type GiftCardModel = GiftCard;
export type GiftCardBalanceModel = GiftCardBalance;

/** A redeem: the viewer is read (/profile/info) only when the client asks for it. */
export interface RedeemGiftCardPayloadModel {
  giftCard: GiftCardModel | null;
  balance: GiftCardBalanceModel | null;
  userErrors: UserErrorData[];
}
