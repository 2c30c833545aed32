/** Helpers for the assistant tests: an api listening on a random port, chat streams read frame by frame, sign-in. */
import type { AiChatHistory, AiChatRequest } from '@tote/contract/assistant';
import type { Session } from '@tote/contract/account';
import type { Envelope } from '@tote/contract/envelope';
import type { ApiOptions } from '../src/server.js';
import { call } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';

export interface ListeningApi extends TestApi {
  base: string;
}

/** An api on 127.0.0.1 and a free port, with the local engine unless the options say otherwise. */
export async function listeningApi(opts: Omit<ApiOptions, 'db'> = {}): Promise<ListeningApi> {
  const t = await openTestApi({ pauseSweepMs: 0, ...opts, assistant: { openai: null, ...opts.assistant } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no port');
  return {
    ...t,
    base: `http://127.0.0.1:${addr.port}`,
    // A test that stops reading a stream early may leave its connection open: close the listener's
    // connections too, or Fastify waits for them (on PostgreSQL that outlasted the hook timeout).
    close: async () => {
      t.app.server.closeAllConnections();
      await t.close();
    },
  };
}

export interface Frame {
  event: string;
  data: Record<string, unknown>;
}

export const DEMO_PASSWORD = 'tote-demo-1';

export async function signIn(t: TestApi, email: string): Promise<{ token: string; userId: number }> {
  const s = data(await call<Session>(t.app, '/v1/user/login', { email, password: DEMO_PASSWORD }));
  return { token: s.token, userId: s.user.userId };
}

export interface Who {
  token?: string;
  device?: string;
}

export const headersOf = (who: Who): Record<string, string> => ({
  'content-type': 'application/json',
  ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
  ...(who.device ? { 'x-device-id': who.device } : {}),
});

/** Parses one SSE block ("event: x\ndata: {...}"). */
function parseFrame(block: string): Frame {
  const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
  const json = block
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => l.slice(6))
    .join('\n');
  return { event, data: JSON.parse(json) as Record<string, unknown> };
}

/**
 * Sends a chat request and reads its frames as they arrive. `onFrame` returning true stops reading
 * and aborts the request (the shopper leaves).
 */
export async function chat(
  base: string,
  body: Partial<AiChatRequest> | Record<string, unknown>,
  who: Who,
  onFrame?: (f: Frame, all: Frame[]) => boolean,
): Promise<{ status: number; headers: Headers; frames: Frame[]; envelope?: Envelope<unknown> }> {
  const abort = new AbortController();
  const res = await fetch(`${base}/v1/ai/chat/stream`, {
    method: 'POST',
    headers: headersOf(who),
    body: JSON.stringify(body),
    signal: abort.signal,
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream'))
    return { status: res.status, headers: res.headers, frames: [], envelope: (await res.json()) as Envelope<unknown> };
  const frames: Frame[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = parseFrame(buffer.slice(0, cut));
      buffer = buffer.slice(cut + 2);
      frames.push(frame);
      if (onFrame?.(frame, frames)) {
        abort.abort();
        await reader.cancel().catch(() => undefined);
        return { status: res.status, headers: res.headers, frames };
      }
    }
  }
  return { status: res.status, headers: res.headers, frames };
}

export const say = (text: string, extra: Partial<AiChatRequest> = {}): Partial<AiChatRequest> => ({
  messages: [{ type: 'text', value: text }],
  ...extra,
});

/** The last chat_message frame (the finished reply). */
export function finalMessage(frames: Frame[]): { kind: string; messages: { type: string; value: unknown }[] } {
  const last = frames.filter((f) => f.event === 'chat_message').at(-1);
  if (!last) throw new Error(`no chat_message in ${JSON.stringify(frames.map((f) => f.event))}`);
  return last.data as { kind: string; messages: { type: string; value: unknown }[] };
}

export const textOf = (m: { messages: { type: string; value: unknown }[] }): string =>
  m.messages
    .filter((e) => e.type === 'text')
    .map((e) => String(e.value))
    .join(' ');

export async function history(base: string, who: Who, query = ''): Promise<Envelope<AiChatHistory>> {
  const { 'content-type': _json, ...headers } = headersOf(who);
  const res = await fetch(`${base}/v1/ai/chat/history${query}`, { headers });
  return (await res.json()) as Envelope<AiChatHistory>;
}

export async function postJson<T>(base: string, path: string, body: unknown, who: Who): Promise<Envelope<T>> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: headersOf(who), body: JSON.stringify(body) });
  return (await res.json()) as Envelope<T>;
}

let devices = 0;
export const newDevice = (): string => `test-device-${process.pid}-${Date.now().toString(36)}-${devices++}`;
