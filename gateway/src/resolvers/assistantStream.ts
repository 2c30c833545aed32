/**
 * The assistant's reply as /v1/ai/chat/stream streams it: each upstream frame becomes one
 * AssistantStreamEvent the moment its blank line arrives; nothing waits for the whole reply, and the
 * next frame is read only once the subscriber took the last event (a slow reader slows only its own
 * upstream stream). The upstream request is aborted, closing its connection, as soon as the
 * subscriber leaves: its iterator is returned (Repeater's `stop`) or the caller's HTTP request closes.
 *
 * Failures are events, never GraphQL errors: the request refused before streaming (the JSON
 * envelope: 40001 → code BAD_USER_INPUT, others such as 42900 or 40000 → the code as a string), an
 * `error` frame (its code and message), an unknown event or unreadable data (60001; SPEC: "other
 * events are treated as error"), no answer or a stream cut short (NETWORK_ERROR).
 */
import { Repeater } from 'graphql-yoga';
import type { AiChatRequest, AiErrorData } from '@tote/contract/assistant';
import { assistantV1 } from '@tote/contract/v1/assistant';
import type { ResolversTypes, ResolversUnionTypes } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { Code, NETWORK_ERROR_MESSAGE } from '../errors.js';
import { isEnvelope, type UpstreamClient } from '../upstream/client.js';
import { readFrames, type SseFrame } from '../upstream/sse.js';

export type StreamEvent = ResolversUnionTypes<ResolversTypes>['AssistantStreamEvent'];
type Failed = Extract<StreamEvent, { __typename: 'AssistantReplyFailed' }>;
type StreamMessage = Extract<StreamEvent, { __typename: 'AssistantMessageUpdate' }>['message'];

const UNEXPECTED_TEXT = 'The assistant could not answer. Please try again.';

export function replyFailed(code: string, text: string, action?: string): Failed {
  return {
    __typename: 'AssistantReplyFailed',
    code,
    text,
    action: action === 'log' || action === 'logs' ? 'LOGS' : 'TOAST',
  };
}

const failedWith = (upstreamCode: number, content: string | undefined, action: string | undefined): Failed =>
  replyFailed(
    upstreamCode === Code.BAD_REQUEST ? 'BAD_USER_INPUT' : String(upstreamCode),
    content || UNEXPECTED_TEXT,
    action,
  );
const networkFailed = (): Failed => replyFailed('NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
const unexpected = (): Failed => replyFailed(String(Code.SERVER_ERROR), UNEXPECTED_TEXT);

type Data = Record<string, unknown>;
const isData = (x: unknown): x is Data => typeof x === 'object' && x !== null && !Array.isArray(x);
const hasMessageId = (d: Data): d is Data & { messageId: string } => typeof d.messageId === 'string';

/** One upstream frame as the event the subscriber receives. */
export function eventOf(frame: SseFrame): StreamEvent {
  let d: unknown;
  try {
    d = JSON.parse(frame.data);
  } catch {
    return unexpected();
  }
  if (!isData(d)) return unexpected();
  if (frame.event === 'error') {
    const { code, message } = d as Partial<AiErrorData>;
    return typeof code === 'number' ? failedWith(code, message?.content, message?.action) : unexpected();
  }
  if (!hasMessageId(d)) return unexpected();
  const { messageId } = d;
  switch (frame.event) {
    case 'start':
      return { __typename: 'AssistantReplyStarted', messageId, createdAt: String(d.createdAt ?? '') };
    case 'processing': {
      const text = isData(d.processingData) ? d.processingData.text : undefined;
      return typeof text === 'string'
        ? { __typename: 'AssistantProcessing', messageId, processingData: { text } }
        : unexpected();
    }
    case 'chat_message':
      return Array.isArray(d.messages) && isData(d.user)
        ? { __typename: 'AssistantMessageUpdate', message: d as unknown as StreamMessage }
        : unexpected();
    case 'end': {
      const left = d.trialMessagesLeft;
      return {
        __typename: 'AssistantReplyEnded',
        messageId,
        trialMessagesLeft: typeof left === 'number' ? left : null,
      };
    }
    default:
      return unexpected();
  }
}

const isLast = (e: StreamEvent): boolean =>
  e.__typename === 'AssistantReplyEnded' || e.__typename === 'AssistantReplyFailed';

/** A JSON answer instead of a stream: the upstream refused the request before streaming. */
function refusalOf(status: number, text: string): Failed {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isEnvelope(body) && body.code !== 0) return failedWith(body.code, body.message?.content, body.message?.action);
  return status >= 500 ? networkFailed() : unexpected(); // a proxy's error page: the api itself did not answer
}

async function* readReply(
  client: UpstreamClient,
  request: AiChatRequest,
  signal: AbortSignal,
): AsyncGenerator<StreamEvent> {
  let res;
  try {
    res = await client.open(assistantV1.chatStream, request, signal);
  } catch {
    if (!signal.aborted) yield networkFailed();
    return;
  }
  const { body } = res;
  try {
    if (!String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
      yield refusalOf(res.statusCode, await body.text());
      return;
    }
    for await (const frame of readFrames(body)) {
      const event = eventOf(frame);
      yield event;
      if (isLast(event)) return;
    }
    yield networkFailed(); // the stream ended before its `end` frame
  } catch {
    if (!signal.aborted) yield networkFailed();
  } finally {
    body.destroy();
  }
}

/** The reply to `request`, event by event; the upstream call lives exactly as long as the subscriber listens. */
export function replyStream(ctx: GatewayContext, request: AiChatRequest): Repeater<StreamEvent> {
  return new Repeater<StreamEvent>(async (push, stop) => {
    const upstream = new AbortController();
    const abort = (): void => upstream.abort();
    ctx.signal.addEventListener('abort', abort, { once: true });
    void stop.then(abort);
    try {
      if (!ctx.signal.aborted) {
        for await (const event of readReply(ctx.upstream, request, upstream.signal)) {
          await push(event); // resolves when the subscriber asks for the next event, or leaves
          if (upstream.signal.aborted) break;
        }
      }
    } finally {
      ctx.signal.removeEventListener('abort', abort);
      abort();
    }
    stop();
  });
}

/** A reply that is one event (a request refused before any upstream call). */
export function replyOf(event: StreamEvent): Repeater<StreamEvent> {
  return new Repeater<StreamEvent>(async (push, stop) => {
    await push(event);
    stop();
  });
}
