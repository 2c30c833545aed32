/**
 * The security headers on every answer of the gateway (src/http/headers/): nosniff, the referrer policy, no framing,
 * the opener and permissions policies everywhere, HSTS over https only; the pages' Content-Security-Policy, which
 * allows the inline scripts a page really carries (each is hashed here, from the page as sent) and third parties only
 * while they are configured; GraphiQL's own policy; the strictest policy on every other answer.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, dbFromPglite, migrateToLatest, openPglite, StripeProvider, type Db } from '@tote/api/testing';
import { documentPolicy } from '../src/http/headers/csp.js';
import { startCountingProxy, startGateway, type Gateway } from './helpers.js';
import { DRAWING_BUDGET_MS, drawnPage, page, webDist } from './document-helpers.js';

const STRICT = "default-src 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';
const THIRD_PARTY_HOSTS = /stripe\.com|googletagmanager|google-analytics|google\.com/;

const dist = webDist();
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};\n');

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ webDist: dist, pageDataBudgetMs: DRAWING_BUDGET_MS });
});
afterAll(() => gw?.close());

/** A policy's directives by name, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    policy!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/**
 * The inline scripts a browser would run: every <script> without src but data blocks (JSON, JSON-LD); with `nonce`,
 * but those that carry it.
 */
function executableInlineScripts(html: string, nonce?: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/i.test(attributes!))
    .filter(([, attributes]) => nonce === undefined || attributes !== ` nonce="${nonce}"`)
    .filter(([, attributes]) => !/\stype="application\/(ld\+)?json"/i.test(attributes!))
    .map(([, , code]) => code!);
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

function expectBaseline(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self)');
  expect(headers.get('strict-transport-security')).toBeNull();
}

/** A streamed page's policy allows React's scripts by a nonce of its own: the policy without it. */
const withoutNonce = (policy: string | null) => policy?.replace(/ 'nonce-[^']+'/, '');

/**
 * The page policy's script hashes allow each inline script of the page (React's, revealing a boundary drawn late, by
 * the nonce of the page's policy), and nothing is allowed inline otherwise.
 */
function expectScriptsAllowed(html: string, policy: Map<string, string[]>): string[] {
  const allowed = policy.get('script-src')!;
  const nonce = allowed.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const scripts = executableInlineScripts(html, nonce);
  for (const script of scripts) expect(allowed, `an inline script: ${script.slice(0, 80)}…`).toContain(sha256(script));
  expect(allowed).not.toContain("'unsafe-inline'");
  expect(allowed).not.toContain("'unsafe-eval'");
  return scripts;
}

/** The home page with its data and its banner's reservation (a busy machine may send a page without them). */
async function homeWithBanner() {
  for (let attempt = 0; attempt < 30; attempt++) {
    const home = await drawnPage(`${gw.url}/`);
    if (home.html.includes('id="tote-banners"')) return home;
  }
  throw new Error('the home page never came with its banner reservation');
}

describe("the shop's pages", () => {
  it('the home page: its policy allows its banner reservation and its start script, by their hashes', async () => {
    const home = await homeWithBanner();
    expectBaseline(home.headers);
    const policy = directives(home.headers.get('content-security-policy'));
    const scripts = expectScriptsAllowed(home.html, policy);
    // Early taps are held from the start; the seed has a banner for guests; the page is drawn, so the app starts
    // after it paints.
    expect(scripts).toHaveLength(3);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(home.headers.get('content-security-policy')).not.toMatch(THIRD_PARTY_HOSTS);
  });

  it('a product page, a page without data of its own (log-in) and a 404 page: the same policy', async () => {
    const home = await page(`${gw.url}/`);
    const category = await drawnPage(`${gw.url}/category/DRESSES`);
    const productUrl = /<a [^>]*href="(\/product\/[^"]+)"/.exec(category.root)![1]!;
    const product = await drawnPage(`${gw.url}${productUrl}`);
    const login = await page(`${gw.url}/login`);
    const missing = await page(`${gw.url}/product/abc`);
    expect(missing.status).toBe(404);
    for (const p of [category, product, login, missing]) {
      expectBaseline(p.headers);
      expect(withoutNonce(p.headers.get('content-security-policy'))).toBe(
        withoutNonce(home.headers.get('content-security-policy')),
      );
      expectScriptsAllowed(p.html, directives(p.headers.get('content-security-policy')));
    }
    expect(executableInlineScripts(product.html).length).toBeGreaterThan(0);
  });
});

