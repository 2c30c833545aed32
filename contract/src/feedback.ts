/**
 * /v1 feedback contract: "Was this helpful?" — a signed-in shopper rates a place of the shop with a
 * thumb up or down, then may add a few words. Types and the comment's rule (zod; the api, the gateway
 * and the web form use the same one).
 *
 * ## Endpoints [auth]
 * - `/feedback/like` (POST) {place, helpful} → Feedback.
 *   - place: one of FEEDBACK_PLACES, else 40001.
 *   - One feedback per user and place: liking again changes `helpful` of the same feedback (same
 *     feedbackId); a comment already saved is kept.
 * - `/feedback/save` (POST) {feedbackId, comment} → Feedback.
 *   - feedbackId must be the user's own: another user's or an unknown id → 20003
 *     "Feedback {id} not found", nothing stored.
 *   - comment: trimmed, 1..FEEDBACK_COMMENT_MAX characters; a refusal → 40001 with the message of
 *     FeedbackMessages verbatim. Saving again replaces the comment.
 *
 * ## Codes
 *   20003 unknown feedback / not the user's · 40000 not signed in · 40001 invalid parameters
 */
import { z } from 'zod';

/** Where the widget is shown (the account overview). */
export const FEEDBACK_PLACES = ['account-overview'] as const;
export type FeedbackPlace = (typeof FEEDBACK_PLACES)[number];

export const FEEDBACK_COMMENT_MAX = 1000;

export const FeedbackMessages = {
  commentRequired: 'Please write your feedback.',
  commentTooLong: `Your feedback can be at most ${FEEDBACK_COMMENT_MAX} characters.`,
} as const;

export const feedbackComment = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: FeedbackMessages.commentRequired })
    .min(1, { error: FeedbackMessages.commentRequired })
    .max(FEEDBACK_COMMENT_MAX, { error: FeedbackMessages.commentTooLong }),
);

/** The viewer's feedback on one place. */
export interface Feedback {
  feedbackId: number;
  place: FeedbackPlace;
  helpful: boolean;
  comment: string | null;
  /** ISO 8601: when it was last changed. */
  updatedAt: string;
}
