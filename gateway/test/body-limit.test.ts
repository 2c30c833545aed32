/** The request body's bound (src/bodyLimit.ts): a chunked body is read and counted, a Content-Length checked unread. */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../src/bodyLimit.js';
import { gql, startGateway, type Gateway } from './helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw?.close());

/** A POST of `chunks` to /graphql with `headers` (raw, so that the framing is the test's); its status and body. */
function post(headers: Record<string, string>, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${gw.url}/graphql`,
      // A connection of its own: after a 413 the rest of a declared body would still be due on a kept one.
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // The server may answer (413) and close before the whole body is sent.
    req.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
    );
    for (const c of chunks) req.write(c);
    req.end();
  });
}

const QUERY = JSON.stringify({ query: '{ appSettings { toteUpperLimit } }' });

describe('the request body', () => {
  it('is answered when chunked and within the bound', async () => {
    const r = await post({ 'transfer-encoding': 'chunked' }, [QUERY.slice(0, 10), QUERY.slice(10)]);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).data.appSettings.toteUpperLimit).toBeGreaterThan(0);
  });

  it('is 413 when its Content-Length passes the bound, before it is sent', async () => {
    const r = await post({ 'content-length': String(MAX_REQUEST_BODY_BYTES + 1) }, ['{']);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body).errors[0]).toMatchObject({
      message: 'Request body too large',
      extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' },
    });
  });

  it('is 413 when chunked past the bound, and the gateway keeps serving', async () => {
    const chunk = 'x'.repeat(1024 * 1024);
    const r = await post(
      { 'transfer-encoding': 'chunked' },
      Array.from({ length: Math.ceil(MAX_REQUEST_BODY_BYTES / chunk.length) + 1 }, () => chunk),
    );
    expect(r.status).toBe(413);
    expect((await gql(gw.url, '{ appSettings { toteUpperLimit } }')).status).toBe(200);
  });
});
