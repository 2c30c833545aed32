/** The /v1 endpoints of the api's feedback feature (api/src/features/feedback/). */
import { FEEDBACK_PLACES, feedbackComment } from '../feedback.js';
import { bool, checkedBy, id } from '../params.js';
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import type { Feedback } from '../feedback.js';

/** features/feedback/routes.ts */
export const feedbackV1 = {
  /** /feedback/like {place, helpful}. */
  like: endpoint<Feedback>()({
    path: '/feedback/like',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ place: z.enum(FEEDBACK_PLACES), helpful: bool() }),
  }),
  /** /feedback/save {feedbackId, comment}. */
  save: endpoint<Feedback>()({
    path: '/feedback/save',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ feedbackId: id(), comment: checkedBy(feedbackComment) }),
  }),
};
