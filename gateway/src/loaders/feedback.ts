/** The feedback /v1 endpoints (contract/src/feedback.ts). */
import type { Feedback, FeedbackLikeParams, FeedbackSaveParams } from '@tote/contract/feedback';
import { write } from './define.js';

export const feedbackEndpoints = {
  // [auth]
  feedbackLike: write<FeedbackLikeParams, Feedback>('/feedback/like'),
  feedbackSave: write<FeedbackSaveParams, Feedback>('/feedback/save'),
};
