/**
 * Membership: plans, the viewer's membership and its actions (pause, unpause, cancel with the
 * survey). The address and card are in paymentDetails.ts, promo codes, bonus credits and referrals
 * in credits.ts, checkout and payment in checkout.ts, billing history in receipts.ts.
 *
 * Bad input is VALIDATION with the field's path, checked with the shared zod rules of the contract;
 * upstream refusals become userErrors as memberCalls.ts says.
 */
import type { AnyEndpoint } from '@tote/contract/v1/endpoint';
import { memberV1 } from '@tote/contract/v1/member';
import { z } from 'zod';
import {
  CANCEL_ANSWER_TEXT_MAX,
  CANCEL_FEEDBACK_MAX,
  CANCEL_SURVEY_ANSWERS_MAX,
  type MemberActions,
} from '@tote/contract/member';
import type { MembershipAction, Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { toGlobalId } from '../ids.js';
import type { MembershipModel } from '../models/membership.js';
import { SUB_STATUS } from './account.js';
import { enumOf } from './enums.js';
import { attemptMember, blankToUndefined, membershipChanged } from './memberCalls.js';
import { reloadViewer, requireSignIn, validateInput } from './session.js';

const ACTIONS: Record<keyof MemberActions, MembershipAction> = {
  subscribe: 'SUBSCRIBE',
  pause: 'PAUSE',
  unPause: 'UNPAUSE',
  cancel: 'CANCEL',
  resubscribe: 'RESUBSCRIBE',
  resume: 'RESUME',
  unlockEarly: 'UNLOCK_EARLY',
};

// ---- input rules ----------------------------------------------------------------------------------------

const FEEDBACK_MESSAGE = `Your feedback must be at most ${CANCEL_FEEDBACK_MAX} characters.`;
const ANSWER_MESSAGE = `Your answer must be at most ${CANCEL_ANSWER_TEXT_MAX} characters.`;
const WILLINGNESS_MESSAGE = 'Choose how likely you are to come back, from 1 to 5.';
const willingnessRule = z
  .number()
  .int({ error: WILLINGNESS_MESSAGE })
  .min(1, { error: WILLINGNESS_MESSAGE })
  .max(5, { error: WILLINGNESS_MESSAGE });

const cancelSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.number().int().positive({ error: 'Choose an answer.' }),
        optionIds: z.array(z.number().int().positive()).max(CANCEL_SURVEY_ANSWERS_MAX),
        text: z.preprocess(
          blankToUndefined,
          z.string().trim().max(CANCEL_ANSWER_TEXT_MAX, { error: ANSWER_MESSAGE }).optional(),
        ),
      }),
    )
    .max(CANCEL_SURVEY_ANSWERS_MAX),
  feedback: z.preprocess(
    blankToUndefined,
    z.string().trim().max(CANCEL_FEEDBACK_MAX, { error: FEEDBACK_MESSAGE }).optional(),
  ),
  willingness: z.preprocess(blankToUndefined, willingnessRule.optional()),
});

// ---- membership actions ----------------------------------------------------------------------------------

async function memberAction(ctx: GatewayContext, entry: AnyEndpoint, call: () => Promise<MembershipModel>) {
  requireSignIn(ctx, entry);
  const r = await attemptMember(ctx, call());
  if (!r.ok) return { membership: null, userErrors: r.userErrors };
  membershipChanged(ctx);
  ctx.loaders.member.prime({}, r.value);
  return { membership: r.value, userErrors: [] };
}

// ---- resolvers ---------------------------------------------------------------------------------------------

export const membershipResolvers: Resolvers = {
  Query: {
    membershipPlans: async (_p, _a, ctx) => (await ctx.loaders.membershipPlans.load({})).list,
    cancelSurvey: (_p, _a, ctx) => {
      requireSignIn(ctx, memberV1.cancelSurvey);
      return ctx.loaders.cancelSurvey.load({});
    },
  },

  User: {
    membership: (_u, _a, ctx) => ctx.loaders.member.load({}),
  },

  MembershipPlan: {
    id: (p) => toGlobalId('MembershipPlan', p.planId),
  },
  Membership: {
    status: (m) => SUB_STATUS[m.subStatus],
    isMember: (m) => m.isMember === 1,
    pausedUntil: (m) => m.pausedExpired,
    showUnlockEarly: (m) => m.isShowBtnUnlockEarly,
    allowedActions: (m) =>
      (Object.keys(ACTIONS) as (keyof MemberActions)[]).filter((k) => m.actions[k]).map((k) => ACTIONS[k]),
    messages: (m) => m.messageList,
  },
  SurveyQuestion: {
    type: (q) => enumOf(q.type),
  },

  MembershipPayload: {
    viewer: (p, _a, ctx) => (p.membership ? reloadViewer(ctx) : null),
  },

  Mutation: {
    pauseMembership: (_p, _a, ctx) => memberAction(ctx, memberV1.pause, () => ctx.loaders.pauseMember.load({})),
    unpauseMembership: (_p, _a, ctx) => memberAction(ctx, memberV1.unPause, () => ctx.loaders.unpauseMember.load({})),
    cancelMembership: async (_p, { input }, ctx) => {
      requireSignIn(ctx, memberV1.cancel);
      const v = validateInput(cancelSchema, input);
      if (!v.ok) return { membership: null, userErrors: v.userErrors };
      const { answers, feedback, willingness } = v.data;
      const surveyList = answers.map((a) => ({
        questionId: a.questionId,
        optionIds: a.optionIds,
        ...(a.text ? { text: a.text } : {}),
      }));
      const params = { surveyList, ...(feedback ? { feedback } : {}), ...(willingness != null ? { willingness } : {}) };
      return memberAction(ctx, memberV1.cancel, () => ctx.loaders.cancelMember.load(params));
    },
  },
};
