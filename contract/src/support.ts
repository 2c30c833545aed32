/**
 * /v1 support contract: a member writes to customer care, from an order page ("Contact us", the
 * order's secondary action contact-us) or about anything else. Types and the form's rules (zod; the
 * api, the gateway and the web form use the same ones).
 *
 * ## Endpoint
 * - `/support/request` (POST) [auth] {orderId?, topic, message} → SupportRequestCreated.
 *   - orderId, when given, must be one of the user's own orders: another user's or an unknown id →
 *     20003 "Order {id} not found", nothing stored or sent.
 *   - topic: one of SUPPORT_TOPICS; message: trimmed, SUPPORT_MESSAGE_MIN..SUPPORT_MESSAGE_MAX
 *     characters. A refusal → 40001 with the message of SupportMessages verbatim.
 *   - The reply address is the account's email (never a parameter).
 *   - Stored first, then mailed: one mail to the support inbox (the api's SUPPORT_EMAIL, default
 *     SUPPORT_EMAIL_DEFAULT) with the request, the member's email as its reply address in the text,
 *     and one confirmation to the member with the request number.
 *   - At most SUPPORT_REQUESTS_PER_HOUR requests per user per hour; more → 42900
 *     SupportMessages.tooMany, nothing stored.
 *
 * ## Codes
 *   20003 unknown order / not the user's · 40001 invalid parameters · 42900 too many requests (HTTP 429)
 */
import { z } from 'zod';

export const SUPPORT_TOPICS = ['order', 'delivery', 'return', 'billing', 'item', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** The topics as a shopper reads them. */
export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  order: 'My order',
  delivery: 'Delivery and tracking',
  return: 'Returns',
  billing: 'Billing and refunds',
  item: 'An item (fit, quality, damage)',
  other: 'Something else',
};

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
export const SUPPORT_REQUESTS_PER_HOUR = 10;
export const SUPPORT_EMAIL_DEFAULT = 'help@tote.test';

export const SupportMessages = {
  topicRequired: 'Choose what your request is about.',
  messageRequired: 'Please write your message.',
  messageTooShort: `Your message must be at least ${SUPPORT_MESSAGE_MIN} characters.`,
  messageTooLong: `Your message can be at most ${SUPPORT_MESSAGE_MAX} characters.`,
  tooMany: 'You have sent many requests in the last hour. Please try again later.',
} as const;

export const supportTopic = z.enum(SUPPORT_TOPICS, { error: SupportMessages.topicRequired });

export const supportMessage = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: SupportMessages.messageRequired })
    .min(1, { error: SupportMessages.messageRequired, abort: true })
    .min(SUPPORT_MESSAGE_MIN, { error: SupportMessages.messageTooShort })
    .max(SUPPORT_MESSAGE_MAX, { error: SupportMessages.messageTooLong }),
);

export interface SupportRequestCreated {
  requestId: number;
  /** What the member quotes: "TS-" and the id, six digits at least ("TS-000042"). */
  number: string;
  orderId: number | null;
  topic: SupportTopic;
  /** Where the answer goes: the account's email. */
  email: string;
  createdAt: string; // ISO 8601
}

export const supportRequestNumber = (requestId: number): string => `TS-${String(requestId).padStart(6, '0')}`;
