/**
 * No N+1 anywhere: every query of the web app (web/persisted-queries.json, sent by id as the shop sends it)
 * runs against the real api through a counting proxy, with real variables from the seeded catalog and signed
 * in where the screen needs it. Each upstream resource (an endpoint) a query reads costs exactly one call,
 * however many cards, lines or rows the screen shows: the count of calls equals the count of distinct
 * endpoints. A new query in the file fails here until it has its variables (screen-fixtures.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogListener } from '../src/cache/catalogWatch.js';
import { SharedReads } from '../src/cache/sharedReads.js';
import { MAX_BATCH_IDS } from '@tote/contract/params';
import { batchLoaderMakers } from '../src/loaders/batch.js';
import { catalogBatchEndpoints } from '../src/loaders/catalog.js';
import { DEFAULT_PERSISTED_QUERIES } from '../src/persisted.js';
import { UpstreamClient, UpstreamPool } from '../src/upstream/client.js';
import { Browser } from './account-helpers.js';
import {
  apiUrl,
  startCountingProxy,
  startGateway,
  v1,
  type Gateway,
  type GqlData,
  type GraphQLResponse,
} from './helpers.js';
import {
  memberWithHistory,
  screenVariables,
  seededCatalog,
  type Catalog,
  type Member,
  type Screen,
} from './screen-fixtures.js';

let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gw: Gateway;
let catalog: Catalog;
let member: Member;
let guest: Browser;
let screens: Record<string, Screen>;

beforeAll(async () => {
  proxy = await startCountingProxy();
  gw = await startGateway({ upstreamUrl: proxy.url });
  guest = new Browser(gw.url);
  catalog = await seededCatalog();
  member = await memberWithHistory(gw.url, catalog);
  screens = screenVariables(catalog, member);
}, 180_000);
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});
beforeEach(() => proxy.reset());

const persisted = JSON.parse(readFileSync(DEFAULT_PERSISTED_QUERIES, 'utf8')) as Record<string, string>;
const queries = Object.entries(persisted)
  .map(([id, text]) => ({ id, name: /^query\s+(\w+)/.exec(text)?.[1] }))
  .filter((q): q is { id: string; name: string } => q.name !== undefined)
  .sort((a, b) => a.name.localeCompare(b.name));

/** The endpoints a run called, and how many times each. */
function tally(): Map<string, number> {
  const t = new Map<string, number>();
  for (const c of proxy.calls) t.set(`${c.method} ${c.path}`, (t.get(`${c.method} ${c.path}`) ?? 0) + 1);
  return t;
}

async function run(screen: Screen, body: Record<string, unknown>): Promise<GraphQLResponse<GqlData>> {
  const b = screen.as === 'member' ? member.browser : guest;
  const res = await b.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ ...body, variables: screen.variables ?? {} }),
  });
  return (await res.json()) as GraphQLResponse<GqlData>;
}

/**
 * Calls a query makes more than once on purpose, each with its reason: none is one call per item of a list.
 * The login screen's social buttons: /user/login/methodList builds the authorize URL of the redirect URI it is
 * given, and each channel has its own (/oauth/callback/{channel}), so the gateway asks once per social channel.
 */
const FIXED_FANOUT: Record<string, Record<string, number>> = {
  LoginScreenQuery: { 'GET /user/login/methodList': 3 },
};

function expectOneCallPerResource(name: string): void {
  const t = tally();
  const fanout = FIXED_FANOUT[name] ?? {};
  const repeated = [...t].filter(([e, n]) => n > (fanout[e] ?? 1)).map(([e, n]) => `${e} ×${n}`);
  expect(repeated, `${name}: ${proxy.calls.length} calls to ${t.size} endpoints`).toEqual([]);
  for (const [e, n] of Object.entries(fanout)) expect(t.get(e), `${name}: ${e}`).toBe(n);
  const extra = Object.values(fanout).reduce((sum, n) => sum + n - 1, 0);
  expect(proxy.calls.length).toBe(t.size + extra);
}

/** Where list screens show their items: each must show several, or the run would prove nothing about N+1. */
const LISTS: Record<string, string> = {
  HomeScreenQuery: 'home.sections',
  CategoryScreenQuery: 'productListing.products.edges',
  BrandScreenQuery: 'productListing.products.edges',
  ProductScreenQuery: 'product.recommendations.similarItems',
  SearchScreenQuery: 'search.edges',
  ToteDrawerQuery: 'viewer.tote.purchase.items',
  CheckoutSummaryQuery: 'checkoutPreview.preview.lines',
  OrderScreenQuery: 'order.lines',
  WishlistScreenQuery: 'viewer.wishlist.edges',
  FollowedBrandsPaginationQuery: 'node.followedBrands.edges',
  BillingAndReceiptsScreenQuery: 'viewer.receipts.edges',
};

const at = (data: GqlData, path: string): unknown =>
  path.split('.').reduce((v: GqlData, k) => (v == null ? undefined : v[k]), data);

describe('every query of the web app costs one upstream call per resource it reads', () => {
  it('has variables for every query of web/persisted-queries.json', () => {
    expect(queries.length).toBeGreaterThan(40);
    expect(queries.map((q) => q.name).filter((n) => !(n in screens))).toEqual([]);
  });

  it.each(queries)('$name', async ({ id, name }) => {
    const screen = screens[name];
    if (!screen) throw new Error(`no variables for ${name}: add it to screenVariables (screen-fixtures.ts)`);
    const r = await run(screen, { documentId: id });
    expect(r.errors, name).toBeUndefined();
    expect(r.data).toBeTruthy();
    if (LISTS[name]) expect((at(r.data, LISTS[name]) as unknown[] | undefined)?.length, LISTS[name]).toBeGreaterThan(1);
    expectOneCallPerResource(name);
  });
});

