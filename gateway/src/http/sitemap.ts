/**
 * /sitemap.xml and /index-sitemap.xml: a sitemap index of shards under /sitemaps/ that together list
 * every product, brand, category and collection URL. Shards hold at most 50,000 URLs (the sitemap
 * protocol's limit); product and brand shards are paged out of the upstream lists, so the catalog
 * may be any size.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIST_PAGE_SIZE_MAX } from '@tote/contract/params';
import { catalogBrandV1, catalogListV1, catalogMenuV1 } from '@tote/contract/v1/catalog';
import { TERMS_PATH } from '@tote/contract/routes';
import { NetworkError } from '../errors.js';
import { UpstreamClient, type UpstreamPool } from '../upstream/client.js';
import { sendCacheable } from './cacheable.js';
import { publicOrigin, send } from './util.js';

export const SITEMAP_MAX_URLS = 50_000;
/** The pages of pages.xml: the ones that are neither a product, a brand, a category nor a collection. */
const PAGES = ['/', '/brands', '/new-arrivals', '/occasions', '/download_app', TERMS_PATH];
const UPSTREAM_PAGE = LIST_PAGE_SIZE_MAX;
const CONCURRENCY = 8;

export interface SitemapOptions {
  upstream: UpstreamPool;
  publicUrl?: string | undefined;
  trustProxy: boolean;
  /** URLs per product/brand shard; ≤ 50,000 (lower it to exercise sharding). */
  shardSize?: number;
}

interface Entry {
  loc: string;
  lastmod?: string;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function urlset(entries: Entry[]): string {
  const urls = entries.map(
    (e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locs: string[]): string {
  const items = locs.map((l) => `<sitemap><loc>${escapeXml(l)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Runs `tasks` with at most `n` in flight; results in order. */
async function mapLimit<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return out;
}

export function createSitemaps(opts: SitemapOptions) {
  const shardSize = Math.min(opts.shardSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const client = () => new UpstreamClient(opts.upstream, { 'x-source': 'gateway-sitemap' });

  const productTotal = async (c: UpstreamClient) => (await c.request(catalogListV1.productList, { pageSize: 1 })).total;
  const brandTotal = async (c: UpstreamClient) => (await c.request(catalogBrandV1.list, { pageSize: 1 })).total;
  const shards = (total: number) => Math.max(1, Math.ceil(total / shardSize));

  /** Items [from, to) of a paged upstream list, UPSTREAM_PAGE at a time, a few pages in parallel. */
  async function range<T>(
    fetchPage: (offset: number, pageSize: number) => Promise<{ list: T[] }>,
    from: number,
    to: number,
  ): Promise<T[]> {
    const offsets: number[] = [];
    for (let o = from; o < to; o += UPSTREAM_PAGE) offsets.push(o);
    const pages = await mapLimit(offsets, CONCURRENCY, (o) => fetchPage(o, Math.min(UPSTREAM_PAGE, to - o)));
    return pages.flatMap((p) => p.list);
  }

  async function index(origin: string): Promise<string> {
    const c = client();
    const [products, brands] = await Promise.all([productTotal(c), brandTotal(c)]);
    const locs = [
      `${origin}/sitemaps/pages.xml`,
      ...Array.from({ length: shards(products) }, (_, i) => `${origin}/sitemaps/products-${i + 1}.xml`),
      ...Array.from({ length: shards(brands) }, (_, i) => `${origin}/sitemaps/brands-${i + 1}.xml`),
      `${origin}/sitemaps/categories.xml`,
      `${origin}/sitemaps/collections.xml`,
    ];
    return sitemapIndex(locs);
  }

  async function shard(origin: string, name: string): Promise<string | null> {
    const c = client();
    if (name === 'pages.xml') {
      return urlset(PAGES.map((p) => ({ loc: origin + p })));
    }
    if (name === 'categories.xml' || name === 'collections.xml') {
      const t = await c.request(catalogMenuV1.categoryList, {});
      const list = name === 'categories.xml' ? t.categories : t.collections;
      const prefix = name === 'categories.xml' ? '/category/' : '/collection/';
      return urlset(list.map((x) => ({ loc: `${origin}${prefix}${encodeURIComponent(x.code)}` })));
    }
    const m = /^(products|brands)-([1-9]\d*)\.xml$/.exec(name);
    if (!m) return null;
    const n = Number(m[2]);
    const from = (n - 1) * shardSize;
    if (m[1] === 'products') {
      const total = await productTotal(c);
      if (n > shards(total)) return null;
      const list = await range(
        (offset, pageSize) => c.request(catalogListV1.productList, { offset, pageSize }),
        from,
        Math.min(from + shardSize, total),
      );
      return urlset(
        list.map((p) => ({ loc: `${origin}/product/${encodeURI(p.slug)}`, lastmod: p.createdAt.slice(0, 10) })),
      );
    }
    const total = await brandTotal(c);
    if (n > shards(total)) return null;
    const list = await range(
      (offset, pageSize) => c.request(catalogBrandV1.list, { offset, pageSize }),
      from,
      Math.min(from + shardSize, total),
    );
    return urlset(list.map((b) => ({ loc: `${origin}/brand/${b.brandId}` })));
  }

  /** Handles the sitemap paths; false when `path` is not one of them. */
  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const isIndex = path === '/sitemap.xml' || path === '/index-sitemap.xml';
    if (!isIndex && !path.startsWith('/sitemaps/')) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
      return true;
    }
    const origin = publicOrigin(req, opts);
    try {
      const xml = isIndex ? await index(origin) : await shard(origin, path.slice('/sitemaps/'.length));
      if (xml === null) send(res, 404, 'Not Found');
      else
        await sendCacheable(req, res, Buffer.from(xml), {
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        });
    } catch (e) {
      send(res, e instanceof NetworkError ? 503 : 502, 'Sitemap temporarily unavailable', { 'retry-after': '60' });
    }
    return true;
  };
}
