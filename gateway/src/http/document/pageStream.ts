/**
 * A page sent as it is written (chunked): the status and headers with its first bytes, then each write, brotli- or
 * gzip-encoded when the client takes it. An encoder holds what it is given until it has a block's worth, so after
 * the document's head and after each burst of React's writes the page flushes it: the head leaves at once, before
 * the render. A client that goes away releases whoever waits to write (the render then has nowhere to write to).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, type Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MarkupSink, PageDrawing } from '@tote/contract/ssr';
import { BROTLI_QUALITY, isCompressible, preferredEncoding, type Encoding } from '../compress.js';
import type { DocumentParts } from './document.js';

export interface PageStream extends MarkupSink {
  write(chunk: string | Uint8Array): boolean;
  /** Flushes, and settles once what was written has been handed to the connection. */
  flushed(): Promise<void>;
  /** Ends the page; settles once it has been handed to the connection (or the client went away). */
  end(): Promise<void>;
}

function encoder(encoding: Encoding | null): { stream: Transform; flush(done?: () => void): void } {
  if (encoding === 'br') {
    const stream = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        // A 256 KiB window, a page's size: the default 4 MiB one is held by each page being sent.
        [constants.BROTLI_PARAM_LGWIN]: 18,
      },
    });
    return { stream, flush: (done) => stream.flush(constants.BROTLI_OPERATION_FLUSH, done) };
  }
  if (encoding === 'gzip') {
    const stream = createGzip();
    return { stream, flush: (done) => stream.flush(constants.Z_SYNC_FLUSH, done) };
  }
  return { stream: new PassThrough(), flush: (done) => done?.() };
}

export function openPageStream(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
): PageStream {
  const varies = isCompressible(headers['content-type']);
  const encoding = varies ? preferredEncoding(req.headers['accept-encoding']) : null;
  const vary = [headers['vary'], varies ? 'Accept-Encoding' : ''].filter(Boolean).join(', ');
  res.writeHead(status, {
    ...headers,
    ...(vary ? { vary } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  const out = encoder(encoding);
  out.stream.pipe(res);
  out.stream.on('error', () => res.destroy()); // an encoder that failed: the page is cut short, the client sees it
  const gone = new AbortController();
  res.once('close', () => {
    if (res.writableFinished) return;
    gone.abort();
    out.stream.destroy();
    out.stream.emit('drain'); // nothing more goes out: a writer waiting for room goes on (into nothing)
  });
  return {
    write: (chunk) => (gone.signal.aborted ? true : out.stream.write(chunk)),
    once(event, listener) {
      out.stream.once(event, listener);
      return this;
    },
    flush: () => void (gone.signal.aborted || out.flush()),
    // The encoder's output goes on through the pipe and the response's corked socket in ticks after the flush.
    flushed: () =>
      new Promise<void>((resolve) => {
        if (gone.signal.aborted) return resolve();
        gone.signal.addEventListener('abort', () => resolve(), { once: true });
        out.flush(() => setImmediate(resolve));
      }),
    end: async () => {
      if (gone.signal.aborted) return;
      out.stream.end();
      await finished(res).catch(() => {});
    },
  };
}

/**
 * The drawn page into `out`: its head at once, React's markup from the shell on, then the tail with the records of
 * the finished render. With `record`, the page's bytes as sent (to keep them).
 */
export async function streamDrawn(
  out: PageStream,
  document: DocumentParts,
  draw: (sink: MarkupSink) => Promise<PageDrawing>,
  record: boolean,
): Promise<PageDrawing & { bytes: Buffer | null }> {
  const sent: Buffer[] = [];
  const sink: MarkupSink = {
    write(chunk) {
      if (record) sent.push(Buffer.from(chunk));
      return out.write(chunk);
    },
    once: (event, listener) => out.once(event, listener),
    flush: () => out.flush(),
  };
  sink.write(Buffer.from(document.head));
  // The head leaves before the render takes the thread: the browser fetches what it links to meanwhile.
  await out.flushed();
  // A render that threw drew nothing: the browser draws the page (and its store asks for the records).
  const drawing = await draw(sink).catch(() => null);
  sink.write(Buffer.from(document.tail(drawing?.records ?? null)));
  await out.end();
  const failed: PageDrawing = { shell: false, complete: false, records: {}, closed: false, cookies: {} };
  return { ...(drawing ?? failed), bytes: record ? Buffer.concat(sent) : null };
}