/** The product list of the benchmark (#11): 20 cards with each size's stock. */
const LIST_WITH_SIZES = /* GraphQL */ `
  query ProductList {
    productListing(scope: { kind: ALL }) {
      products(first: 20) {
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
/** Every per-card resource at once: detail fields, sizes, config, and the brand's own fields. */
const LIST_WITH_EVERYTHING = /* GraphQL */ `
  query ProductListWithEverything {
    productListing(scope: { kind: NEW_ARRIVALS }) {
      products(first: 24) {
        edges {
          node {
            id
            description
            sizeType
            sizes {
              sku
            }
            config {
              canRent
            }
            brand {
              id
              description
              logo {
                url
              }
              productCount
            }
          }
        }
      }
    }
  }
`;

describe('a product list', () => {
  it('with sizes costs the list and one call for every card’s sizes (the benchmark’s list: ≤ 3 calls)', async () => {
    const r = await run({ as: 'guest' }, { query: LIST_WITH_SIZES });
    expect(r.errors).toBeUndefined();
    const edges = r.data.productListing.products.edges as { node: { sizes: unknown[] } }[];
    expect(edges).toHaveLength(20);
    for (const e of edges) expect(e.node.sizes.length).toBeGreaterThan(0);
    expectOneCallPerResource('ProductList');
    expect(proxy.calls.length).toBeLessThanOrEqual(3);
  });

  it('with every per-card field costs one call per resource, for a signed-in shopper too', async () => {
    const r = await run({ as: 'member' }, { query: LIST_WITH_EVERYTHING });
    expect(r.errors).toBeUndefined();
    const nodes = (r.data.productListing.products.edges as { node: GqlData }[]).map((e) => e.node);
    expect(nodes).toHaveLength(24);
    for (const n of nodes)
      expect(n).toMatchObject({ description: expect.any(String), brand: { productCount: expect.any(Number) } });
    expectOneCallPerResource('ProductListWithEverything');
    expect(
      proxy.calls
        .map((c) => c.path)
        .filter((p) => p.startsWith('/product/') || p.startsWith('/brands/'))
        .sort(),
    ).toEqual(['/brands/infos', '/product/configs', '/product/infos', '/product/skuLists']);
  });
});

describe('the batch loaders', () => {
  it('load every id of a tick in one call, each answered as its single read answers it', async () => {
    const pool = new UpstreamPool(apiUrl());
    try {
      const client = new UpstreamClient(pool, {});
      const productSkuLists = batchLoaderMakers(catalogBatchEndpoints).productSkuLists(client, null);
      const [a, b] = catalog.productIds as [number, number];
      const unknown = 2_000_000;
      const [ra, rb, rUnknown, again] = await Promise.allSettled(
        [a, b, unknown, a].map((id) => productSkuLists.load(id)),
      );
      expect(client.calls).toEqual([
        { method: 'GET', path: '/product/skuLists', params: { shopProductIds: [a, b, unknown] } },
      ]);
      expect(ra).toEqual({ status: 'fulfilled', value: (await v1('/product/skuList', { shopProductId: a })).data });
      expect(rb).toEqual({ status: 'fulfilled', value: (await v1('/product/skuList', { shopProductId: b })).data });
      expect(again).toEqual(ra);
      expect(rUnknown).toMatchObject({
        status: 'rejected',
        reason: { code: 20003, upstreamPath: '/product/skuLists' },
      });

      const many = Array.from({ length: MAX_BATCH_IDS + 1 }, (_, i) => i + 1);
      await Promise.allSettled(many.map((id) => productSkuLists.load(id)));
      expect(
        client.calls.slice(1).map((c) => (c.params as { shopProductIds: number[] }).shopProductIds.length),
      ).toEqual([MAX_BATCH_IDS, 1]);
    } finally {
      await pool.close();
    }
  });

  it('keep each id of a shared batch across requests, ask only for ids not kept, drop a changed product', async () => {
    let listener: CatalogListener | undefined;
    const shared = new SharedReads({ listen: (l) => void (listener = l), close: async () => {} });
    listener!.onReady(false);
    const pool = new UpstreamPool(apiUrl());
    const asked: number[][] = [];
    const request = async (ids: number[]) => {
      const client = new UpstreamClient(pool, {});
      const loader = batchLoaderMakers(catalogBatchEndpoints).productSkuLists(client, shared);
      const answers = await Promise.all(ids.map((id) => loader.load(id)));
      asked.push(...client.calls.map((c) => (c.params as { shopProductIds: number[] }).shopProductIds));
      return answers;
    };
    try {
      const [a, b, c] = catalog.productIds as [number, number, number];
      const first = await request([a, b]);
      const second = await request([a, c]);
      expect(second[0]).toEqual(first[0]);
      expect(second[1]).toEqual((await v1('/product/skuList', { shopProductId: c })).data);
      listener!.onChange({ products: [a], lists: false });
      await request([a, b]);
      expect(asked).toEqual([[a, b], [c], [a]]);
    } finally {
      await pool.close();
    }
  });
});
