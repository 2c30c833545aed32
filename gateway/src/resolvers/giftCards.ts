/**
 * Gift cards (schema/giftCards.graphql): the viewer's cards and balance (/giftCard/balance) and redeeming a code
 * (/giftCard/redeem). The code is held to the contract's rule first (VALIDATION on `code`, no upstream call); the
 * api's refusals (50006 unknown, 50007 redeemed, 50008 expired, 42900 too many tries, and 40001 should its rule
 * differ) are userErrors with its message verbatim. After a redeem, the request's balance is the redeem's answer
 * and the viewer is read afresh.
 */
import { maskGiftCardCode } from '@tote/contract/gift-cards';
import { giftCardsV1 } from '@tote/contract/v1/gift-cards';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { Code, USER_ERROR_CODES, type UpstreamError } from '../errors.js';
import { reloadViewer, requireSignIn, validateInput } from './session.js';
import { attempt } from './upstreamCalls.js';

const REDEEM_USER_ERROR_CODES: ReadonlySet<number> = new Set([...USER_ERROR_CODES, Code.BAD_REQUEST]);

export const giftCardsResolvers: Resolvers = {
  User: {
    giftCards: (_u, _a, ctx) => ctx.loaders.giftCardBalance.load({}),
  },

  GiftCardBalance: {
    total: (b) => b.balance,
  },
  GiftCard: {
    maskedCode: (c) => maskGiftCardCode(c.last4),
  },
  RedeemGiftCardPayload: {
    viewer: (p, _a, ctx) => (p.giftCard ? reloadViewer(ctx) : null),
  },

  Mutation: {
    redeemGiftCard: async (_p, { input }, ctx) => {
      requireSignIn(ctx, giftCardsV1.redeem);
      const v = validateInput(giftCardsV1.redeem.params, input);
      if (!v.ok) return { giftCard: null, balance: null, userErrors: v.userErrors };
      const call = ctx.loaders.redeemGiftCard.load(v.data);
      // A refusal is about the code; too many tries (42900) about the form as a whole.
      const field = (e: UpstreamError) => (e.code === Code.TOO_MANY_REQUESTS ? null : ['input', 'code']);
      const r = await attempt(ctx, call, field, REDEEM_USER_ERROR_CODES);
      if (!r.ok) return { giftCard: null, balance: null, userErrors: r.userErrors };
      ctx.loaders.giftCardBalance.clearAll().prime({}, r.value.balance);
      return { giftCard: r.value.card, balance: r.value.balance, userErrors: [] };
    },
  },
};
