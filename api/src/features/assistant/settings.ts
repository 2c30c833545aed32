/** The assistant's settings: from ApiOptions.assistant first, then the environment, then the defaults. */
import { AI_TRIAL_LIMIT_DEFAULT } from '@tote/contract/assistant';
import { DEFAULT_LIMITS, type Limit } from '../auth/index.js';
import type { AssistantEngine } from './engine.js';

export interface OpenAiSettings {
  /** e.g. http://127.0.0.1:11434/v1 — the chat completions endpoint is {baseUrl}/chat/completions. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Give up on a provider that says nothing for this long (ms). */
  timeoutMs: number;
}

export interface AssistantSettings {
  /** Messages a guest or non-member may send (AI_TRIAL_LIMIT). */
  trialLimit: number;
  /** Chat requests per shopper (user or device) per window (AI_CHAT_RATE_LIMIT per minute). */
  chatRate: Limit;
  /** The OpenAI-compatible provider, when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set. */
  openai: OpenAiSettings | null;
  /** Characters per streamed text frame of the local engine (its "tokens"). */
  tokenChars: number;
  /** Pause between those frames (AI_TOKEN_DELAY_MS): text appears at a reading pace, as a model's would. */
  tokenDelayMs: number;
}

export interface AssistantOptions extends Partial<AssistantSettings> {
  /** Replaces the engine chosen from the settings (tests). */
  engine?: AssistantEngine;
}

function wholeNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

export function assistantSettings(
  env: Record<string, string | undefined>,
  opts: AssistantOptions = {},
): AssistantSettings {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = env;
  return {
    trialLimit: opts.trialLimit ?? wholeNumber(env.AI_TRIAL_LIMIT, AI_TRIAL_LIMIT_DEFAULT),
    chatRate:
      opts.chatRate ??
      (wholeNumber(env.AI_CHAT_RATE_LIMIT, 0) > 0
        ? { max: wholeNumber(env.AI_CHAT_RATE_LIMIT, 0), windowMs: 60_000 }
        : DEFAULT_LIMITS.aiChatPerOwner),
    openai:
      opts.openai !== undefined
        ? opts.openai
        : baseUrl && apiKey && model
          ? {
              baseUrl: baseUrl.replace(/\/+$/, ''),
              apiKey,
              model,
              timeoutMs: wholeNumber(env.AI_TIMEOUT_MS, 30_000) || 30_000,
            }
          : null,
    tokenChars: opts.tokenChars ?? 6,
    tokenDelayMs: opts.tokenDelayMs ?? wholeNumber(env.AI_TOKEN_DELAY_MS, 12),
  };
}
