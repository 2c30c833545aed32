/**
 * A drawn page streams (document/pageStream.ts): once the route's loaders have answered, the status, the headers and
 * the document's head go out at once (before a render that holds the thread starts), then React's markup as it is
 * drawn, then the tail with the records of the finished render. The web's entry is replaced here by one whose pages
 * are made for the test
 * (fixtures/streaming-entry.ts: React's own streaming renderer, a boundary that waits for its data): the head
 * leaves before the render is done, encoded or not; React's scripts that reveal a late boundary carry the nonce the
 * page's policy allows, for that response alone; a page with a nonce is never kept, a page whole at its shell is,
 * and goes out again without one; a not-found page is a 404, a guard's redirect a 302. The pages are the web's
 * (web.ts) over HTTP, its answers to the page's queries made up (none is asked), with a time budget that a busy
 * machine keeps.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeb } from '../src/http/web.js';
import { webDist } from './document-helpers.js';
import { BUSY_MS, LATE_MS } from './fixtures/streaming-entry.js';

const BUDGET_MS = 1_500;
const web = createWeb({
  webDist: webDist(),
  production: false,
  graphql: async () => Response.json({ data: {} }),
  webServerEntry: fileURLToPath(new URL('./fixtures/streaming-entry.ts', import.meta.url)),
  pageDataBudgetMs: BUDGET_MS,
});
const server = createServer((req, res) => void web.handle(req, res, new URL(req.url ?? '/', 'http://shop').pathname));
const gw = { url: '' };
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gw.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Streamed {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it arrived (decoded), each piece with the ms since the request was sent. */
  pieces: Array<{ at: number; text: string }>;
  text: string;
}

/** A page asked over HTTP, its body recorded piece by piece as it arrives (decoded as it comes). */
function streamed(path: string, headers: Record<string, string> = {}): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const req = request(`${gw.url}${path}`, { headers: { accept: 'text/html', ...headers } }, (res) => {
      const pieces: Streamed['pieces'] = [];
      const encoding = res.headers['content-encoding'];
      const body =
        encoding === 'br' ? res.pipe(createBrotliDecompress()) : encoding === 'gzip' ? res.pipe(createGunzip()) : res;
      body.on('data', (chunk: Buffer) => pieces.push({ at: performance.now() - sent, text: chunk.toString('utf8') }));
      body.on('error', reject);
      body.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          pieces,
          text: pieces.map((p) => p.text).join(''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A page read in a worker thread, as `streamed` reads it (decoded), each piece with the ms since it was asked. */
async function readElsewhere(url: string, headers: Record<string, string>): Promise<Streamed['pieces']> {
  const worker = new Worker(
    `const { request } = require('node:http');
    const { createBrotliDecompress } = require('node:zlib');
    const { parentPort, workerData } = require('node:worker_threads');
    const sent = performance.now();
    const pieces = [];
    request(workerData.url, { headers: { accept: 'text/html', ...workerData.headers } }, (res) => {
      const body = res.headers['content-encoding'] === 'br' ? res.pipe(createBrotliDecompress()) : res;
      body.on('data', (chunk) => pieces.push({ at: performance.now() - sent, text: chunk.toString('utf8') }));
      body.on('end', () => parentPort.postMessage(pieces));
    }).end();`,
    { eval: true, workerData: { url, headers } },
  );
  try {
    return await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  } finally {
    await worker.terminate();
  }
}

const nonceOf = (policy: unknown): string | null => /'nonce-([^']+)'/.exec(String(policy))?.[1] ?? null;

/** The attributes of each inline script that is not a data block. */
const executableScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!).filter((a) => !/\b(src|type)=/.test(a));

