/**
 * The pages the gateway sends, drawn on the server by the web's own components: the page in #root, the Relay
 * records it was drawn with for the browser's store, the head (title, description, canonical, Open Graph, JSON-LD)
 * from the screen query's answer, 404 for what does not exist, a guard's redirect for a guest, a page drawn for
 * the signed-in shopper, and index.html as it is when the data does not come.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';
import {
  DRAWING_BUDGET_MS,
  drawnPage as drawnAt,
  graphqlData,
  headingOf,
  page,
  PHONE,
  queryId,
  recordsOf,
  textOf,
  webDist,
  type Page,
} from './document-helpers.js';

const dist = webDist();
let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ webDist: dist, pageDataBudgetMs: DRAWING_BUDGET_MS });
});
afterAll(() => gw?.close());

const drawnPage = (path: string, headers: Record<string, string> = {}) => drawnAt(`${gw.url}${path}`, headers);

/** JSON-LD and the query's JSON, read freely: the assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Loose = Record<string, any>;

const ld = (p: Page, type: string) => p.jsonLd.find((item) => item['@type'] === type) as Loose;
/** What the browser's own request for the screen's query gets. */
const screenData = async (operation: string, variables: object) =>
  (await graphqlData(gw.url, queryId(operation), variables)) as Loose;

describe('a product page', () => {
  let product: Page;
  let productId: number;
  let url: string;
  let data: Loose;
  beforeAll(async () => {
    const category = await drawnPage('/category/DRESSES');
    url = /<a [^>]*href="(\/product\/[^"]+)"/.exec(category.root)![1]!;
    productId = Number(/^\/product\/(\d+)/.exec(url)![1]);
    product = await drawnPage(url, { 'user-agent': PHONE });
    data = (await screenData('ProductScreenQuery', { productId, colorId: null }))['product'];
  });

  it("draws the product's page and carries the records the browser's store starts with", async () => {
    expect(product.status).toBe(200);
    expect(headingOf(product)).toBe(data['title']);
    expect(textOf(product.root)).toContain(`Buy ${data['price'].formatted}`);
    // The product as the browser's own query gets it, among the records it hydrates from without asking again.
    expect(recordsOf(product, 'Product')).toContainEqual(
      expect.objectContaining({ productId, title: data['title'], url: data['url'] }),
    );
    const colored = await drawnPage(`${url}?colorId=12`);
    expect(headingOf(colored)).toBe(data['title']);
    expect(colored.canonical).toBe(product.canonical);
    // Drawn for whoever asked: never stored for another shopper.
    expect(product.headers.get('cache-control')).toBe('private, no-cache');
    expect(product.headers.get('vary')).toContain('Cookie');
  });

  it('has its title, description, canonical URL and Open Graph tags', () => {
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

  it('preloads the largest image of its first view, fetched first, and starts the app after it painted', () => {
    const image = data['cover'].url as string;
    expect(product.html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    expect(product.html.indexOf('<link rel="preload" as="image"')).toBeLessThan(product.html.indexOf('</head>'));
    // The drawn page shows that image first, with its size, fetched first.
    expect(product.root).toMatch(
      new RegExp(`<img src="${image}" alt="[^"]*" width="\\d+" height="\\d+"[^>]* fetchPriority="high"`),
    );
    // The app starts after the first view painted: the entry is imported by the inline boot module.
    expect(product.html).not.toContain('<script type="module" crossorigin src=');
    expect(product.html).toContain('import("/assets/index-abc123.js")');
    expect(product.html).toContain('"/assets/react-abc123.js"');
  });

  it("is a 404 drawn as the web's not-found page for a product that does not exist", async () => {
    const missing = await drawnPage('/product/2147483000-no-such-dress');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Page Not Found');
    expect(headingOf(missing)).toBe('Page not found: /product/2147483000-no-such-dress');
    expect(missing.records!['client:root']).toMatchObject({ 'product(productId:2147483000)': null });
  });

  it('is a 404 for a URL that names no product, with the not-found page drawn (its loader refused it)', async () => {
    const unnamed = await page(`${gw.url}/product/not-a-number`);
    expect(unnamed.status).toBe(404);
    expect(unnamed.title).toBe('Page Not Found');
    expect(unnamed.root).not.toBe('');
  });
});

describe('listing and home pages', () => {
  it('a category: its title, canonical without sort and filters, BreadcrumbList, and its products drawn', async () => {
    const p = await drawnPage('/category/DRESSES?sort=PRICE_ASC&size=M&size=S&available=1');
    expect(p.title).toBe('Dresses | Tote');
    expect(p.canonical).toBe(`${gw.url}/category/DRESSES`);
    expect(ld(p, 'BreadcrumbList')['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${gw.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Dresses', item: `${gw.url}/category/DRESSES` },
    ]);
    expect(p.meta('og:type')).toBe('website');
    expect(p.root).toContain('<h1 class="listing__title">Dresses</h1>');
    expect(p.root).toMatch(/<img class="product-card__image" src="[^"]+" alt="[^"]*" width="600" height="800"/);
    // The records hold the listing sorted and filtered as the URL asks, with the products the browser's query gets.
    const listing = recordsOf(p, 'ProductListing').flatMap(Object.keys);
    expect(listing).toContainEqual(
      expect.stringMatching(/^products\(filter:\{"availableNow":true,"sizes":\["M","S"\]\},.*sort:"PRICE_ASC"\)$/),
    );
    const answer = await screenData('CategoryScreenQuery', {
      code: 'DRESSES',
      sort: 'PRICE_ASC',
      filter: { sizes: ['M', 'S'], availableNow: true },
    });
    const listed = (answer['productListing'].products.edges as Loose[]).map((edge) => edge['node'].productId);
    expect(listed.length).toBeGreaterThan(0);
    const drawn = recordsOf(p, 'Product').map((record) => record['productId']);
    for (const productId of listed) expect(drawn).toContain(productId);
  });

  it('a category that does not exist is a 404 drawn as the not-found page, and keeps the web app', async () => {
    const p = await drawnPage('/category/NO_SUCH_CATEGORY');
    expect(p.status).toBe(404);
    expect(headingOf(p)).toBe('Page not found: /category/NO_SUCH_CATEGORY');
    expect(p.records!['client:root']).toMatchObject({
      'productListing(scope:{"code":"NO_SUCH_CATEGORY","kind":"CATEGORY"})': null,
    });
    expect(p.html).toContain('import("/assets/index-abc123.js")');
  });

  it('the home page: its title, WebSite JSON-LD and the hero image preloaded', async () => {
    const p = await drawnPage('/');
    expect(p.title).toBe('Rent & Buy Designer Fashion | Tote');
    expect(p.canonical).toBe(`${gw.url}/`);
    expect(ld(p, 'WebSite')).toMatchObject({ url: `${gw.url}/`, name: 'Tote' });
    const hero = /<img class="home-hero__image" src="([^"]+)"[^>]* width="1200" height="480" fetchPriority="high"/.exec(
      p.root,
    );
    expect(hero).not.toBeNull();
    expect(p.html).toContain(`<link rel="preload" as="image" href="${hero![1]}" fetchpriority="high">`);
  });

  it('escapes what the URL brings into the title, the head, the drawn page and the records', async () => {
    const title = '</script><script>alert(1)</script>\u2028"&';
    const p = await drawnPage(`/collection/allStyle?title=${encodeURIComponent(title)}`);
    expect(p.html).not.toContain('<script>alert(1)');
    const scripts = [...p.html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    // The records name the listing by its title: escaped inside their script.
    expect(scripts.some((script) => script.includes('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)'))).toBe(true);
    for (const script of scripts) expect(script).not.toMatch(/<\/|\u2028|\u2029/);
    // The collection's title quotes it: “…”.
    expect(headingOf(p)).toBe(`“${title}”`);
    expect(p.title).toBe(`“${title}” | Tote`);
    expect(p.meta('og:title')).toBe(p.title);
  });
});

