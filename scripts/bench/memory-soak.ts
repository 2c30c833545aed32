/**
 * Benchmark: the shop's memory under a long mix of catalog reads (#35: gateway + api ≤ 300 MiB on PostgreSQL,
 * ≤ 450 on PGlite, under any mix). For `--minutes` it drives the running shop's gateway with the reads no cache can
 * answer — every listing another page size, sort and offset, every search another three words (the method of
 * ../shared/peers/vendure/bench/side-by-side-uncached.mjs) — mixed with product pages across the catalog and
 * repeats of a few popular requests, which the caches do keep. Every `--every` seconds it prints the RSS of the
 * gateway and the api (found by their ports with `ss -ltnpH`), sampled each second for the peak, and the req/s
 * since the last line; it exits 1 when their sum passed `--bound-mib` at any sample (after the run, to show it all).
 *
 *   npx tsx scripts/bench/memory-soak.ts [--url http://127.0.0.1:8080/graphql] [--ports 8080,8081]
 *        [--minutes 10] [--bound-mib 300] [--conns 10] [--every 10]
 *
 * The gateway must take ad-hoc queries: the development profile (NODE_ENV unset), as `npm start` runs it.
 */
import autocannon from 'autocannon';
import { pidOn, rssMiB } from './shop.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
};
const URL_ = arg('url', 'http://127.0.0.1:8080/graphql');
const PORTS = arg('ports', '8080,8081').split(',').map(Number);
const MINUTES = Number(arg('minutes', '10'));
const BOUND_MIB = Number(arg('bound-mib', '300'));
const CONNS = Number(arg('conns', '10'));
const EVERY_S = Number(arg('every', '10'));

type Body = { query: string; variables?: Record<string, unknown> };

