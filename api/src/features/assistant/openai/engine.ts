/**
 * The OpenAI-compatible engine: streamed chat completions ({AI_BASE_URL}/chat/completions with
 * stream: true) with the shop's tools. Text deltas become growing message snapshots as they come;
 * tool calls are put together, run against the database, answered, and the completion continues.
 * The greeting, the fixed actions (bonus, survey) and the actions a button drives (actions.ts) stay with the
 * local engine: no model needed.
 * Any provider failure becomes an EngineError (an `error` frame), never a crash.
 */
import type { AiProductCard } from '@tote/contract/assistant';
import { el, messageText } from '../compose.js';
import {
  EngineError,
  type AssistantEngine,
  type EngineContext,
  type EngineEvent,
  type EngineInput,
} from '../engine.js';
import { lexiconOf, type Lexicon } from '../lexicon.js';
import { CARRIED_OUT } from '../actions.js';
import { localEngine } from '../local-engine.js';
import type { OpenAiSettings } from '../settings.js';
import { vocabularyOf } from '../vocabulary.js';
import { accountTool, searchTool, toolSpecs, TOOL_RESULTS_SHOWN, type ToolResult } from './tools.js';
import { sseData, ToolCallBuffer, type ChatChunk, type ChatMessage, type ToolCall } from './wire.js';

/** Rounds of tool calls before the model must answer. */
const MAX_ROUNDS = 4;

const SYSTEM_PROMPT =
  'You are the Tote stylist, the shopping assistant of Tote, a fashion rental and purchase shop. ' +
  'Members rent pieces in their Tote (up to its limit) and may buy them; non-members can buy. ' +
  'Find products with the search_products tool and never invent products, prices or sizes: the shopper sees ' +
  "the products the tool returns as cards under your text. For the shopper's own membership, billing dates, " +
  'Tote slots, saved sizes or bonus credits, call account_summary and give its exact numbers. ' +
  'Answer in a few friendly sentences, in English, without markdown tables.';

function conversation(input: EngineInput, productTitle: string | null): ChatMessage[] {
  const past: ChatMessage[] = input.history
    .map((m): ChatMessage => ({ role: m.user.role === 'user' ? 'user' : 'assistant', content: messageText(m) }))
    .filter((m) => m.content);
  const context = productTitle ? `\n\n(The shopper is looking at the product "${productTitle}".)` : '';
  return [
    { role: 'system', content: SYSTEM_PROMPT + context },
    ...past,
    { role: 'user', content: input.text || input.action?.value || 'Hello' },
  ];
}

async function productTitle(ctx: EngineContext, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const p = await ctx.db.selectFrom('products').select('title').where('id', '=', id).executeTakeFirst();
  return p?.title ?? null;
}

/** One streamed completion: its text deltas as they come, then its tool calls. */
async function* completion(
  s: OpenAiSettings,
  body: Record<string, unknown>,
  signal: AbortSignal,
): AsyncGenerator<{ text: string } | { calls: ToolCall[] }> {
  const upstream = new AbortController();
  const stop = () => upstream.abort();
  signal.addEventListener('abort', stop, { once: true });
  let idle: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(stop, s.timeoutMs);
  };
  touch();
  try {
    const res = await fetch(`${s.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${s.apiKey}` },
      body: JSON.stringify({ ...body, model: s.model, stream: true }),
      signal: upstream.signal,
    });
    if (!res.ok || !res.body) {
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      throw new EngineError(`The stylist service answered ${res.status}. Please try again later.`, { cause: detail });
    }
    const calls = new ToolCallBuffer();
    for await (const data of sseData(res.body, touch)) {
      if (data.trim() === '[DONE]') break;
      let chunk: ChatChunk;
      try {
        chunk = JSON.parse(data) as ChatChunk;
      } catch (err) {
        throw new EngineError('The stylist service sent a reply we could not read.', { cause: err });
      }
      if (chunk.error) throw new EngineError(`The stylist service failed: ${chunk.error.message ?? 'unknown error'}`);
      const delta = chunk.choices?.[0]?.delta;
      if (delta?.content) yield { text: delta.content };
      if (delta?.tool_calls) calls.add(delta.tool_calls);
    }
    const list = calls.list();
    if (list.length) yield { calls: list };
  } catch (err) {
    if (signal.aborted || err instanceof EngineError) throw err;
    const why = upstream.signal.aborted ? 'took too long to answer' : 'is not reachable';
    throw new EngineError(`The stylist service ${why}. Please try again in a moment.`, { cause: err });
  } finally {
    clearTimeout(idle);
    signal.removeEventListener('abort', stop);
  }
}

async function runTool(call: ToolCall, lex: Lexicon, ctx: EngineContext, signal: AbortSignal): Promise<ToolResult> {
  try {
    const args: unknown = call.function.arguments.trim() ? JSON.parse(call.function.arguments) : {};
    if (call.function.name === 'search_products') return await searchTool(ctx.db, lex, args, signal);
    if (call.function.name === 'account_summary') return await accountTool(ctx.db, ctx.user);
    return { content: JSON.stringify({ error: `unknown tool ${call.function.name}` }), cards: [] };
  } catch (err) {
    ctx.log.warn({ err, tool: call.function.name }, 'assistant tool call failed');
    return { content: JSON.stringify({ error: 'the tool could not run with these arguments' }), cards: [] };
  }
}

export function openAiEngine(s: OpenAiSettings): AssistantEngine {
  async function* reply(input: EngineInput, ctx: EngineContext, signal: AbortSignal): AsyncGenerator<EngineEvent> {
    const asked = input.action?.type ?? input.intent;
    if (asked === 'boot' || asked === 'get_bonus' || CARRIED_OUT.has(asked)) {
      yield* localEngine.reply(input, ctx, signal);
      return;
    }
    const lex = lexiconOf(await vocabularyOf(ctx.db));
    const messages = conversation(input, await productTitle(ctx, input.productId));
    const tools = toolSpecs(lex);
    let text = '';
    const cards = new Map<number, AiProductCard>();
    for (let round = 0; round < MAX_ROUNDS && !signal.aborted; round++) {
      let calls: ToolCall[] = [];
      const before = text;
      for await (const part of completion(s, { messages, tools }, signal)) {
        if ('text' in part) {
          text += part.text;
          yield { type: 'message', key: 0, kind: 'chat_reply', elements: [el.text(text)], done: false };
        } else calls = part.calls;
      }
      if (calls.length === 0) break;
      messages.push({ role: 'assistant', content: text.slice(before.length) || null, tool_calls: calls });
      for (const call of calls) {
        if (signal.aborted) return;
        yield {
          type: 'processing',
          text: call.function.name === 'search_products' ? 'Searching the closet…' : 'Checking your account…',
        };
        const result = await runTool(call, lex, ctx, signal);
        for (const c of result.cards) if (cards.size < TOOL_RESULTS_SHOWN) cards.set(c.shopProductId, c);
        messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
      }
      if (text && !text.endsWith(' ') && !text.endsWith('\n')) text += ' ';
    }
    if (signal.aborted) return;
    const shown = [...cards.values()];
    yield {
      type: 'message',
      key: 0,
      kind: shown.length ? 'view_products' : 'chat_reply',
      elements: [el.text(text.trim() || 'Here is what I found.'), ...shown.map(el.card)],
      done: true,
    };
  }
  return { name: 'openai', reply };
}
