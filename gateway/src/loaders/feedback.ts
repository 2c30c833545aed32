/** The feedback /v1 endpoints (contract/src/feedback.ts). */
import { feedbackV1 } from '@tote/contract/v1/feedback';
import { write } from './define.js';

export const feedbackEndpoints = {
  // [auth]
  feedbackLike: write(feedbackV1.like),
  feedbackSave: write(feedbackV1.save),
};
