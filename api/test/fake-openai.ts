/**
 * A local stand-in for an OpenAI-compatible provider (node:http on a random port): POST
 * /chat/completions answers each request with the next scripted turn, streamed as `data:` chunks
 * like OpenAI's API, then `data: [DONE]`. A turn may fail with a status, or hold the stream open
 * after its chunks (to test disconnects and timeouts). Every request is recorded.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface Turn {
  chunks?: unknown[];
  /** Raw `data:` payloads sent as they are (e.g. not JSON). */
  raw?: string[];
  status?: number;
  hold?: boolean;
}

export interface Recorded {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** Resolves when the request's connection closes (the client went away or the stream ended). */
  closed: Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'test-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

export const say = (content: string) => chunk({ content });
export const callTool = (index: number, piece: { id?: string; name?: string; args?: string }) =>
  chunk({
    tool_calls: [
      {
        index,
        ...(piece.id ? { id: piece.id, type: 'function' } : {}),
        function: { ...(piece.name ? { name: piece.name } : {}), ...(piece.args ? { arguments: piece.args } : {}) },
      },
    ],
  });
export const finish = (reason: 'stop' | 'tool_calls') => chunk({}, reason);

export class FakeOpenAi {
  readonly requests: Recorded[] = [];
  private readonly turns: Turn[] = [];
  private server: Server | null = null;
  private readonly open = new Set<() => void>();

  script(...turns: Turn[]): void {
    this.turns.push(...turns);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
        this.requests.push({ headers: req.headers, body: JSON.parse(text || '{}') as Record<string, unknown>, closed });
        void this.answer(this.turns.shift() ?? { status: 500 }, res);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const addr = this.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no port');
    return `http://127.0.0.1:${addr.port}/v1`;
  }

  private async answer(turn: Turn, res: ServerResponse): Promise<void> {
    if (turn.status) {
      res.writeHead(turn.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const payloads = [...(turn.chunks ?? []).map((c) => JSON.stringify(c)), ...(turn.raw ?? [])];
    for (const p of payloads) {
      if (res.destroyed) return;
      res.write(`data: ${p}\n\n`);
      await nextTurn();
    }
    if (turn.hold) {
      // Kept open until the client goes away or the server stops.
      const end = () => res.end();
      this.open.add(end);
      res.on('close', () => this.open.delete(end));
      return;
    }
    res.end('data: [DONE]\n\n');
  }

  async stop(): Promise<void> {
    for (const end of this.open) end();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
