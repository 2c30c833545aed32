/** The assistant's settings: from ApiOptions.assistant first, then the environment (config.ts), then the defaults. */
import type { Config, OpenAiSettings } from '../../platform/config.js';
import { DEFAULT_LIMITS, type Limit } from '../auth/index.js';
import { climateNormals } from './climate.js';
import type { WeatherSource } from './weather.js';

export type { OpenAiSettings } from '../../platform/config.js';

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
  /** Where "what should I wear this weekend" gets its weather: climate normals unless a provider replaces them. */
  weather: WeatherSource;
}

export function assistantSettings(
  settings: Config['assistant'],
  opts: Partial<AssistantSettings> = {},
): AssistantSettings {
  return {
    trialLimit: opts.trialLimit ?? settings.trialLimit,
    chatRate:
      opts.chatRate ??
      (settings.chatPerMinute ? { max: settings.chatPerMinute, windowMs: 60_000 } : DEFAULT_LIMITS.aiChatPerOwner),
    openai: opts.openai !== undefined ? opts.openai : settings.openai,
    tokenChars: opts.tokenChars ?? 6,
    tokenDelayMs: opts.tokenDelayMs ?? settings.tokenDelayMs,
    weather: opts.weather ?? climateNormals,
  };
}
