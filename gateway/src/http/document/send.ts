import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiate } from '../compress.js';
import { PageBody } from './pageBody.js';

/** A page, brotli- or gzip-encoded when the client takes it (the inlined data makes pages tens of KB). */
export async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  page: PageBody | string,
  headers: Record<string, string>,
): Promise<void> {
  const body = typeof page === 'string' ? new PageBody(page) : page;
  const type = headers['content-type'];
  const { encoding, varies } = negotiate(body.bytes, type, req.headers['accept-encoding']);
  const out = encoding ? await body.encoded(encoding) : body.bytes;
  const vary = [headers['vary'], varies ? 'Accept-Encoding' : ''].filter(Boolean).join(', ');
  res.writeHead(status, {
    ...headers,
    ...(vary ? { vary } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': out.length,
  });
  res.end(out);
}