describe('every other answer: the strictest policy', () => {
  const answers: Array<[string, RequestInit, number]> = [
    ['/assets/index-abc123.js', {}, 200],
    ['/assets/index-missing.js', {}, 404],
    ['/images/products/dresses/aa3355-1.svg', {}, 200],
    ['/images/products/dresses/nothing.svg', {}, 404],
    ['/healthz', {}, 200],
    ['/sitemap.xml', {}, 200],
    [
      '/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      },
      200,
    ],
  ];
  it.each(answers)('%s', async (path, init, status) => {
    const res = await fetch(`${gw.url}${path}`, init);
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    expectBaseline(res.headers);
    expect(res.headers.get('content-security-policy')).toBe(STRICT);
  });

  it("the payment emulator's page (the api's, through the gateway): its own policy, framed by nobody", async () => {
    const res = await fetch(`${gw.url}/payment-emulator/3ds/pi_unknown?client_secret=x`, {
      headers: { accept: 'text/html' },
    });
    expect(await res.text()).toContain('Payment not found');
    expectBaseline(res.headers);
    const policy = directives(res.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
  });
});

describe('GraphiQL', () => {
  it('has a policy of its own, which allows its inline script by hash and its editor workers', async () => {
    const res = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectBaseline(res.headers);
    const policy = directives(res.headers.get('content-security-policy'));
    const scripts = expectScriptsAllowed(html, policy);
    expect(scripts).toHaveLength(1);
    expect(policy.get('worker-src')).toEqual(['blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('HSTS', () => {
  let direct: Gateway;
  beforeAll(async () => {
    direct = await startGateway({ webDist: dist, trustProxy: false });
  });
  afterAll(() => direct?.close());

  it('only over https: X-Forwarded-Proto from a trusted proxy; never over plain http', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const path of ['/', '/healthz', '/assets/index-abc123.js']) {
      expect((await fetch(`${gw.url}${path}`, { headers: https })).headers.get('strict-transport-security')).toBe(HSTS);
      expect((await fetch(`${gw.url}${path}`)).headers.get('strict-transport-security')).toBeNull();
      // Not behind a trusted proxy, the header says nothing: the request came over http.
      expect((await fetch(`${direct.url}${path}`, { headers: https })).headers.get('strict-transport-security')).toBe(
        null,
      );
    }
  });
});

describe('third parties, only while configured', () => {
  let db: Db;
  let stripeApi: FastifyInstance;
  let stripeGw: Gateway;
  beforeAll(async () => {
    db = dbFromPglite(await openPglite('memory://'));
    await migrateToLatest(db);
    // Stripe's keys in the api: /payment/config names Stripe. Stripe itself is never called here.
    const payments = new StripeProvider({
      secretKey: 'sk_test_unused',
      publishableKey: 'pk_test_unused',
      webhookSecret: 'whsec_unused',
    });
    stripeApi = await createApi({ db, payments, pauseSweepMs: 0, env: { NODE_ENV: 'test' } });
    await stripeApi.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(stripeApi.server.address() as AddressInfo).port}`;
    stripeGw = await startGateway({ upstreamUrl, webDist: dist });
  }, 90_000);
  afterAll(async () => {
    await stripeGw?.close();
    await stripeApi?.close();
    await db?.destroy();
  });

  it("Stripe's script, frames and API when the api's payment provider is Stripe", async () => {
    const res = await fetch(`${stripeGw.url}/login`, { headers: { accept: 'text/html' } });
    const policy = directives(res.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(['https://js.stripe.com']));
    expect(policy.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(res.headers.get('content-security-policy')).not.toMatch(/googletagmanager/);
  });

  it('asks the api for its payment provider once a while, not for every page', async () => {
    const proxy = await startCountingProxy();
    const counted = await startGateway({ upstreamUrl: proxy.url, webDist: dist });
    try {
      for (let i = 0; i < 3; i++) expect((await page(`${counted.url}/login`)).status).toBe(200);
      expect(proxy.calls.filter((call) => call.path === '/payment/config')).toHaveLength(1);
    } finally {
      await counted.close();
      await proxy.close();
    }
  });

  it("the tag manager's hosts with a valid TAG_MANAGER_ID; none with one the web refuses", async () => {
    const tagged = await startGateway({ webDist: dist, tagManagerId: 'GTM-AB12CD3' });
    const refused = await startGateway({ webDist: dist, tagManagerId: 'gtm-ab12' });
    try {
      const policy = directives((await page(`${tagged.url}/login`)).headers.get('content-security-policy'));
      expect(policy.get('script-src')).toContain('https://*.googletagmanager.com');
      expect(policy.get('img-src')).toContain('https://*.google-analytics.com');
      expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
      expect(policy.get('frame-src')).toEqual(["'none'"]);
      const plain = (await page(`${refused.url}/login`)).headers.get('content-security-policy');
      expect(plain).not.toMatch(THIRD_PARTY_HOSTS);
    } finally {
      await tagged.close();
      await refused.close();
    }
  });

  it('an S3-compatible photo store: uploads to it and its photos', () => {
    const policy = directives(
      documentPolicy({
        inlineScripts: [],
        stripe: false,
        tagManager: false,
        fileStoreOrigin: 'https://s3.example.com',
      }),
    );
    expect(policy.get('img-src')).toContain('https://s3.example.com');
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://s3.example.com']);
  });
});
