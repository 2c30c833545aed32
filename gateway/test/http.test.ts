import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../src/errors.js';
import { apiUrl, gql, startGateway, v1, type Gateway } from './helpers.js';
import { HOME_QUERY } from './queries.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw?.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

async function closedPortUrl(): Promise<string> {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
  return `http://127.0.0.1:${port}`;
}

describe('health', () => {
  it('/healthz is 200 while the process is up, /readyz while the upstream answers', async () => {
    const h = await fetch(`${gw.url}/healthz`);
    expect(h.status).toBe(200);
    expect(await h.text()).toBe('ok');
    expect((await fetch(`${gw.url}/readyz`)).status).toBe(200);

    const down = await startGateway({ upstreamUrl: await closedPortUrl() });
    try {
      expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${down.url}/readyz`)).status).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('GraphQL over HTTP', () => {
  it("passes the api's api-version header on to the client (SPEC §3: the client stores it)", async () => {
    const upstream = await fetch(`${apiUrl()}/v1/app/init`);
    const version = upstream.headers.get('api-version');
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const answer = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ appSettings { toteUpperLimit } }' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('api-version')).toBe(version);
  });

  it('answers invalid GraphQL with a clear error, and keeps serving', async () => {
    const syntax = await gql(gw.url, '{ home { ');
    expect(syntax.status).toBe(400);
    expect(syntax.errors?.[0]?.message).toMatch(/Syntax Error/);
    const unknown = await gql(gw.url, '{ nope }');
    expect(unknown.errors?.[0]?.message).toMatch(/Cannot query field "nope" on type "Query"/);
    const garbage = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(garbage.status).toBe(400);
    expect((await gql(gw.url, '{ appSettings { toteUpperLimit } }')).data.appSettings.toteUpperLimit).toBeGreaterThan(
      0,
    );
  });

  it('answers "Network Error. Please try again later." when the upstream is down', async () => {
    const down = await startGateway({ upstreamUrl: await closedPortUrl() });
    try {
      const r = await gql(down.url, HOME_QUERY);
      expect(r.errors?.length).toBeGreaterThan(0);
      for (const e of r.errors!) {
        expect(e.message).toBe(NETWORK_ERROR_MESSAGE);
        expect(e.message).toBe('Network Error. Please try again later.');
        expect(e.extensions?.code).toBe('NETWORK_ERROR');
      }
    } finally {
      await down.close();
    }
  });

  it('serves GraphiQL whole, with no CDN scripts', async () => {
    const res = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('GraphiQL');
    expect(html.length).toBeGreaterThan(100_000); // the bundle is inlined
    expect(html).not.toMatch(/<script[^>]+src=["']?https?:/i);
    expect(html).not.toMatch(/<link[^>]+href=["']?https?:/i);
    expect(html).not.toMatch(/unpkg\.com|jsdelivr\.net|cdnjs/i);
  });

  it('in production accepts only persisted operations, and hides GraphiQL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-pq-'));
    const file = join(dir, 'persisted-queries.json');
    writeFileSync(file, JSON.stringify({ abc123: 'query Settings { appSettings { toteUpperLimit } }' }));
    const prod = await startGateway({ production: true, persistedQueriesFile: file, graphiql: false });
    try {
      type Answer = {
        data?: { appSettings: { toteUpperLimit: number } };
        errors?: { extensions?: { code?: string } }[];
      };
      const post = (body: unknown) =>
        fetch(`${prod.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (r) => (await r.json()) as Answer);
      expect((await post({ id: 'abc123' })).data?.appSettings.toteUpperLimit).toBeGreaterThan(0);
      expect((await post({ query: '{ appSettings { toteUpperLimit } }' })).errors?.[0]?.extensions?.code).toBe(
        'PERSISTED_QUERY_ONLY',
      );
      expect((await post({ id: 'nope' })).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      const page = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toContain('GraphiQL');
    } finally {
      await prod.close();
    }
  });
});

describe('images', () => {
  it('proxies /images/* with the upstream body and cache headers', async () => {
    const url = (await v1('/basic/productList', { pageSize: 1 })).data.list[0].cover.url as string;
    const [direct, proxied] = await Promise.all([fetch(apiUrl() + url), fetch(gw.url + url)]);
    expect(proxied.status).toBe(direct.status);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(proxied.headers.get('cache-control')).toBe(direct.headers.get('cache-control'));
    expect(await proxied.text()).toBe(await direct.text());
  });
});

describe('sitemaps', () => {
  it('indexes shards that together list every product, brand, category and collection URL', async () => {
    const shardSize = 300;
    const small = await startGateway({ sitemapShardSize: shardSize, publicUrl: 'https://tote.example' });
    try {
      for (const path of ['/sitemap.xml', '/index-sitemap.xml']) {
        const res = await fetch(small.url + path);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/application\/xml/);
        expect(await res.text()).toContain('<sitemapindex');
      }
      const index = locs(await (await fetch(`${small.url}/sitemap.xml`)).text());
      const productTotal = (await v1('/basic/productList', { pageSize: 1 })).data.total as number;
      const productShards = index.filter((l) => /\/sitemaps\/products-\d+\.xml$/.test(l));
      expect(productShards).toHaveLength(Math.ceil(productTotal / shardSize));
      expect(index).toContain('https://tote.example/sitemaps/categories.xml');
      expect(index).toContain('https://tote.example/sitemaps/collections.xml');
      expect(index).toContain('https://tote.example/sitemaps/brands-1.xml');

      const urls: string[] = [];
      for (const shard of index) {
        const res = await fetch(small.url + new URL(shard).pathname);
        expect(res.status, shard).toBe(200);
        const xml = await res.text();
        expect(xml).toContain('<urlset');
        const l = locs(xml);
        expect(l.length).toBeLessThanOrEqual(50_000);
        if (shard.includes('/products-')) expect(l.length).toBeLessThanOrEqual(shardSize);
        urls.push(...l);
      }
      const productUrls = new Set(urls.filter((u) => u.startsWith('https://tote.example/product/')));
      expect(productUrls.size).toBe(productTotal);
      const some = (await v1('/basic/productList', { pageSize: 5, orderByColumn: 'newest' })).data.list;
      for (const p of some) expect(productUrls).toContain(`https://tote.example/product/${p.slug}`);

      const brandTotal = (await v1('/brands/list', { pageSize: 1 })).data.total as number;
      expect(urls.filter((u) => /\/brand\/\d+$/.test(u))).toHaveLength(brandTotal);
      const taxonomy = (await v1('/menu/category/list')).data;
      for (const c of taxonomy.categories) expect(urls).toContain(`https://tote.example/category/${c.code}`);
      for (const c of taxonomy.collections) expect(urls).toContain(`https://tote.example/collection/${c.code}`);
      for (const page of ['/', '/brands', '/new-arrivals', '/occasions', '/download_app', '/terms'])
        expect(urls).toContain(`https://tote.example${page}`);

      expect((await fetch(`${small.url}/sitemaps/products-999.xml`)).status).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('uses one product shard per 50,000 URLs by default, with absolute URLs from the request host', async () => {
    const xml = await (await fetch(`${gw.url}/sitemap.xml`)).text();
    const index = locs(xml);
    expect(index.filter((l) => l.includes('/products-'))).toEqual([`${gw.url}/sitemaps/products-1.xml`]);
  });
});

describe('web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'gw-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Tote</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  let web: Gateway;
  beforeAll(async () => {
    web = await startGateway({ webDist: dist });
  });
  afterAll(() => web?.close());

  it('serves hashed assets as immutable', async () => {
    const res = await fetch(`${web.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  // Pages are drawn on the server (document.test.ts); here: every route gets the app, with the device.
  it('answers routes with the app, with the device from the User-Agent', async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const mobile = await fetch(`${web.url}/wishlist`, {
      headers: { accept: 'text/html', 'user-agent': iphone },
    });
    expect(mobile.status).toBe(200);
    expect(await mobile.text()).toContain('<meta name="tote-device" content="mobile">');
    const desktop = await fetch(`${web.url}/login`, {
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' },
    });
    const html = await desktop.text();
    expect(html).toContain('<meta name="tote-device" content="desktop">');
    expect(html).toContain('<div id="root">');
    expect(desktop.headers.get('cache-control')).toMatch(/(^|, )no-cache$/);
    expect((await fetch(`${web.url}/category/DRESSES`, { headers: { accept: 'application/json' } })).status).toBe(404);
    // Clients that accept anything (curl, link checkers) get the page too.
    expect((await fetch(`${web.url}/`, { headers: { accept: '*/*' } })).status).toBe(200);
    expect((await fetch(`${web.url}/assets/missing.js`)).status).toBe(404);
  });

  it('writes the configured tag manager id into the page (escaped), and nothing without one', async () => {
    expect(await (await fetch(`${web.url}/`, { headers: { accept: 'text/html' } })).text()).not.toContain(
      'tote-tag-manager',
    );
    const tagged = await startGateway({ webDist: dist, tagManagerId: 'GTM-AB12CD' });
    const odd = await startGateway({ webDist: dist, tagManagerId: 'gtm-"><script>x</script>' });
    try {
      const html = await (await fetch(`${tagged.url}/account`, { headers: { accept: 'text/html' } })).text();
      expect(html).toMatch(/<head>.*<meta name="tote-tag-manager" content="GTM-AB12CD">.*<\/head>/);
      const escaped = await (await fetch(`${odd.url}/`, { headers: { accept: 'text/html' } })).text();
      expect(escaped).toContain(
        '<meta name="tote-tag-manager" content="gtm-&quot;&gt;&lt;script&gt;x&lt;/script&gt;">',
      );
      expect(escaped).not.toContain('<script>x');
    } finally {
      await tagged.close();
      await odd.close();
    }
  });
});
