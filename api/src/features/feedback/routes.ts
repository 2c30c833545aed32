/** /v1/feedback/like and /v1/feedback/save (contract/feedback.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FEEDBACK_PLACES, feedbackComment, type Feedback } from '@tote/contract/feedback';
import { requireUser } from '../auth/index.js';
import type { Db } from '../../platform/db/schema.js';
import { badRequest } from '../../platform/http/errors.js';
import { bool, checkedBy, id } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { likeFeedback, saveFeedbackComment } from './store.js';

export function registerFeedbackRoutes(app: FastifyInstance, db: Db): void {
  route(app, {
    path: '/feedback/like',
    methods: ['POST'],
    auth: true,
    params: z.object({ place: z.enum(FEEDBACK_PLACES), helpful: bool() }),
    handler: (p, ctx): Promise<Feedback> => likeFeedback(db, requireUser(ctx).user.id, p.place, p.helpful),
  });

  route(app, {
    path: '/feedback/save',
    methods: ['POST'],
    auth: true,
    params: z.object({ feedbackId: id(), comment: checkedBy(feedbackComment) }),
    handler: (p, ctx): Promise<Feedback> => {
      // The form's own rule, checked here so that its message reaches the shopper verbatim.
      const comment = feedbackComment.safeParse(p.comment);
      if (!comment.success) throw badRequest(comment.error.issues[0]!.message);
      return saveFeedbackComment(db, requireUser(ctx).user.id, p.feedbackId, comment.data);
    },
  });
}
