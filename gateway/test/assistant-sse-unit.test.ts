/** The incremental server-sent-events parser the assistant stream reads the upstream with. */
import { describe, expect, it } from 'vitest';
import { readFrames, SseParser, type SseFrame } from '../src/upstream/sse.js';

const bytes = (s: string) => new TextEncoder().encode(s);

/** Feeds `chunks` one by one; answers the frames each push completed, then end()'s. */
function feed(chunks: (string | Uint8Array)[]): { perPush: SseFrame[][]; all: SseFrame[] } {
  const parser = new SseParser();
  const perPush = chunks.map((c) => parser.push(typeof c === 'string' ? bytes(c) : c));
  const all = [...perPush.flat(), ...parser.end()];
  return { perPush, all };
}

/** Every way of cutting `text` in two, at every byte. */
function splitsOf(text: string): Uint8Array[][] {
  const b = bytes(text);
  return Array.from({ length: b.length + 1 }, (_, i) => [b.slice(0, i), b.slice(i)]);
}

const STREAM =
  'event: start\ndata: {"messageId":"m1"}\n\n' +
  ': keep-alive\n\n' +
  'event: chat_message\ndata: {"text":"Hé ☀️"}\n\n' +
  'event: end\ndata: {"messageId":"m1"}\n\n';

const FRAMES: SseFrame[] = [
  { event: 'start', data: '{"messageId":"m1"}' },
  { event: 'chat_message', data: '{"text":"Hé ☀️"}' },
  { event: 'end', data: '{"messageId":"m1"}' },
];

describe('SseParser', () => {
  it('answers each frame as soon as its blank line arrives', () => {
    const { perPush } = feed(['event: start\ndata: {"messageId":"m1"}\n', '\n', 'event: end\nda', 'ta: {}\n\n']);
    expect(perPush).toEqual([[], [{ event: 'start', data: '{"messageId":"m1"}' }], [], [{ event: 'end', data: '{}' }]]);
  });

  it('reads the same frames however the bytes are split, even inside a UTF-8 character', () => {
    for (const chunks of splitsOf(STREAM)) expect(feed(chunks).all).toEqual(FRAMES);
    const oneByteAtATime = [...bytes(STREAM)].map((b) => Uint8Array.of(b));
    expect(feed(oneByteAtATime).all).toEqual(FRAMES);
  });

  it('takes CRLF, CR and LF line ends, also a CRLF split across chunks', () => {
    for (const eol of ['\r\n', '\r', '\n']) {
      const text = STREAM.replaceAll('\n', eol);
      for (const chunks of splitsOf(text)) expect(feed(chunks).all, JSON.stringify(eol)).toEqual(FRAMES);
    }
    // A CR at the end of a chunk is not yet a line end: an LF may follow.
    expect(feed(['data: a\r', '\ndata: b\r\n\r\n']).all).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('joins multi-line data with newlines and strips one space after the colon', () => {
    const { all } = feed(['event: chat_message\ndata: {"a":\ndata:  1,\ndata:"b":2}\ndata\n\n']);
    expect(all).toEqual([{ event: 'chat_message', data: '{"a":\n 1,\n"b":2}\n' }]);
  });

  it('skips comments, unknown fields and frames without data; defaults the event to "message"', () => {
    const { all } = feed([':ok\n\nretry: 100\nid: 7\n\nevent: ping\n\nfoo: bar\ndata: x\n\n']);
    expect(all).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('keeps an empty data line as an empty frame, drops a frame cut off by the end', () => {
    expect(feed(['event: complete\ndata:\n\n']).all).toEqual([{ event: 'complete', data: '' }]);
    expect(feed(['event: start\ndata: {"messageId":"m1"}\n\nevent: end\ndata: {}']).all).toEqual([
      { event: 'start', data: '{"messageId":"m1"}' },
    ]);
  });

  it('completes a frame whose last line end is a CR at the very end of the stream', () => {
    const { perPush, all } = feed(['data: a\r\r']);
    expect(perPush).toEqual([[]]);
    expect(all).toEqual([{ event: 'message', data: 'a' }]);
  });

  it('strips a byte order mark at the start', () => {
    expect(feed([Uint8Array.of(0xef, 0xbb, 0xbf), 'data: x\n\n']).all).toEqual([{ event: 'message', data: 'x' }]);
  });
});

describe('readFrames', () => {
  it('yields frames from an async byte stream as they complete', async () => {
    const seen: string[] = [];
    async function* body() {
      yield bytes('event: start\ndata: 1\n\nevent: chat');
      seen.push('second chunk asked for');
      yield bytes('_message\ndata: 2\n\n');
    }
    const frames: SseFrame[] = [];
    for await (const f of readFrames(body())) {
      frames.push(f);
      seen.push(`frame ${f.event}`);
    }
    expect(frames.map((f) => f.data)).toEqual(['1', '2']);
    expect(seen).toEqual(['frame start', 'second chunk asked for', 'frame chat_message']);
  });
});
