import type { IncomingMessage, ServerResponse } from 'node:http';
import { encode, negotiate } from '../compress.js';

/** A page, brotli- or gzip-encoded when the client takes it (the inlined data makes pages tens of KB). */
export async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string>,
): Promise<void> {
  const body = Buffer.from(html);
  const type = headers['content-type'];
  const { encoding, varies } = negotiate(body, type, req.headers['accept-encoding']);
  const out = encoding ? await encode(body, encoding) : body;
  const vary = [headers['vary'], varies ? 'Accept-Encoding' : ''].filter(Boolean).join(', ');
  res.writeHead(status, {
    ...headers,
    ...(vary ? { vary } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': out.length,
  });
  res.end(out);
}
