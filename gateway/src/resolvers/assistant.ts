/**
 * The AI shopping assistant's conversation (issue 10), apart from the streamed reply (assistantReply.ts):
 * the finished messages, what the shopper asked before, the trial allowance, forgetting them, and
 * telling the assistant what the shopper did. A guest's conversation is this browser's (device id).
 */
import { AI_EVENT_TYPE_MAX, AI_HISTORY_PAGE_MAX } from '@tote/contract/assistant';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { ensureDeviceId, type GatewayContext } from '../context.js';
import { badUserInput, Code } from '../errors.js';
import { attempt, validationError } from './upstreamCalls.js';

const HISTORY_DEFAULT = AI_HISTORY_PAGE_MAX;

/** Refusals of the assistant's writes that the calling screen shows. */
const ASSISTANT_USER_ERROR_CODES: ReadonlySet<number> = new Set([Code.BAD_REQUEST, Code.TOO_MANY_REQUESTS]);

/** `history` and `trialMessagesLeft` of a default query share one /ai/chat/history call. */
function historyParams(last: number | null | undefined, before: string | null | undefined) {
  const pageSize = last ?? HISTORY_DEFAULT;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > AI_HISTORY_PAGE_MAX)
    throw badUserInput(`\`last\` must be between 1 and ${AI_HISTORY_PAGE_MAX}.`, 'last');
  return before ? { pageSize, before } : { pageSize };
}

/** A guest talks to the assistant from a device: one is minted (and kept in a cookie) when the caller has none. */
export function identifyGuest(ctx: GatewayContext): void {
  if (!ctx.authToken) ensureDeviceId(ctx);
}

async function forget(ctx: GatewayContext, clear: () => Promise<unknown>) {
  identifyGuest(ctx);
  const r = await attempt(ctx, clear(), null, ASSISTANT_USER_ERROR_CODES);
  ctx.loaders.chatHistory.clearAll();
  ctx.loaders.askedHistory.clearAll();
  return { assistant: {}, userErrors: r.ok ? [] : r.userErrors };
}

const isId = (n: number | null | undefined): boolean => n == null || (Number.isInteger(n) && n >= 1);

export const assistantResolvers: Resolvers = {
  Query: {
    assistant: (_p, _a, ctx) => {
      identifyGuest(ctx);
      return {};
    },
  },
  Mutation: {
    clearAssistantHistory: (_p, _a, ctx) => forget(ctx, () => ctx.loaders.clearChatHistory.load({})),
    clearAssistantAskedHistory: (_p, _a, ctx) => forget(ctx, () => ctx.loaders.clearAskedHistory.load({})),
    recordAssistantBehavior: async (_p, { input }, ctx) => {
      identifyGuest(ctx);
      const eventType = input.eventType.trim();
      const invalid = (field: string, message: string) => ({
        ok: false,
        message: null,
        userErrors: [validationError(['input', field], message)],
      });
      if (!eventType || eventType.length > AI_EVENT_TYPE_MAX)
        return invalid('eventType', `An event type is 1 to ${AI_EVENT_TYPE_MAX} characters.`);
      if (!isId(input.productId)) return invalid('productId', 'This is not a product.');
      if (!isId(input.colorId)) return invalid('colorId', 'This is not a color.');
      const data = {
        event_type: eventType,
        ...(input.productId != null ? { shop_product_id: input.productId } : {}),
        ...(input.colorId != null ? { color_id: input.colorId } : {}),
      };
      const r = await attempt(ctx, ctx.loaders.recordBehavior.load({ data }), ['input'], ASSISTANT_USER_ERROR_CODES);
      return r.ok
        ? { ok: true, message: r.value.message, userErrors: [] }
        : { ok: false, message: null, userErrors: r.userErrors };
    },
  },
  Assistant: {
    history: (_a, { last, before }, ctx) => ctx.loaders.chatHistory.load(historyParams(last, before)),
    askedBefore: async (_a, _x, ctx) => (await ctx.loaders.askedHistory.load({})).list,
    trialMessagesLeft: async (_a, _x, ctx) =>
      (await ctx.loaders.chatHistory.load(historyParams(null, null))).trialMessagesLeft,
  },
  AssistantHistory: {
    messages: (h) => h.list,
  },
};
