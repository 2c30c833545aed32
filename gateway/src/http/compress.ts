/**
 * Response compression. `useCompression` (a yoga plugin) encodes the GraphQL endpoint's finished responses
 * over 1 KB of JSON or text (results, GraphiQL's page) with brotli or gzip when the client accepts it, with
 * `Vary: Accept-Encoding` (on every such response to a client that accepts neither: its size is not read).
 * Streams (subscriptions as text/event-stream, incremental delivery as multipart/mixed) pass through untouched:
 * compressing them would hold events back in the compressor.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

/** Below this many bytes an encoded body saves less than the work costs. */
export const COMPRESS_MIN_BYTES = 1024;

const TEXT = /^(text\/(?!event-stream)|image\/svg\+xml|application\/([\w.-]+\+)?(json|xml|javascript))/i;

/** Text worth encoding: JSON, HTML, XML, SVG, … but never an event stream. */
export const isCompressible = (contentType: string | null | undefined): boolean => TEXT.test(contentType ?? '');

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Quality 4: most of brotli's gain over gzip at gzip's speed (11, the default, is for files built once). */
export const BROTLI_QUALITY = 4;

export function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(body);
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The encoding to answer `Accept-Encoding` with: brotli over gzip, none when neither is acceptable (q=0). */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepted = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : null;
}

/** How a complete body goes out: the encoding (null: as it is) and whether it depends on Accept-Encoding. */
export function negotiate(
  body: Buffer,
  contentType: string | null | undefined,
  acceptEncoding: string | null | undefined,
): { encoding: Encoding | null; varies: boolean } {
  const varies = body.length >= COMPRESS_MIN_BYTES && isCompressible(contentType);
  return { encoding: varies ? preferredEncoding(acceptEncoding) : null, varies };
}

export function useCompression(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type');
      if (!response.body || response.headers.has('content-encoding') || !isCompressible(type)) return;
      // A client that takes no encoding gets the response as it is, unread: reading it into a buffer and building a
      // new Response was ~4 % of the gateway's CPU under the uncached list (#35). It may vary all the same.
      if (!preferredEncoding(request.headers.get('accept-encoding'))) {
        response.headers.append('vary', 'Accept-Encoding');
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const { encoding, varies } = negotiate(body, type, request.headers.get('accept-encoding'));
      const out = encoding ? await encode(body, encoding) : body;
      const headers = new fetchAPI.Headers(response.headers);
      if (varies) headers.append('vary', 'Accept-Encoding');
      if (encoding) headers.set('content-encoding', encoding);
      headers.set('content-length', String(out.length));
      const init = { status: response.status, statusText: response.statusText, headers };
      setResponse(new fetchAPI.Response(new Uint8Array(out), init));
    },
  };
}
