/**
 * Subscription.assistantReply: the shopper's request checked and turned into the /v1 chat request,
 * then the reply streamed event by event (assistantStream.ts). A request the gateway can tell is
 * malformed (a chat turn without words, too many parts, a part empty or over AI_MESSAGE_MAX
 * characters, a bad product id) gets one AssistantReplyFailed with code BAD_USER_INPUT and no upstream call, like the
 * upstream's own 40001: the chat panel handles every failed reply in one place. Schema-level faults
 * (no `input`, an unknown enum value) are GraphQL errors before any of this runs.
 */
import { AI_MESSAGE_MAX, type AiAction, type AiChatRequest, type AiIntent } from '@tote/contract/assistant';
import { MAX_ID } from '@tote/contract/slugs';
import type { AssistantRequestInput, Resolvers } from '../__generated__/resolvers-types.js';
import { identifyGuest } from './assistant.js';
import { replyFailed, replyOf, replyStream, type StreamEvent } from './assistantStream.js';

export const AI_MESSAGE_PARTS_MAX = 10;

const lower = <T extends string>(v: string): T => v.toLowerCase() as T;

/** The /v1 request of a client's input, or why it is refused. */
export function chatRequestOf(input: AssistantRequestInput): AiChatRequest | { refused: string } {
  const intent = input.intent ?? 'CHAT';
  const parts = input.messages ?? [];
  const { productId, page, action } = input;
  // A chat turn says something; BOOT, the other intents and a button's action may come without words.
  if (intent === 'CHAT' && parts.length === 0 && !action) return { refused: 'Write a message to the assistant.' };
  if (parts.length > AI_MESSAGE_PARTS_MAX) return { refused: `A message has at most ${AI_MESSAGE_PARTS_MAX} parts.` };
  if (parts.some((p) => p.value.trim() === '' || p.value.trim().length > AI_MESSAGE_MAX))
    return { refused: `A message is 1 to ${AI_MESSAGE_MAX.toLocaleString('en-US')} characters.` };
  if (productId != null && !(Number.isInteger(productId) && productId >= 1 && productId <= MAX_ID))
    return { refused: 'This is not a product.' };

  const request: AiChatRequest = {
    messages: parts.map((p) => ({ type: lower(p.type ?? 'TEXT'), value: p.value })),
    intent: lower<AiIntent>(intent),
  };
  const context = {
    ...(productId != null ? { shopProductId: productId } : {}),
    ...(page?.trim() ? { page: page.trim() } : {}),
  };
  if (Object.keys(context).length) request.context = context;
  if (action)
    request.action = { type: lower<AiAction>(action.type), ...(action.value != null ? { value: action.value } : {}) };
  return request;
}

export const assistantReplyResolvers: Resolvers = {
  Subscription: {
    assistantReply: {
      subscribe: (_p, { input }, ctx) => {
        const request = chatRequestOf(input);
        if ('refused' in request) return replyOf(replyFailed('BAD_USER_INPUT', request.refused));
        identifyGuest(ctx); // before the answer's headers: a minted device id's cookie goes out with them
        return replyStream(ctx, request);
      },
      resolve: (event: StreamEvent) => event,
    },
  },
  AssistantStreamEvent: {
    __resolveType: (e) => e.__typename,
  },
  AssistantProcessing: {
    text: (p) => p.processingData.text,
  },
};