const WORDS = ['dress', 'shirt', 'linen', 'blue', 'black', 'wool', 'silk', 'shoes', 'boot', 'jacket', 'skirt', 'coat'];
WORDS.push('red', 'cotton', 'leather', 'green', 'white', 'midi', 'mini', 'knit', 'denim', 'satin', 'sandal', 'loafer');
WORDS.push('tank', 'cardigan', 'blazer', 'trouser', 'short', 'sweater');
const SORTS = ['RECOMMENDED', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC'];
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const pageSize = (): number => 10 + Math.floor(Math.random() * 21);

const LIST = /* GraphQL */ `
  query ($c: String, $f: Int, $o: ProductSort) {
    productListing(scope: { kind: ALL }) {
      products(first: $f, after: $c, sort: $o) {
        totalCount
        edges {
          node {
            id
            title
            slug
            cover {
              url
            }
            price {
              amount
            }
            sizes {
              sku
              stock
            }
          }
        }
      }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query ($t: String!) {
    search(query: $t, first: 20) {
      totalCount
      edges {
        node {
          title
          slug
          price {
            amount
          }
        }
      }
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query ($slug: String!) {
    product(slug: $slug) {
      id
      title
      slug
      description
      details
      cover {
        url
        alt
      }
      colors {
        colorId
        name
        hex
        images {
          url
          alt
        }
      }
      sizes {
        sku
        label
        stock
        availability
      }
      price {
        amount
        currency
      }
      originalPrice {
        amount
      }
      rentalPrice {
        amount
      }
      brand {
        id
        name
      }
      categories {
        id
        code
        name
      }
      occasions {
        id
        code
        name
      }
      config {
        canRent
        canBuy
        sizeChart {
          label
          us
          detail
        }
      }
    }
  }
`;
const SLUGS = /* GraphQL */ `
  query ($c: String) {
    productListing(scope: { kind: ALL }) {
      products(first: 100, after: $c) {
        edges {
          node {
            slug
          }
        }
      }
    }
  }
`;

const list = (): Body => ({
  query: LIST,
  variables: { c: b64(`offset:${Math.floor(Math.random() * 1150)}`), f: pageSize(), o: pick(SORTS) },
});
const search = (): Body => ({ query: SEARCH, variables: { t: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}` } });

async function post(body: Body): Promise<{ data?: unknown; errors?: unknown }> {
  const res = await fetch(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { data?: unknown; errors?: unknown };
}

/** Every product's slug, a hundred at a time, for product pages across the whole catalog. */
async function catalogSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let offset = 0; offset < 5_000; offset += 100) {
    const c = offset ? b64(`offset:${offset - 1}`) : null;
    const r = (await post({ query: SLUGS, variables: { c } })) as {
      data?: { productListing: { products: { edges: { node: { slug: string } }[] } } };
      errors?: unknown;
    };
    if (r.errors || !r.data) throw new Error(`memory-soak: the catalog could not be read: ${JSON.stringify(r.errors)}`);
    const page = r.data.productListing.products.edges.map((e) => e.node.slug);
    slugs.push(...page);
    if (page.length < 100) break;
  }
  return slugs;
}

const slugs = await catalogSlugs();
const detail = (): Body => ({ query: DETAIL, variables: { slug: pick(slugs) } });
/** Popular requests, asked again and again: the first pages of each sort, a few searches, a few products. */
const popular: Body[] = [
  ...SORTS.map((o) => ({ query: LIST, variables: { c: null, f: 24, o } })),
  ...['dress', 'black dress', 'linen shirt', 'boots'].map((t) => ({ query: SEARCH, variables: { t } })),
  ...slugs.slice(0, 12).map((slug) => ({ query: DETAIL, variables: { slug } })),
];
/** The mix: 30 % uncached listings, 25 % uncached searches, 25 % product pages, 20 % popular repeats. */
const MIX: [number, () => Body][] = [
  [0.3, list],
  [0.25, search],
  [0.25, detail],
  [0.2, () => pick(popular)],
];
function next(): Body {
  let r = Math.random();
  for (const [share, make] of MIX) if ((r -= share) < 0) return make();
  return list();
}

for (const make of [list, search, detail]) {
  const r = await post(make());
  if (r.errors) throw new Error(`memory-soak: ${JSON.stringify(r.errors).slice(0, 300)}`);
}

const pids = PORTS.map((port) => {
  const pid = pidOn(port);
  if (!pid) throw new Error(`memory-soak: nothing listens on port ${port}`);
  return pid;
});
const sample = (): number[] => pids.map((pid) => rssMiB(pid));
const fmt = (n: number): string => n.toFixed(0).padStart(4);

console.log(
  `memory-soak: ${MINUTES} min at ${URL_}, ${CONNS} connections, ${slugs.length} products; bound ${BOUND_MIB} MiB ` +
    `(ports ${PORTS.join(', ')}: pids ${pids.join(', ')})`,
);
console.log(`${'min'.padStart(5)}  ${PORTS.map((p) => `:${p}`.padStart(6)).join(' ')}    sum   peak  req/s`);

let peak = 0;
let peakAt = '';
let over = 0;
let samples = 0;
let lastCount = 0;
let lastAt = Date.now();
const startedAt = Date.now();
let requests = 0;
const elapsedMin = (): string => ((Date.now() - startedAt) / 60_000).toFixed(2);
const sampler = setInterval(() => {
  const rss = sample();
  const sum = rss.reduce((s, x) => s + x, 0);
  samples++;
  if (sum > BOUND_MIB) over++;
  if (sum > peak) [peak, peakAt] = [sum, elapsedMin()];
  if (samples % EVERY_S === 0) {
    const now = Date.now();
    const rps = ((requests - lastCount) * 1000) / (now - lastAt);
    [lastCount, lastAt] = [requests, now];
    console.log(
      [elapsedMin().padStart(5), rss.map((x) => fmt(x).padStart(6)).join(' '), fmt(sum), ` ${fmt(peak)}`]
        .concat(rps.toFixed(0).padStart(5))
        .join('  '),
    );
  }
}, 1_000);

const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: URL_,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      duration: MINUTES * 60,
      connections: CONNS,
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(next()) }) }],
    },
    (err, r) => (err ? reject(err) : resolve(r)),
  );
  instance.on('response', () => void requests++);
});
clearInterval(sampler);

const bad = result.non2xx + result.errors + result.timeouts;
console.log(
  `\n${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, ${bad} failed`,
);
console.log(
  `peak ${peak.toFixed(0)} MiB (gateway + api) at minute ${peakAt}; ` +
    `${over} of ${samples} samples over ${BOUND_MIB} MiB: ` +
    (over ? 'FAIL' : 'PASS'),
);
process.exit(over || bad ? 1 : 0);