describe('a page whose render waits for data', () => {
  for (const encoding of ['identity', 'br', 'gzip']) {
    it(`sends its head first, in chunks, before the render is done (${encoding})`, async () => {
      const page = await streamed('/slow', { 'accept-encoding': encoding });
      expect(page.status).toBe(200);
      expect(page.headers['transfer-encoding']).toBe('chunked');
      expect(page.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(page.pieces.length).toBeGreaterThanOrEqual(2);
      const [first] = page.pieces;
      expect(first!.text).toContain('<div id="root">');
      expect(first!.text).toContain('<title>');
      expect(first!.text).not.toContain('Drawn late');
      // The shell, then the late boundary, each as it was drawn: the late part a while after the head.
      const late = page.pieces.find((piece) => piece.text.includes('Drawn late'))!;
      expect(late.at - first!.at).toBeGreaterThan(LATE_MS / 2);
      // The records after the markup, the late boundary's included; the document whole.
      expect(page.text.indexOf('id="tote-records"')).toBeGreaterThan(page.text.indexOf('Drawn late'));
      expect(page.text).toMatch(/<\/div>\s*<noscript>[\s\S]*<\/html>\s*$/);
    });
  }

  for (const encoding of ['identity', 'br']) {
    it(`sends its head before a render that holds the thread begins (${encoding})`, async () => {
      // Read from another thread: this one is the server's, held by the render.
      const pieces = await readElsewhere(`${gw.url}/busy?encoding=${encoding}`, { 'accept-encoding': encoding });
      expect(pieces[0]!.text).toContain('<title>');
      expect(pieces[0]!.text).not.toContain('The shell');
      const shell = pieces.find((piece) => piece.text.includes('The shell'))!;
      expect(shell.at - pieces[0]!.at).toBeGreaterThan(BUSY_MS / 2);
    });
  }

  it("reveals the late boundary with React's scripts, allowed by the nonce of this response alone", async () => {
    const [one, two] = [await streamed('/slow'), await streamed('/slow')];
    const nonce = nonceOf(one.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(two.headers['content-security-policy'])).not.toBe(nonce);
    // The fixed scripts by their hashes, beside it.
    expect(String(one.headers['content-security-policy'])).toMatch(/script-src 'nonce-[^']+' 'self' 'sha256-/);
    const reactScripts = executableScripts(one.text).filter((attributes) => attributes.includes('nonce='));
    expect(reactScripts.length).toBeGreaterThan(0);
    for (const attributes of reactScripts) expect(attributes).toBe(` nonce="${nonce}"`);
    expect(one.text).toContain('$RC');
    expect(two.text).toContain(`nonce="${nonceOf(two.headers['content-security-policy'])}"`);
  });
});

describe('a page whose render overruns its time budget', () => {
  it('is stopped: the shell stays, the rest is left to the browser, the document ends', async () => {
    const page = await streamed('/stuck');
    expect(page.status).toBe(200);
    expect(page.pieces.at(-1)!.at).toBeLessThan(2 * BUDGET_MS + 1_000);
    expect(page.text).toContain('<h1>The shell</h1>');
    expect(page.text).toContain('Loading…');
    expect(page.text).not.toContain('Drawn late');
    expect(page.text).toMatch(/<\/html>\s*$/);
  });
});

describe('a guest page whole at its shell', () => {
  it('is kept from its second draw on, and goes out again whole, without a nonce', async () => {
    const first = await streamed('/plain');
    const drawn = await streamed('/plain');
    expect(first.headers['transfer-encoding']).toBe('chunked');
    expect(drawn.headers['transfer-encoding']).toBe('chunked');
    expect(drawn.text).toContain('<h1>The shell</h1>');
    expect(drawn.text).not.toContain('nonce=');
    const kept = await streamed('/plain');
    expect(kept.headers['content-length']).toBeDefined();
    expect(nonceOf(kept.headers['content-security-policy'])).toBeNull();
    expect(kept.text).toBe(drawn.text);
  });

  it('is not kept when it streamed a boundary late (its bytes carry a nonce)', async () => {
    await streamed('/slow');
    await streamed('/slow');
    const again = await streamed('/slow');
    expect(again.headers['transfer-encoding']).toBe('chunked');
    expect(nonceOf(again.headers['content-security-policy'])).not.toBeNull();
  });
});

describe('statuses', () => {
  it('a not-found page streams as a 404', async () => {
    const page = await streamed('/gone');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<h1>The shell</h1>');
  });

  it("a guard's redirect is a 302 with its location", async () => {
    const page = await streamed('/account');
    expect(page.status).toBe(302);
    expect(page.headers['location']).toBe('/login');
    expect(page.text).toBe('');
  });
});
