/** The shop's real pages, as its sitemaps list them (paths, so any origin works), and how a phone asks for them. */
import { SORTS } from '@tote/contract/listing';

/** A phone's first visit (Chromium on Android), without cookies. */
export const PHONE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/126.0.0.0 Mobile Safari/537.36',
};

/**
 * The n-th of a run of category pages no cache holds: each category in turn, with `?sort=` (the four sorts in turn)
 * and a price floor under every price that is new on each request (`priceMin=0.000…`).
 */
export function uncachedCategoryPath(categories: string[], n: number): string {
  const floor = `0.${String(n + 1).padStart(9, '0')}`;
  return `${categories[n % categories.length]}?sort=${SORTS[n % SORTS.length]}&priceMin=${floor}`;
}

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function text(url: URL | string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${String(url)}: HTTP ${res.status}`);
  return res.text();
}

/** Every path the sitemaps list, in their order. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const shards = locs(await text(`${origin}/sitemap.xml`));
  const paths: string[] = [];
  for (const shard of shards) {
    for (const url of locs(await text(new URL(new URL(shard).pathname, origin)))) paths.push(new URL(url).pathname);
  }
  return paths;
}

/** The paths under a prefix ('/category/'); throws when there is none. */
export function pathsUnder(paths: string[], prefix: string): string[] {
  const found = paths.filter((p) => p.startsWith(prefix));
  if (!found.length) throw new Error(`the sitemaps list no ${prefix} page`);
  return found;
}
