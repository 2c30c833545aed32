/**
 * The one interface behind which the assistant's engines answer (the local engine, the
 * OpenAI-compatible provider). An engine turns one request into events: what it is doing, and
 * snapshots of the messages it writes. The stream (stream.ts) gives the messages their ids, writes
 * the frames and keeps the finished messages; the engine never sees the HTTP side.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AiChatMessage, AiChatRequest, AiElement, AiIntent, AiReplyKind } from '@tote/contract/assistant';
import type { Db } from '../../platform/db/schema.js';
import type { UserRow } from '../auth/index.js';
import type { AssistantSettings } from './settings.js';

export interface EngineInput {
  intent: AiIntent;
  /** The shopper's turn, its parts joined; '' for boot and for a bare action. */
  text: string;
  action: NonNullable<AiChatRequest['action']> | null;
  /** What "this one" means: the product page's product, else the product last viewed; null if none. */
  productId: number | null;
  page: string | null;
  /** Finished messages before this turn, oldest first. */
  history: AiChatMessage[];
  /** Messages the shopper may still send on the trial (after this one); null = unlimited. */
  trialLeft: number | null;
}

export interface EngineContext {
  db: Db;
  /** The signed-in shopper; null for a guest. */
  user: UserRow | null;
  settings: AssistantSettings;
  log: FastifyBaseLogger;
}

export type EngineEvent =
  | { type: 'processing'; text: string }
  /**
   * A snapshot of message `key` (0 = the reply's first message): the stream replaces what it sent
   * before under that key. `done` marks its last snapshot.
   */
  | { type: 'message'; key: number; kind: AiReplyKind; elements: AiElement[]; done: boolean };

export interface AssistantEngine {
  readonly name: string;
  /**
   * The reply to one request. Stops early when `signal` aborts (the shopper left): no more
   * queries, no more events. Throws only for failures the shopper should hear about as an error.
   */
  reply(input: EngineInput, ctx: EngineContext, signal: AbortSignal): AsyncIterable<EngineEvent>;
}

/** A failure to show the shopper (an `error` frame with this text), e.g. the provider is down. */
export class EngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
  }
}

/** The assistant as ApiOptions.assistant overrides it (tests): its settings, or an engine of its own. */
export interface AssistantOptions extends Partial<AssistantSettings> {
  /** Replaces the engine chosen from the settings. */
  engine?: AssistantEngine;
}
