/**
 * An incremental parser of server-sent events (the WHATWG "event stream" format), fed bytes as they
 * arrive: a frame may be split across chunks anywhere, even inside a UTF-8 character or between the
 * CR and LF of a line end. Lines end with CRLF, LF or CR; `:` lines are comments; `data:` lines of
 * one frame are joined with "\n"; a blank line ends the frame. Frames without data are not
 * dispatched, nor is a frame cut off by the end of the stream. `id` and `retry` are ignored: the
 * streams read here are one-shot, never resumed.
 */

export interface SseFrame {
  /** The `event:` field; "message" when the frame has none. */
  event: string;
  data: string;
}

export class SseParser {
  private readonly decoder = new TextDecoder('utf-8');
  private pending = '';
  private event = '';
  private data: string[] = [];

  /** Feeds a chunk; answers the frames it completed, in order. */
  push(chunk: Uint8Array | string): SseFrame[] {
    this.pending += typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    return this.lines(false);
  }

  /** The stream ended: answers the frames still complete in what was fed; an unfinished one is dropped. */
  end(): SseFrame[] {
    this.pending += this.decoder.decode();
    const frames = this.lines(true);
    this.pending = '';
    this.reset();
    return frames;
  }

  private lines(final: boolean): SseFrame[] {
    const frames: SseFrame[] = [];
    const text = this.pending;
    let start = 0;
    const lineEnd = /\r\n|\r|\n/g;
    for (let m = lineEnd.exec(text); m; m = lineEnd.exec(text)) {
      // A CR that ends the text may be the first half of a CRLF: wait for the next chunk.
      if (m[0] === '\r' && m.index === text.length - 1 && !final) break;
      this.line(text.slice(start, m.index), frames);
      start = m.index + m[0].length;
    }
    this.pending = text.slice(start);
    return frames;
  }

  private line(line: string, frames: SseFrame[]): void {
    if (line === '') {
      this.dispatch(frames);
      return;
    }
    if (line.startsWith(':')) return; // a comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
  }

  private dispatch(frames: SseFrame[]): void {
    if (this.data.length > 0) frames.push({ event: this.event || 'message', data: this.data.join('\n') });
    this.reset();
  }

  private reset(): void {
    this.event = '';
    this.data = [];
  }
}

/** The frames of a byte stream, each as soon as its blank line arrives. */
export async function* readFrames(body: AsyncIterable<Uint8Array | string>): AsyncGenerator<SseFrame> {
  const parser = new SseParser();
  for await (const chunk of body) yield* parser.push(chunk);
  yield* parser.end();
}
