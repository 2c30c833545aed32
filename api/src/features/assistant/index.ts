/**
 * The AI shopping assistant: its settings, the engine they choose (the local engine, or an OpenAI-compatible
 * provider), its /v1/ai routes and the streamed replies.
 */
import type { ApiModule } from '../../platform/module.js';
import type { Db } from '../../platform/db/schema.js';
import type { Limiter } from '../auth/index.js';
import type { AssistantEngine } from './engine.js';
import { localEngine } from './local-engine.js';
import { openAiEngine } from './openai/engine.js';
import { registerAssistantRoutes } from './routes.js';
import type { AssistantSettings } from './settings.js';
import type {} from './tables.js'; // its tables in the Database type

/** The OpenAI-compatible provider when configured, else the local engine. */
export const engineFor = (settings: AssistantSettings): AssistantEngine =>
  settings.openai ? openAiEngine(settings.openai) : localEngine;

/** Needs the limiter (its aiChatPerOwner limit). */
export const assistantModule: ApiModule<{
  db: Db;
  limiter: Limiter;
  assistant: AssistantSettings;
  assistantEngine: AssistantEngine | undefined;
}> = {
  name: 'assistant',
  register: (app, { db, limiter, assistant, assistantEngine }) =>
    registerAssistantRoutes(app, { db, limiter, settings: assistant, engine: assistantEngine ?? engineFor(assistant) }),
};

export { type AssistantEngine, type AssistantOptions } from './engine.js';
export { assistantSettings, type AssistantSettings } from './settings.js';