describe('pages of the shop', () => {
  it.each([
    ['/terms', 'Terms of Service | Tote', /^The terms of a Tote membership/, 'Terms of Service'],
    ['/download_app', 'Get the Tote App | Tote', /^Tote on your phone/, 'Your wardrobe, in your pocket'],
  ])('%s: a page of its own (not the 404), with its title and description', async (path, title, text, h1) => {
    const p = await drawnPage(path);
    expect(p.status).toBe(200);
    expect(p.title).toBe(title);
    expect(p.meta('description')).toMatch(text);
    expect(p.meta('og:description')).toBe(p.meta('description'));
    expect(p.canonical).toBe(`${gw.url}${path}`);
    expect(headingOf(p)).toBe(h1);
    expect(p.records!['client:root']).toMatchObject({ appSettings: expect.anything() });
  });

  it('an unknown path: 404, drawn as the not-found page', async () => {
    const p = await drawnPage('/no/such/page');
    expect(p.status).toBe(404);
    expect(p.title).toBe('Page Not Found');
    expect(headingOf(p)).toBe('Page not found: /no/such/page');
  });
});

describe('pages of a signed-in shopper', () => {
  it("a guest's account page: a redirect to log in and come back, stored for no one", async () => {
    for (const [path, back] of [
      ['/account', '/account'],
      ['/account/my-profile?tab=1', '/account/my-profile?tab=1'],
    ]) {
      const p = await page(`${gw.url}${path}`);
      expect(p.status).toBe(302);
      expect(p.headers.get('location')).toBe(`/login?redirect_uri=${encodeURIComponent(back!)}`);
      expect(p.headers.get('cache-control')).toBe('private, no-store');
      expect(p.headers.get('vary')).toContain('Cookie');
    }
  });

  it('is drawn for that shopper, private to her', async () => {
    const b = await freshShopper(gw.url);
    const viewer = (await b.gql('{ viewer { name email } }')).data.viewer as { name: string; email: string };
    const p = await drawnPage('/account/my-profile', { cookie: b.cookieHeader(), 'x-forwarded-for': b.ip });
    expect(p.status).toBe(200);
    expect(textOf(p.root)).toContain(viewer.email);
    expect(recordsOf(p, 'User')).toContainEqual(expect.objectContaining({ email: viewer.email }));
    expect(p.headers.get('cache-control')).toBe('private, no-cache');
    expect(p.headers.get('vary')).toContain('Cookie');
    // The same page for a guest is no page of hers.
    expect((await page(`${gw.url}/account/my-profile`)).status).toBe(302);
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

  it('an upstream that is down: index.html as it is, 200, undrawn', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const p = await pageOf(`http://127.0.0.1:${port}`, '/product/10001-a-dress');
    expect(p.status).toBe(200);
    expect(p.records).toBeNull();
    expect(p.title).toBe('Tote');
    expect(p.html).toContain('<div id="root"></div>');
  });

  it('an upstream that never answers: the page goes out after the time budget, undrawn', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const p = await pageOf(`http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`, '/category/DRESSES');
      expect(p.status).toBe(200);
      expect(p.records).toBeNull();
      expect(p.html).toContain('<div id="root"></div>');
      expect(Date.now() - started).toBeLessThan(9_000); // the upstream's own timeout is 10 s
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('HEAD gets the page without drawing it', async () => {
    const head = await fetch(`${gw.url}/category/DRESSES`, { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-cache');
    expect(await head.text()).toBe('');
  });
});
