import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gql, startCountingProxy, startGateway, v1, type Gateway } from './helpers.js';
import { HOME_QUERY, PDP_QUERY } from './queries.js';

let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gw: Gateway;

beforeAll(async () => {
  proxy = await startCountingProxy();
  gw = await startGateway({ upstreamUrl: proxy.url });
});
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});
beforeEach(() => proxy.reset());

const paths = () => proxy.calls.map((c) => c.path).sort();

describe('home', () => {
  it('answers the home screen in one GraphQL request', async () => {
    const res = await gql(gw.url, HOME_QUERY);
    expect(res.errors).toBeUndefined();
    const { home, appSettings, menu } = res.data;
    expect(appSettings).toMatchObject({
      announcement: expect.any(String),
      isAIEnabled: expect.any(Boolean),
      toteUpperLimit: expect.any(Number),
    });
    expect(menu.length).toBeGreaterThan(0);
    expect(menu[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      url: expect.stringMatching(/^\//),
    });

    const types = home.sections.map((s: { __typename: string }) => s.__typename);
    expect(types).toContain('HomeHero');
    expect(types).toContain('HomeProductRow');
    const row = home.sections.find((s: { __typename: string }) => s.__typename === 'HomeProductRow');
    expect(row.products.length).toBeGreaterThan(0);
    const card = row.products[0];
    expect(card.url).toBe(`/product/${card.slug}`);
    expect(card.slug.startsWith(`${card.productId}-`)).toBe(true);
    expect(card.price).toMatchObject({ currency: 'USD', formatted: expect.stringMatching(/^\$\d[\d,]*\.\d\d$/) });
    expect(['AVAILABLE', 'LOW_STOCK', 'OUT_OF_STOCK']).toContain(card.availability);
    expect(card.colors.length).toBeGreaterThan(0);
    expect(card.cover.url).toMatch(/^\/images\//);
    expect(card.brand.url).toMatch(/^\/brand\/\d+$/);
  });

  it('costs each distinct upstream resource exactly once (no N+1)', async () => {
    const res = await gql(gw.url, HOME_QUERY);
    expect(res.errors).toBeUndefined();
    expect(proxy.calls.length).toBe(proxy.distinct());
    expect(paths()).toEqual(['/app/dynamic', '/homepage/index', '/menu/index']);
  });
});

describe('product page', () => {
  let slug: string;
  beforeAll(async () => {
    const list = await v1('/basic/productList', { pageSize: 5 });
    slug = list.data.list[2].slug;
  });

  it('answers the PDP: colors, sizes, config, similar items', async () => {
    const res = await gql(gw.url, PDP_QUERY, { slug });
    expect(res.errors).toBeUndefined();
    const p = res.data.product;
    const info = await v1('/product/info', { shopProductId: p.productId });
    expect(p.slug).toBe(slug);
    expect(p.title).toBe(info.data.title);
    expect(p.description).toBe(info.data.description);
    expect(p.details).toEqual(info.data.details);
    expect(p.sizeType).toBe(info.data.sizeType.toUpperCase());
    expect(p.colors.map((c: { colorId: number }) => c.colorId)).toEqual(
      info.data.staticColorList.map((c: { colorId: number }) => c.colorId),
    );
    expect(p.colors.map((c: { images: unknown[] }) => c.images)).toEqual(
      info.data.staticColorList.map((c: { imageSets: unknown[] }) => c.imageSets),
    );
    // The card's hover picture: the default color's second image.
    const defaultColor = info.data.staticColorList.find((c: { colorId: number }) => c.colorId === p.defaultColorId);
    expect(p.hoverImage).toEqual(defaultColor.imageSets[1] ?? null);
    expect(p.sizes.length).toBeGreaterThan(0);
    for (const s of p.sizes) expect(['AVAILABLE', 'ONLY_ONE', 'LOW_STOCK', 'OUT_OF_STOCK']).toContain(s.availability);
    expect(typeof p.config.canRent).toBe('boolean');
    expect(p.similarItems.length).toBeGreaterThan(0);
    expect(p.similarItems.map((s: { productId: number }) => s.productId)).not.toContain(p.productId);
    expect(p.occasions[0].url).toMatch(/^\/occasions\?code=/);
    expect(p.categories[0].url).toMatch(/^\/category\//);
  });

  it('costs each distinct upstream resource exactly once', async () => {
    const res = await gql(gw.url, PDP_QUERY, { slug });
    expect(res.errors).toBeUndefined();
    expect(proxy.calls.length).toBe(proxy.distinct());
    // The product page's sizes and config come with its data: one call (/product/page), not three.
    expect(paths()).toEqual(['/basic/productListBySimilarItems', '/product/page']);
  });

  it("gives a card's colors their pictures from one batched /product/infos call", async () => {
    const CARDS = `query { productListing(scope: { kind: ALL }) { products(first: 5) { edges { node {
      productId hoverImage { url } colors { colorId images { url alt } } } } } } }`;
    const res = await gql(gw.url, CARDS);
    expect(res.errors).toBeUndefined();
    const cards = res.data.productListing.products.edges.map((e: { node: unknown }) => e.node);
    expect(cards).toHaveLength(5);
    expect(paths()).toEqual(['/basic/plp/header', '/basic/productList', '/product/infos']);
    for (const card of cards) {
      const info = (await v1('/product/info', { shopProductId: card.productId })).data;
      expect(card.colors).toEqual(
        info.staticColorList.map((c: { colorId: number; imageSets: unknown[] }) => ({
          colorId: c.colorId,
          images: c.imageSets,
        })),
      );
      expect(card.hoverImage).toEqual({ url: info.staticColorList[0].imageSets[1].url });
    }
  });

  it('selects the sizes of another color', async () => {
    const info = (await v1('/basic/productList', { pageSize: 100 })).data.list.find(
      (p: { staticColorList: unknown[] }) => p.staticColorList.length > 1,
    );
    const other = info.staticColorList[1].colorId;
    const res = await gql(gw.url, PDP_QUERY, { slug: info.slug, colorId: other });
    const skus = (await v1('/product/skuList', { shopProductId: info.shopProductId, colorId: other })).data.list;
    expect(res.data.product.sizes.map((s: { sku: string }) => s.sku)).toEqual(skus.map((s: { sku: string }) => s.sku));
  });

  it('takes the id from the first segment of a multi-segment slug', async () => {
    const id = slug.split('-')[0];
    for (const s of [`${id}`, `${id}/anything/else`, `${id}-wrong-words`]) {
      const res = await gql(gw.url, 'query($s: String!) { product(slug: $s) { slug } }', { s });
      expect(res.data.product.slug).toBe(slug);
    }
  });

  it('answers null for an unknown product and for a non-numeric slug', async () => {
    for (const s of ['99999999-nothing', 'abc-def', '', '-12']) {
      const res = await gql(gw.url, 'query($s: String!) { product(slug: $s) { id } }', { s });
      expect(res.errors).toBeUndefined();
      expect(res.data.product).toBeNull();
    }
  });

  it('answers NOT_FOUND with the upstream code for an off-shelf product', async () => {
    // On-shelf products are the ones the lists show; an id in their range missing from them is off shelf.
    const ids = new Set<number>();
    const total = (await v1('/basic/productList', { pageSize: 1 })).data.total;
    for (let offset = 0; offset < total; offset += 100) {
      for (const p of (await v1('/basic/productList', { offset, pageSize: 100 })).data.list) ids.add(p.shopProductId);
    }
    const max = Math.max(...ids);
    let offShelf: number | undefined;
    for (let id = Math.min(...ids); id <= max && offShelf === undefined; id++) {
      if (!ids.has(id) && (await v1('/product/info', { shopProductId: id })).code === 70003) offShelf = id;
    }
    expect(offShelf).toBeDefined();
    const res = await gql(gw.url, 'query($id: Int) { product(productId: $id) { id } }', { id: offShelf });
    expect(res.data.product).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      upstreamCode: 70003,
      action: expect.any(String),
      content: expect.any(String),
    });
  });
});
