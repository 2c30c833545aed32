/** zod rules of the assistant's /v1 requests (contract/assistant.ts). */
import { z } from 'zod';
import { AI_ACTIONS, AI_DRIVEN_ACTIONS, AI_EVENT_TYPE_MAX, AI_HISTORY_PAGE_MAX, AI_MESSAGE_MAX } from './assistant.js';
import { id, ignored, int, optStr } from './params.js';

const part = z.object({
  type: z.enum(['text', 'quick_button', 'input']).default('text'),
  value: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(AI_MESSAGE_MAX)),
});

export const chatRequest = z
  .object({
    messages: z.array(part).max(10).default([]),
    intent: z.enum(['boot', 'chat', ...AI_ACTIONS]).default('chat'),
    context: z
      .object({ shopProductId: id().optional(), page: optStr(300) })
      .optional()
      .default({}),
    action: z.object({ type: z.enum([...AI_ACTIONS, ...AI_DRIVEN_ACTIONS]), value: optStr(AI_MESSAGE_MAX) }).optional(),
  })
  .refine((r) => r.intent === 'boot' || r.messages.length > 0 || r.action !== undefined || r.intent !== 'chat', {
    message: 'send 1 to 10 message parts (none only for boot or an action)',
    path: ['messages'],
  });
export type ChatRequest = z.output<typeof chatRequest>;

export const historyParams = z.object({
  pageSize: int(1, AI_HISTORY_PAGE_MAX).optional(),
  before: optStr(100),
});

export const behaviorParams = z.object({
  data: z.object({
    event_type: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(AI_EVENT_TYPE_MAX)),
    shop_product_id: id().optional(),
    color_id: id().optional(),
    star: ignored(),
    order_type: ignored(),
  }),
});
