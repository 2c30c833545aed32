/**
 * The pages the gateway writes for the route table's URLs: head (title, description, canonical, Open
 * Graph, JSON-LD), the screen query's result inlined for the web, the first view in #root, 404 for
 * what does not exist, and index.html as it is when the data does not come.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from './helpers.js';
import { graphqlData, page, pageWithData as pageAt, PHONE, queryId, webDist, type Page } from './document-helpers.js';

const dist = webDist();
let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ webDist: dist });
});
afterAll(() => gw?.close());

const pageWithData = (path: string, headers: Record<string, string> = {}) => pageAt(`${gw.url}${path}`, headers);

/** JSON-LD and the query's JSON, read freely: the assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Loose = Record<string, any>;

const ld = (p: Page, type: string) => p.jsonLd.find((item) => item['@type'] === type) as Loose;
const productOf = (p: Page) => p.preloaded!.response.data['product'] as Loose;

describe('a product page', () => {
  let category: Page;
  let product: Page;
  let url: string;
  beforeAll(async () => {
    category = await pageWithData('/category/DRESSES');
    const listing = category.preloaded!.response.data['productListing'] as {
      products: { edges: Array<{ node: { url: string } }> };
    };
    url = listing.products.edges[0]!.node.url;
    product = await pageWithData(url, { 'user-agent': PHONE });
  });

  it('inlines the screen query, as the browser would get it, for the web to render without asking', async () => {
    const { preloaded } = product;
    const productId = Number(/^\/product\/(\d+)/.exec(url)![1]);
    expect(preloaded!.id).toBe(queryId('ProductScreenQuery'));
    expect(preloaded!.variables).toEqual({ productId, colorId: null });
    expect(preloaded!.response.data).toEqual(await graphqlData(gw.url, preloaded!.id, preloaded!.variables));
    const colored = await pageWithData(`${url}?colorId=12`);
    expect(colored.preloaded!.variables).toEqual({ productId, colorId: 12 });
    expect(colored.canonical).toBe(product.canonical);
    expect(product.status).toBe(200);
    expect(product.headers.get('cache-control')).toBe('private, no-cache');
    expect(product.headers.get('vary')).toContain('Cookie');
  });

  it('has its title, description, canonical URL and Open Graph tags', () => {
    const data = productOf(product);
    expect(product.title).toBe(`${data['title']} | Tote`);
    expect(product.meta('description')).toBe(data['description']);
    // The product's own URL: not the one asked with its color, nor a wrong slug.
    expect(product.canonical).toBe(`${gw.url}${url}`);
    expect(product.meta('og:type')).toBe('product');
    expect(product.meta('og:title')).toBe(product.title);
    expect(product.meta('og:url')).toBe(product.canonical);
    expect(product.meta('og:image')).toBe(`${gw.url}${data['cover'].url}`);
    expect(product.meta('product:price:amount')).toBe(String(data['price'].amount));
    expect(product.meta('product:price:currency')).toBe('USD');
    expect(product.html).not.toContain('The default description.');
  });

  it('describes the product in JSON-LD: offer with price and availability, and its breadcrumb', () => {
    const data = productOf(product);
    const item = ld(product, 'Product');
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      name: data['title'],
      sku: String(data['productId']),
      brand: { '@type': 'Brand', name: data['brand'].name },
      url: product.canonical,
      offers: {
        '@type': 'Offer',
        price: Number(data['price'].amount).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(item['image'][0]).toBe(`${gw.url}${data['cover'].url}`);
    const crumbs = ld(product, 'BreadcrumbList')['itemListElement'] as Array<Record<string, unknown>>;
    expect(crumbs.map((c) => c['name'])).toEqual(['Home', data['categories'][0].name, data['title']]);
    expect(crumbs[2]).toMatchObject({ position: 3, item: product.canonical });
  });

  it('renders the first view and preloads its largest image, fetched first, with its size', () => {
    const data = productOf(product);
    const image = data['cover'].url as string;
    expect(product.html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    expect(product.root).toContain(`<h1 class="pdp__title">`);
    expect(product.root).toMatch(
      new RegExp(`<img src="${image}" alt="[^"]*" width="600" height="800" loading="eager" fetchpriority="high">`),
    );
    // The app starts after the first view painted: the entry is imported by the inline boot module.
    expect(product.html).not.toContain('<script type="module" crossorigin src=');
    expect(product.html).toContain('import("/assets/index-abc123.js")');
    expect(product.html).toContain('"/assets/react-abc123.js"');
  });

  it('is a 404 with its data for a product that does not exist, and for a URL that names none', async () => {
    const missing = await pageWithData('/product/2147483000-no-such-dress');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Page Not Found');
    expect(missing.preloaded!.response.data['product']).toBeNull();
    expect(missing.root).toBe('');
    const unnamed = await page(`${gw.url}/product/not-a-number`);
    expect(unnamed.status).toBe(404);
    expect(unnamed.preloaded).toBeNull();
    expect(unnamed.html).toContain('<div id="root"></div>');
  });
});

describe('listing and home pages', () => {
  it('a category: its title, canonical without sort and filters, BreadcrumbList and inlined variables', async () => {
    const p = await pageWithData('/category/DRESSES?sort=PRICE_ASC&size=M&size=S&available=1');
    expect(p.title).toBe('Dresses | Tote');
    expect(p.canonical).toBe(`${gw.url}/category/DRESSES`);
    expect(p.preloaded!.variables).toEqual({
      code: 'DRESSES',
      sort: 'PRICE_ASC',
      filter: { sizes: ['M', 'S'], availableNow: true },
    });
    expect(p.preloaded!.response.data).toEqual(await graphqlData(gw.url, p.preloaded!.id, p.preloaded!.variables));
    expect(ld(p, 'BreadcrumbList')['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${gw.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Dresses', item: `${gw.url}/category/DRESSES` },
    ]);
    expect(p.meta('og:type')).toBe('website');
    expect(p.root).toContain('<h1 class="listing__title">Dresses</h1>');
    expect(p.root).toMatch(/<img src="[^"]+" alt="[^"]*" class="product-card__image" width="600" height="800"/);
  });

  it('a category that does not exist is a 404, and keeps the web app', async () => {
    const p = await pageWithData('/category/NO_SUCH_CATEGORY');
    expect(p.status).toBe(404);
    expect(p.preloaded!.response.data['productListing']).toBeNull();
    expect(p.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  });

  it('the home page: its title, WebSite JSON-LD and the hero image preloaded', async () => {
    const p = await pageWithData('/');
    expect(p.title).toBe('Rent & Buy Designer Fashion | Tote');
    expect(p.canonical).toBe(`${gw.url}/`);
    expect(ld(p, 'WebSite')).toMatchObject({ url: `${gw.url}/`, name: 'Tote' });
    const hero = /<img src="([^"]+)"[^>]*class="home-hero__image" width="1200" height="480" fetchpriority="high">/.exec(
      p.root,
    );
    expect(hero).not.toBeNull();
    expect(p.html).toContain(`<link rel="preload" as="image" href="${hero![1]}" fetchpriority="high">`);
  });

  it('escapes what the URL brings into the title, the head and the inlined data', async () => {
    const title = '</script><script>alert(1)</script>\u2028"&';
    const p = await pageWithData(`/collection/allStyle?title=${encodeURIComponent(title)}`);
    expect(p.preloaded!.variables['title']).toBe(title);
    expect(p.html).not.toContain('<script>alert(1)');
    const scripts = [...p.html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.some((script) => script.includes('\\u003c/script\\u003e\\u2028'))).toBe(true);
    for (const script of scripts) expect(script).not.toMatch(/<\/|\u2028|\u2029/);
    // The collection's title quotes it: “…”.
    expect(p.title).toBe(`“${title}” | Tote`);
    expect(p.meta('og:title')).toBe(p.title);
  });
});

describe('pages of the shop', () => {
  it.each([
    ['/terms', 'TermsScreenQuery', 'Terms of Service | Tote', /^The terms of a Tote membership/],
    ['/download_app', 'DownloadAppScreenQuery', 'Get the Tote App | Tote', /^Tote on your phone/],
  ])('%s: a page of its own (not the 404), with its title, description and data', async (path, query, title, text) => {
    const p = await pageWithData(path);
    expect(p.status).toBe(200);
    expect(p.title).toBe(title);
    expect(p.meta('description')).toMatch(text);
    expect(p.meta('og:description')).toBe(p.meta('description'));
    expect(p.canonical).toBe(`${gw.url}${path}`);
    expect(p.preloaded!.id).toBe(queryId(query));
    expect(p.preloaded!.response.data['appSettings']).toBeTruthy();
  });
});

describe('without the data in time', () => {
  async function pageOf(upstreamUrl: string, path: string): Promise<Page> {
    const broken = await startGateway({ upstreamUrl, webDist: dist });
    try {
      return await page(`${broken.url}${path}`);
    } finally {
      await broken.close();
    }
  }

  it('an upstream that is down: index.html as it is, 200, no data', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const p = await pageOf(`http://127.0.0.1:${port}`, '/product/10001-a-dress');
    expect(p.status).toBe(200);
    expect(p.preloaded).toBeNull();
    expect(p.title).toBe('Tote');
    expect(p.html).toContain('<div id="root"></div>');
  });

  it('an upstream that never answers: the page goes out after the time budget, without data', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const p = await pageOf(`http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`, '/category/DRESSES');
      expect(p.status).toBe(200);
      expect(p.preloaded).toBeNull();
      expect(Date.now() - started).toBeLessThan(9_000); // the upstream's own timeout is 10 s
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('HEAD and pages outside the route table get index.html without running a query', async () => {
    const account = await page(`${gw.url}/account`);
    expect(account.preloaded).toBeNull();
    expect(account.headers.get('cache-control')).toBe('no-cache');
    const head = await fetch(`${gw.url}/category/DRESSES`, { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(head.status).toBe(200);
  });
});
