/** The AI shopping assistant: its settings, the engine they choose, its /v1/ai routes. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/schema.js';
import type { Limiter } from '../auth/index.js';
import type { AssistantEngine } from './engine.js';
import { localEngine } from './local-engine.js';
import { openAiEngine } from './openai/engine.js';
import { registerAssistantRoutes } from './routes.js';
import type { AssistantSettings } from './settings.js';

export { assistantSettings, type AssistantOptions, type AssistantSettings } from './settings.js';

/** The OpenAI-compatible provider when configured, else the local engine. */
export const engineFor = (settings: AssistantSettings): AssistantEngine =>
  settings.openai ? openAiEngine(settings.openai) : localEngine;

/** Needs the limiter (its aiChatPerOwner limit). */
export function registerAssistant(
  app: FastifyInstance,
  deps: { db: Db; limiter: Limiter; settings: AssistantSettings; engine?: AssistantEngine },
): void {
  registerAssistantRoutes(app, { ...deps, engine: deps.engine ?? engineFor(deps.settings) });
}
