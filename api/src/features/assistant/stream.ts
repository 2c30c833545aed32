/**
 * The reply as server-sent events on the raw response (the envelope is for replies that are not
 * streams). Each frame is written as soon as it exists. When the shopper goes away (the response
 * closes before its end) the signal aborts: the engine stops, nothing more is written, and only
 * messages that were already finished are kept.
 */
import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AiChatMessage, AiElement, AiReplyKind, AiStreamEvent } from '@tote/contract/assistant';
import { ErrorCode } from '@tote/contract/codes';
import { API_VERSION_HEADER } from '@tote/contract/envelope';
import { API_VERSION } from '../../platform/http/envelope.js';
import { ASSISTANT } from './compose.js';
import { EngineError, type AssistantEngine, type EngineContext, type EngineInput } from './engine.js';

export interface Sse {
  send(event: AiStreamEvent, data: unknown): void;
  end(): void;
  /** Aborts when the client disconnects before the end. */
  readonly signal: AbortSignal;
}

/** Takes the response over from Fastify and starts the event stream. */
export function openSse(reply: FastifyReply): Sse {
  const res = reply.raw;
  const aborted = new AbortController();
  reply.hijack();
  res.on('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  const set = Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined);
  res.writeHead(200, {
    ...(Object.fromEntries(set) as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    [API_VERSION_HEADER]: API_VERSION,
  });
  res.flushHeaders();
  const open = () => !aborted.signal.aborted && !res.writableEnded && !res.destroyed;
  return {
    signal: aborted.signal,
    send(event, data) {
      if (open()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (open()) res.end();
    },
  };
}

export interface ReplyRun {
  engine: AssistantEngine;
  input: EngineInput;
  ctx: EngineContext;
  /** Keeps a finished message (history). */
  keep: (m: AiChatMessage) => Promise<void>;
  /** For the end frame: messages left on the trial, null = unlimited. */
  trialLeft: number | null;
  /** Runs before the error frame when the reply failed. */
  onFailed?: () => Promise<void>;
}

interface Draft {
  id: string;
  createdAt: string;
  kind: AiReplyKind;
  elements: AiElement[];
  done: boolean;
}

const message = (d: Draft): AiChatMessage => ({
  messageId: d.id,
  event: 'chat_message',
  kind: d.kind,
  user: ASSISTANT,
  messages: d.elements,
  processingData: null,
  done: d.done,
  createdAt: d.createdAt,
});

function errorData(err: unknown, log: FastifyBaseLogger) {
  if (!(err instanceof EngineError)) log.error({ err }, 'assistant reply failed');
  else log.warn({ err }, 'assistant engine error');
  const content =
    err instanceof EngineError ? err.message : 'Something went wrong on our side. Please try again later.';
  return { code: ErrorCode.SERVER_ERROR, message: { action: 'toast', content } };
}

/** start → processing… → chat_message… → end (or error), each frame written as it comes. */
export async function streamReply(sse: Sse, run: ReplyRun): Promise<void> {
  const { signal } = sse;
  const first: Draft = {
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    kind: 'chat_reply',
    elements: [],
    done: false,
  };
  const drafts = new Map<number, Draft>();
  let current = first;
  sse.send('start', { messageId: first.id, createdAt: first.createdAt });
  const finish = async (d: Draft) => {
    d.done = true;
    if (!signal.aborted) await run.keep(message(d));
  };
  try {
    for await (const ev of run.engine.reply(run.input, run.ctx, signal)) {
      if (signal.aborted) break;
      if (ev.type === 'processing') {
        sse.send('processing', { messageId: current.id, processingData: { text: ev.text } });
        continue;
      }
      let d = drafts.get(ev.key);
      if (!d) {
        d =
          drafts.size === 0 ? first : { ...first, id: randomUUID(), createdAt: new Date().toISOString(), done: false };
        drafts.set(ev.key, d);
      }
      if (d.done) continue; // a finished message does not change any more
      current = d;
      Object.assign(d, { kind: ev.kind, elements: ev.elements });
      if (ev.done) await finish(d);
      sse.send('chat_message', message(d));
    }
    if (signal.aborted) return;
    // An engine that ended without marking its last message done: what it wrote is final.
    for (const d of drafts.values())
      if (!d.done) {
        await finish(d);
        sse.send('chat_message', message(d));
      }
    if (drafts.size === 0) throw new EngineError('The assistant has no answer to that. Please try again.');
    sse.send('end', { messageId: current.id, trialMessagesLeft: run.trialLeft });
  } catch (err) {
    if (signal.aborted) return;
    await run.onFailed?.().catch((e: unknown) => run.ctx.log.error({ err: e }, 'assistant onFailed'));
    sse.send('error', errorData(err, run.ctx.log));
  } finally {
    sse.end();
  }
}
