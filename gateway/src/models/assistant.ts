/** The AI assistant's conversation (schema/assistant.graphql). */
import type {
  AiChatHistory,
  AiChatMessage,
  AiLook,
  AiProcessingData,
  AiProductCard,
  AiSender,
} from '@tote/contract/assistant';

/** The assistant's conversation: each field is its own /v1 read, so the parent carries nothing. */
export type AssistantModel = Record<string, never>;
export type AssistantHistoryModel = AiChatHistory;
export type AssistantMessageModel = AiChatMessage;
export type AssistantSenderModel = AiSender;
export type AssistantProcessingModel = AiProcessingData;
export type AssistantLookModel = AiLook;
export type AssistantProductCardModel = AiProductCard;
