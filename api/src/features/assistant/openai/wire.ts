/**
 * The OpenAI-compatible chat completions wire: the request's message and tool shapes, and reading
 * a streamed response (`data: {chunk}` events, then `data: [DONE]`).
 */

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** One streamed chunk (the fields we read). */
export interface ChatChunk {
  choices?: {
    index?: number;
    delta?: {
      content?: string | null;
      tool_calls?: { index: number; id?: string; type?: string; function?: { name?: string; arguments?: string } }[];
    };
    finish_reason?: string | null;
  }[];
  error?: { message?: string };
}

/**
 * The `data` of each server-sent event of `body`, as it arrives. `onData` is called for every piece
 * of bytes read (the caller's idle timer).
 */
export async function* sseData(body: ReadableStream<Uint8Array>, onData: () => void): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onData();
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (line === '') {
          if (data.length) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''));
        } // comments (":") and other fields are not used
      }
    }
    if (data.length) yield data.join('\n');
  } finally {
    reader.releaseLock();
  }
}

/** Tool calls streamed in pieces, put together by their index. */
export class ToolCallBuffer {
  private readonly calls = new Map<number, ToolCall>();

  add(deltas: NonNullable<NonNullable<NonNullable<ChatChunk['choices']>[number]['delta']>['tool_calls']>): void {
    for (const d of deltas) {
      const call = this.calls.get(d.index) ?? { id: '', type: 'function', function: { name: '', arguments: '' } };
      if (d.id) call.id = d.id;
      if (d.function?.name) call.function.name += d.function.name;
      if (d.function?.arguments) call.function.arguments += d.function.arguments;
      this.calls.set(d.index, call);
    }
  }

  list(): ToolCall[] {
    return [...this.calls.entries()].sort((a, b) => a[0] - b[0]).map(([i, c]) => ({ ...c, id: c.id || `call_${i}` }));
  }
}
