import { assistantV1 } from '@tote/contract/v1/assistant';
import { read, write } from './define.js';

export const assistantEndpoints = {
  chatHistory: read(assistantV1.chatHistory),
  askedHistory: read(assistantV1.historyList),
  clearChatHistory: write(assistantV1.chatHistoryClear),
  clearAskedHistory: write(assistantV1.historyClear),
  recordBehavior: write(assistantV1.minibotAgentBehavior),
};
