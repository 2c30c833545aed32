/**
 * The request body's bound, in place of yoga's (`maxRequestBodySize: false`). Yoga pipes every body through a
 * TransformStream that counts its bytes and builds a new Request around it: ~7 % of the gateway's CPU under the
 * uncached load (#35), ending in an AbortError that Node's stream pipeline builds for every request. A body with a
 * Content-Length needs no counting: Node's HTTP parser reads exactly that many bytes as the body, so the header is
 * checked and the body left alone. Only a body without one (chunked) is read here, counted as it comes.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Yoga's own default bound. */
export const MAX_REQUEST_BODY_BYTES = 25_000_000;

const tooLarge = () =>
  createGraphQLError('Request body too large', {
    extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } },
  });
const badLength = () =>
  createGraphQLError('Content-Length header is invalid.', {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });

/** `body` read whole, or 413 as soon as it passes `limit` bytes. */
async function readBounded(body: ReadableStream<Uint8Array>, limit: number): Promise<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out.buffer;
}

export function useBodyLimit(limit = MAX_REQUEST_BODY_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null) {
        // Only one non-negative integer is a Content-Length (not "1, 1" as a smuggling attempt sends).
        if (!/^\d+$/.test(length)) throw badLength();
        if (Number(length) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser(async (req) => {
        const body = req.body ? await readBounded(req.body, limit) : null;
        return requestParser(new fetchAPI.Request(req.url, { method: req.method, headers: req.headers, body }));
      });
    },
  };
}
