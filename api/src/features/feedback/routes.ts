/** /v1/feedback/like and /v1/feedback/save (contract/feedback.ts). */
import type { FastifyInstance } from 'fastify';
import { feedbackComment, type Feedback } from '@tote/contract/feedback';
import { requireUser } from '../auth/index.js';
import type { Db } from '../../platform/db/schema.js';
import { badRequest } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import { feedbackV1 } from '@tote/contract/v1/feedback';
import { likeFeedback, saveFeedbackComment } from './store.js';

export function registerFeedbackRoutes(app: FastifyInstance, db: Db): void {
  implement(app, feedbackV1, {
    like: (p, ctx): Promise<Feedback> => likeFeedback(db, requireUser(ctx).user.id, p.place, p.helpful),
    save: (p, ctx): Promise<Feedback> => {
      // The form's own rule, checked here so that its message reaches the shopper verbatim.
      const comment = feedbackComment.safeParse(p.comment);
      if (!comment.success) throw badRequest(comment.error.issues[0]!.message);
      return saveFeedbackComment(db, requireUser(ctx).user.id, p.feedbackId, comment.data);
    },
  });
}
