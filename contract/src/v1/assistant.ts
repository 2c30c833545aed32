/** The /v1 endpoints of the api's assistant feature (api/src/features/assistant/). */
import { noParams } from '../params.js';
import { behaviorParams, chatRequest, historyParams } from '../assistant-params.js';
import { endpoint } from './endpoint.js';
import type { AiAskedHistory, AiBehaviorResult, AiChatHistory, AiChatMessage } from '../assistant.js';

/** features/assistant/routes.ts */
export const assistantV1 = {
  /** Server-sent events, each a message of the reply as it grows (contract/src/assistant.ts). */
  chatStream: endpoint<AiChatMessage>()({
    path: '/ai/chat/stream',
    methods: ['POST'],
    access: 'viewer',
    params: chatRequest,
    kind: 'stream',
  }),
  chatHistory: endpoint<AiChatHistory>()({
    path: '/ai/chat/history',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: historyParams,
  }),
  chatHistoryClear: endpoint<AiChatHistory>()({
    path: '/ai/chat/history/clear',
    methods: ['POST'],
    access: 'viewer',
    params: noParams,
  }),
  historyList: endpoint<AiAskedHistory>()({
    path: '/ai/history/list',
    methods: ['GET', 'POST'],
    access: 'viewer',
    params: noParams,
  }),
  historyClear: endpoint<AiAskedHistory>()({
    path: '/ai/history/clear',
    methods: ['POST'],
    access: 'viewer',
    params: noParams,
  }),
  minibotAgentBehavior: endpoint<AiBehaviorResult>()({
    path: '/ai/minibot_agent/behavior',
    methods: ['POST'],
    access: 'viewer',
    params: behaviorParams,
  }),
};
