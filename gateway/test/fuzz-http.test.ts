/**
 * Property-based fuzzing of every HTTP route the gateway serves, not only /graphql (fuzz-graphql.test.ts): the
 * pages of contract/src/routes.ts with their parameters and queries, /images, the sitemaps, /healthz, /readyz,
 * /graphql over GET and /graphql/stream (graphql-sse), builds/*, social sign-in, uploaded files, the return label,
 * the payment emulator and the dev outbox. Hostile path segments and query values — NUL, lone surrogates (as
 * their bytes, %ED%A0%80), integers at the edges of int4 and 2^53, 1e309, "0x10", traversal, 100,000 characters —
 * and hostile GraphQL bodies (variables nested 3,000 deep, fragment chains). Whatever comes: no 5xx, no stack
 * trace, and the gateway keeps answering /healthz. Bounded: a fixed number of runs and a time limit.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '@tote/contract/routes';
import { CSRF_HEADER } from '../src/security.js';
import { webDist } from './document-helpers.js';
import { startGateway, type Gateway } from './helpers.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ webDist: webDist() });
});
afterAll(() => gw?.close());

const INT_EDGES = ['2147483647', '2147483648', '-2147483649', '9007199254740993', '1e309', '0x10'];

/** A path segment or query value, already percent-encoded. */
const hostileSegment = fc.oneof(
  fc.constantFrom(...INT_EDGES),
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%ED%A0%80%20hi', '%FF', '%', '..%2F..%2Fetc%2Fpasswd', '..', '%2e%2e'),
  fc.constantFrom('x'.repeat(100_000), '<script>', '__proto__', 'constructor', '-1', '0', '1-dress', '1'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

/** The pages: every path of the screen table, each `:param` and `*` a hostile segment. */
const PAGE_PATHS = Object.values(SCREEN_ROUTES).flatMap((r) => [...r.paths]);
const OTHER_PATHS = [
  '/search',
  '/images/products/:c/:f',
  '/images/brands/:f',
  '/images/categories/:f',
  '/images/*',
  '/sitemap.xml',
  '/index-sitemap.xml',
  '/sitemaps/:f',
  '/sitemaps/products-:n.xml',
  '/healthz',
  '/readyz',
  '/builds/latest.json',
  '/builds/meta/:f.json',
  '/builds/*',
  '/oauth/callback/:p',
  '/oauth/local/:p',
  '/oauth/:p/start',
  '/files/:f',
  '/files/upload/:f',
  '/return/label',
  '/payment-emulator/3ds/:id',
  '/payment-emulator/v1/payment_intents/:id',
  '/payment-emulator/v1/payment_intents/:id/confirm',
  '/payment-emulator/v1/payment_methods',
  '/dev/outbox',
  '/graphql',
  '/:anything',
  '/assets/:f',
];
/** The query keys the pages, sign-in, files and the emulator read. */
const KEYS = [
  'sort',
  'page',
  'sizes',
  'colors',
  'priceMin',
  'priceMax',
  'title',
  'code',
  'colorId',
  'keyword',
  'state',
  'returnTo',
  'ticketId',
  'client_secret',
  'email',
  'query',
  'variables',
  'documentId',
];

const STACK = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+|Maximum call stack/;

const request = fc.record({
  path: fc.constantFrom(...PAGE_PATHS, ...OTHER_PATHS),
  segments: fc.array(hostileSegment, { minLength: 3, maxLength: 3 }),
  query: fc.array(fc.tuple(fc.constantFrom(...KEYS), hostileSegment), { maxLength: 3 }),
  method: fc.constantFrom('GET', 'GET', 'POST', 'HEAD'),
});

async function answer(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  // A stream (a subscription's reply) is read far enough to see how it starts.
  const reader = res.body?.getReader();
  let text = '';
  while (reader && text.length < 20_000) {
    const { done, value } = await reader.read();
    if (done) break;
    text += Buffer.from(value).toString('utf8');
  }
  await reader?.cancel().catch(() => undefined);
  return { status: res.status, text };
}

describe('fuzzing every HTTP route of the gateway', () => {
  it('hostile paths and queries: no 5xx, no stack trace, /healthz answering', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ path, segments, query, method }) => {
        let i = 0;
        const filled = path.replace(/:\w+|\*/g, () => segments[i++ % segments.length]!);
        const qs = query.map(([k, v]) => `${k}=${v}`).join('&');
        const url = `${gw.url}${filled}${qs ? `?${qs}` : ''}`;
        const init: RequestInit = {
          method,
          headers: {
            [CSRF_HEADER]: '1',
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': '10.254.0.1',
          },
          body: method === 'POST' ? qs : undefined,
        };
        const res = await answer(url, init);
        const where = `${method} ${url.slice(0, 300)} → ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, where).toBeLessThan(500);
        expect(res.text, where).not.toMatch(STACK);
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS) || 400,
        interruptAfterTimeLimit: 15_000,
        seed: Number(process.env.FUZZ_SEED) || undefined,
      },
    );
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it('/graphql/stream (graphql-sse) with hostile documents and variables: no 5xx, no stack trace', async () => {
    const REPLY = 'subscription($input: AssistantReplyInput!) { assistantReply(input: $input) { __typename } }';
    let bomb = 'query Bomb { ...F28 } fragment F0 on Query { __typename }';
    for (let l = 1; l <= 28; l++) bomb += ` fragment F${l} on Query { ...F${l - 1} ...F${l - 1} }`;
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const stream = async (text: string) => {
      const started = performance.now();
      const res = await answer(`${gw.url}/graphql/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: text,
      });
      const where = `${text.slice(0, 200)} → ${res.status} ${res.text.slice(0, 300)}`;
      expect(res.status, where).toBeLessThan(500);
      expect(res.text, where).not.toMatch(STACK);
      expect(res.text, where).not.toMatch(/"code":"INTERNAL"/);
      expect(performance.now() - started, where).toBeLessThan(5000);
    };
    for (const text of [
      `{"query":${JSON.stringify(REPLY)},"variables":{"input":{"messages":[{"value":"\\ud800 hi"}]}}}`,
      `{"query":${JSON.stringify(REPLY)},"variables":{"input":{"messages":[{"value":"a\\u0000b"}]}}}`,
      `{"query":${JSON.stringify(REPLY)},"variables":{"input":${nested(3000)}}}`,
      `{"query":"{ __typename }","variables":{"x":${nested(3000)}}}`,
      `{"query":${JSON.stringify(bomb)}}`,
      '{"query":"{ productListing(scope: { kind: BRAND, code: \\"2147483648\\" }) { header { title } } }"}',
      '{"query":"{ __typename }","variables":{"x":1e309}}',
      '{"query":',
      '[]',
    ])
      await stream(text);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), (s) =>
        stream(JSON.stringify({ query: REPLY, variables: { input: { messages: s } } })),
      ),
      { numRuns: 20, interruptAfterTimeLimit: 10_000, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
  }, 60_000);
});
