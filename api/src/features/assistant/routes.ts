/**
 * /v1/ai/*: the chat stream, the conversation's history, what was asked, behavior events. Open to
 * guests (by device id) and signed-in shoppers; every answer is kept per owner (store.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AiAskedHistory, AiBehaviorResult, AiChatHistory, AiChatMessage } from '@tote/contract/assistant';
import type { Db } from '../../platform/db/schema.js';
import type { Limiter } from '../auth/index.js';
import type { RequestContext } from '../../platform/http/context.js';
import { implement } from '../../platform/http/implement.js';
import { SHOPPER, streamText } from './compose.js';
import type { AssistantEngine, EngineInput } from './engine.js';
import { type ChatRequest } from '@tote/contract/assistant-params';
import { minibotAfter } from './minibot.js';
import { trialLimit } from './replies.js';
import type { AssistantSettings } from './settings.js';
import * as store from './store.js';
import { openSse, streamReply } from './stream.js';
import { assistantV1 } from '@tote/contract/v1/assistant';
import { hasUnlimitedChat, refundTrialMessage, takeTrialMessage, trialLeft } from './trial.js';

export interface AssistantDeps {
  db: Db;
  limiter: Limiter;
  settings: AssistantSettings;
  engine: AssistantEngine;
}

/** Finished messages an engine sees of the conversation so far. */
const HISTORY_FOR_ENGINE = 20;
const HISTORY_PAGE = 20;

const userOf = (ctx: RequestContext) => (ctx.auth?.kind === 'user' ? ctx.auth.user : null);

function userTurn(p: ChatRequest): AiChatMessage {
  return {
    messageId: randomUUID(),
    event: 'chat_message',
    kind: 'chat_reply',
    user: SHOPPER,
    messages: p.messages.map((m) => ({ type: 'text', value: m.value })),
    processingData: null,
    done: true,
    createdAt: new Date().toISOString(),
  };
}

async function chat(
  deps: AssistantDeps,
  p: ChatRequest,
  ctx: RequestContext,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, settings } = deps;
  const owner = store.ownerOf(ctx);
  const user = userOf(ctx);
  await deps.limiter.hit(req, reply, 'aiChatPerOwner', owner.key);
  const boot = p.intent === 'boot';
  let engine = deps.engine;
  const onTrial = !boot && !hasUnlimitedChat(user);
  if (onTrial && !(await takeTrialMessage(db, owner, settings.trialLimit))) {
    const planned = trialLimit(user, settings.trialLimit);
    engine = {
      name: 'trial-limit',
      reply: (_i, c, signal) =>
        streamText({ ...planned, tokenChars: c.settings.tokenChars, tokenDelayMs: c.settings.tokenDelayMs }, signal),
    };
  }
  const [history, viewed] = await Promise.all([
    store.readHistory(db, owner, HISTORY_FOR_ENGINE),
    p.context.shopProductId ?? store.lastViewedProduct(db, owner),
  ]);
  if (!boot && p.messages.length) {
    await store.saveMessage(db, owner, userTurn(p));
    const typed = p.messages.filter((m) => m.type !== 'quick_button').map((m) => m.value);
    if (typed.length) await store.recordAsked(db, owner, typed.join('\n'));
  }
  const input: EngineInput = {
    intent: p.intent,
    text: p.messages.map((m) => m.value).join('\n'),
    action: p.action ?? null,
    productId: viewed,
    page: p.context.page ?? null,
    history: history.list,
    trialLeft: await trialLeft(db, owner, user, settings.trialLimit),
  };
  await streamReply(openSse(reply), {
    engine,
    input,
    ctx: { db, user, settings, log: req.log },
    keep: (m) => store.saveMessage(db, owner, m),
    trialLeft: input.trialLeft,
    // A failed answer (the provider was down) does not use up a trial message.
    onFailed: onTrial && engine === deps.engine ? () => refundTrialMessage(db, owner) : undefined,
  });
}

export function registerAssistantRoutes(app: FastifyInstance, deps: AssistantDeps): void {
  const { db, settings } = deps;
  const chatHistory = async (ctx: RequestContext, pageSize = HISTORY_PAGE, before?: string): Promise<AiChatHistory> => {
    const owner = store.ownerOf(ctx);
    const [page, left] = await Promise.all([
      store.readHistory(db, owner, pageSize, before),
      trialLeft(db, owner, userOf(ctx), settings.trialLimit),
    ]);
    return { ...page, trialMessagesLeft: left };
  };

  implement(app, assistantV1, {
    chatStream: async (p, ctx, req, reply) => {
      await chat(deps, p, ctx, req, reply);
      return null; // the stream was the reply
    },
    chatHistory: (p, ctx) => chatHistory(ctx, p.pageSize, p.before),
    chatHistoryClear: async (_p, ctx): Promise<AiChatHistory> => {
      await store.clearHistory(db, store.ownerOf(ctx));
      return chatHistory(ctx);
    },
    historyList: (_p, ctx): Promise<AiAskedHistory> => store.readAsked(db, store.ownerOf(ctx)),
    historyClear: async (_p, ctx): Promise<AiAskedHistory> => {
      await store.clearAsked(db, store.ownerOf(ctx));
      return { list: [] };
    },
    minibotAgentBehavior: async (p, ctx): Promise<AiBehaviorResult> => {
      const owner = store.ownerOf(ctx);
      await store.recordBehavior(db, owner, p.data);
      return { ok: true, message: await minibotAfter(db, owner, p.data) };
    },
  });
}
