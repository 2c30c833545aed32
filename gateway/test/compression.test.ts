/**
 * Compression: GraphQL results over 1 KB and the built web app's precompressed files go out brotli- or
 * gzip-encoded by Accept-Encoding, with `Vary: Accept-Encoding`; small results and event streams never are.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, preferredEncoding } from '../src/http/compress.js';
import { chatInput, newDevice, REPLY_SUBSCRIPTION, startStreamProxy, WEDDING_DRESS } from './assistant-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import { HOME_QUERY } from './queries.js';
import { rawRequest } from './raw-http.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw?.close());

const post = (query: string, acceptEncoding?: string) =>
  rawRequest(`${gw.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    body: JSON.stringify({ query }),
  });

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('GraphQL responses', () => {
  it('encodes a large result with brotli or gzip as accepted, the same JSON either way, with Vary', async () => {
    const plain = await post(HOME_QUERY, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const json = JSON.parse(plain.text()) as { data: unknown };
    expect(json.data).toBeTruthy();

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await post(HOME_QUERY, accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect((JSON.parse(res.text()) as typeof json).data).toEqual(json.data);
    }
    expect((await post(HOME_QUERY)).headers['content-encoding']).toBeUndefined();
  });

  it('sends a small result as it is', async () => {
    const res = await post('{ __typename }', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.text())).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('never encodes or holds back an event stream (subscriptions)', async () => {
    // The proxy passes the reply's first frames, then holds the stream open: they must arrive meanwhile.
    const proxy = await startStreamProxy(() => ({ pass: 2, then: 'hold' }));
    const streaming = await startGateway({ upstreamUrl: proxy.url });
    try {
      const { headers, firstEvent } = await new Promise<{ headers: Record<string, unknown>; firstEvent: string }>(
        (resolve, reject) => {
          const req = request(
            `${streaming.url}/graphql/stream`,
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                accept: 'text/event-stream',
                'accept-encoding': 'br, gzip',
                'x-device-id': newDevice(),
              },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                text += chunk;
                if (!text.includes('event: next')) return;
                resolve({ headers: res.headers, firstEvent: text });
                res.destroy();
              });
              res.on('end', () => reject(new Error(`the stream ended before an event: ${text}`)));
            },
          );
          req.on('error', reject);
          req.end(JSON.stringify({ query: REPLY_SUBSCRIPTION, variables: { input: chatInput(WEDDING_DRESS) } }));
        },
      );
      expect(headers['content-type']).toMatch(/^text\/event-stream/);
      expect([undefined, 'none', 'identity']).toContain(headers['content-encoding']);
      expect(firstEvent).toContain('AssistantReplyStarted');
    } finally {
      await streaming.close();
      await proxy.close();
    }
  });
});

describe('the built web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'gw-web-encoded-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const js = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), js);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(js));

  for (const [profile, production] of [
    ['development', false],
    ['production', true],
  ] as const) {
    it(`sends the precompressed copy Accept-Encoding allows, with Vary and an ETag (${profile})`, async () => {
      const web = await startGateway({ webDist: dist, production });
      try {
        const url = `${web.url}/assets/app-abc123.js`;
        const etags = new Set<string>();
        for (const [accept, encoding] of [
          ['gzip, deflate, br', 'br'],
          ['gzip', 'gzip'],
          ['identity', undefined],
        ] as const) {
          const res = await rawRequest(url, { headers: { 'accept-encoding': accept } });
          expect(res.status).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers['content-type']).toMatch(/javascript/);
          expect(res.headers.vary).toMatch(/accept-encoding/i);
          expect(res.headers['cache-control']).toContain('immutable');
          expect(res.text()).toBe(js);
          const etag = String(res.headers.etag);
          etags.add(etag);
          const again = await rawRequest(url, { headers: { 'accept-encoding': accept, 'if-none-match': etag } });
          expect(again.status).toBe(304);
          expect(again.body.length).toBe(0);
        }
        // Each encoding is its own representation with its own tag.
        expect(etags.size).toBe(3);
      } finally {
        await web.close();
      }
    });
  }
});
