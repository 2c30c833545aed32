/**
 * Feedback (schema/feedback.graphql): `likeFeedback` calls /feedback/like; `saveFeedback` checks the
 * comment with the shared rule (contract/feedback.ts) before calling /feedback/save. The api's refusals
 * (20003 not the viewer's feedback, 40001) are userErrors with its message verbatim.
 */
import { feedbackV1 } from '@tote/contract/v1/feedback';
import { feedbackComment, type Feedback as FeedbackWire, type FeedbackPlace } from '@tote/contract/feedback';
import type { Feedback, Resolvers } from '../__generated__/resolvers-types.js';
import { Code } from '../errors.js';
import { enumOf, kebabOf } from './enums.js';
import { requireSignIn } from './session.js';
import { attempt, validationError } from './upstreamCalls.js';

const FEEDBACK_USER_ERROR_CODES: ReadonlySet<number> = new Set([Code.DATA_NOT_FOUND, Code.BAD_REQUEST]);

const feedback = (f: FeedbackWire): Feedback => ({ ...f, place: enumOf(f.place) });

export const feedbackResolvers: Resolvers = {
  Mutation: {
    likeFeedback: async (_p, { input }, ctx) => {
      requireSignIn(ctx, feedbackV1.like);
      const r = await attempt(
        ctx,
        ctx.loaders.feedbackLike.load({ place: kebabOf<FeedbackPlace>(input.place), helpful: input.helpful }),
        ['input'],
        FEEDBACK_USER_ERROR_CODES,
      );
      return r.ok ? { feedback: feedback(r.value), userErrors: [] } : { feedback: null, userErrors: r.userErrors };
    },
    saveFeedback: async (_p, { input }, ctx) => {
      requireSignIn(ctx, feedbackV1.save);
      const comment = feedbackComment.safeParse(input.comment);
      if (!comment.success)
        return {
          feedback: null,
          userErrors: [validationError(['input', 'comment'], comment.error.issues[0]!.message)],
        };
      const r = await attempt(
        ctx,
        ctx.loaders.feedbackSave.load({ feedbackId: input.feedbackId, comment: comment.data }),
        (e) => (e.code === Code.DATA_NOT_FOUND ? ['input', 'feedbackId'] : ['input', 'comment']),
        FEEDBACK_USER_ERROR_CODES,
      );
      return r.ok ? { feedback: feedback(r.value), userErrors: [] } : { feedback: null, userErrors: r.userErrors };
    },
  },
};
