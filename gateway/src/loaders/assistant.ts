import type { AiAskedHistory, AiBehaviorParams, AiChatHistory } from '@tote/contract/assistant';
import { read, write } from './define.js';

export const assistantEndpoints = {
  chatHistory: read<{ pageSize: number; before?: string }, AiChatHistory>('/ai/chat/history'),
  askedHistory: read<Record<string, never>, AiAskedHistory>('/ai/history/list'),
  clearChatHistory: write<Record<string, never>, unknown>('/ai/chat/history/clear'),
  clearAskedHistory: write<Record<string, never>, unknown>('/ai/history/clear'),
  recordBehavior: write<AiBehaviorParams, unknown>('/ai/minibot_agent/behavior'),
};
