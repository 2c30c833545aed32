/** The shop's real pages, as its sitemaps list them (paths, so any origin works). */

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
