import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startGateway, v1, type Gateway, type GraphQLResponse } from './helpers.js';
import { LISTING_QUERY } from './queries.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw?.close());

const NODE_QUERY = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Product {
        productId
        title
      }
      ... on Brand {
        brandId
        name
      }
      ... on Category {
        code
        name
      }
      ... on Collection {
        code
        name
      }
      ... on Occasion {
        code
        name
      }
      ... on ProductListing {
        kind
        listingCode: code
        listingTitle: title
        header {
          title
        }
      }
    }
  }
`;

describe('node(id:)', () => {
  it('round-trips every Node type', async () => {
    const firstProductId = (await v1('/basic/productList', { pageSize: 1 })).data.list[0].shopProductId;
    const res = await gql(
      gw.url,
      /* GraphQL */ `{
        product(productId: ${firstProductId}) { id productId }
        brands(first: 1) { edges { node { id brandId } } }
        categories { id code }
        collections { id code }
        occasions { id code }
        productListing(scope: { kind: COLLECTION, code: "allStyle", title: "dress" }) { id kind code title }
      }`,
    );
    expect(res.errors).toBeUndefined();
    const d = res.data;
    const cases: [string, string, Record<string, unknown>][] = [
      [d.product.id, 'Product', { productId: d.product.productId }],
      [d.brands.edges[0].node.id, 'Brand', { brandId: d.brands.edges[0].node.brandId }],
      [d.categories[0].id, 'Category', { code: d.categories[0].code }],
      [d.collections[0].id, 'Collection', { code: d.collections[0].code }],
      [d.occasions[0].id, 'Occasion', { code: d.occasions[0].code }],
      [d.productListing.id, 'ProductListing', { kind: 'COLLECTION', listingCode: 'allStyle', listingTitle: 'dress' }],
    ];
    for (const [id, type, fields] of cases) {
      const r = await gql(gw.url, NODE_QUERY, { id });
      expect(r.errors, type).toBeUndefined();
      expect(r.data.node).toMatchObject({ __typename: type, id, ...fields });
    }
    const all = await gql(gw.url, 'query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', {
      ids: cases.map((c) => c[0]),
    });
    expect(all.data.nodes.map((n: { __typename: string }) => n.__typename)).toEqual(cases.map((c) => c[1]));
  });

  it('answers null for ids that name nothing', async () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    for (const id of [
      'garbage',
      b64('Product:99999999'),
      b64('Brand:99999999'),
      b64('Category:NOPE'),
      b64('Spaceship:1'),
      b64('ProductListing:["CATEGORY","NOPE",null]'),
    ]) {
      const r = await gql(gw.url, NODE_QUERY, { id });
      expect(r.errors, id).toBeUndefined();
      expect(r.data.node, id).toBeNull();
    }
  });
});

describe('productListing', () => {
  it('pages with first/after: cursors, hasNextPage, totalCount', async () => {
    const scope = { kind: 'CATEGORY', code: 'DRESSES' };
    const upstreamTotal = (await v1('/basic/productList', { categoryCode: 'DRESSES', pageSize: 1 })).data.total;
    const first = await gql(gw.url, LISTING_QUERY, { scope, first: 5 });
    expect(first.errors).toBeUndefined();
    const conn = first.data.productListing.products;
    expect(conn.totalCount).toBe(upstreamTotal);
    expect(conn.edges).toHaveLength(5);
    expect(conn.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: conn.edges[0].cursor,
      endCursor: conn.edges[4].cursor,
    });

    const second = await gql(gw.url, LISTING_QUERY, { scope, first: 5, after: conn.pageInfo.endCursor });
    const conn2 = second.data.productListing.products;
    expect(conn2.pageInfo.hasPreviousPage).toBe(true);
    const ten = await gql(gw.url, LISTING_QUERY, { scope, first: 10 });
    expect([...conn.edges, ...conn2.edges].map((e: { node: { id: string } }) => e.node.id)).toEqual(
      ten.data.productListing.products.edges.map((e: { node: { id: string } }) => e.node.id),
    );

    // Walk to the end: every product once, hasNextPage false on the last page.
    const seen = new Set<string>();
    let after: string | null = null;
    for (;;) {
      const r: GraphQLResponse & { status: number } = await gql(gw.url, LISTING_QUERY, { scope, first: 100, after });
      const c = r.data.productListing.products;
      for (const e of c.edges) seen.add(e.node.id);
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor;
    }
    expect(seen.size).toBe(upstreamTotal);
  });

  it('refuses first outside 1..100 with BAD_USER_INPUT, on connections and plain rows alike', async () => {
    for (const first of [0, 101]) {
      const r = await gql(gw.url, LISTING_QUERY, { scope: { kind: 'ALL' }, first });
      expect(r.errors?.[0]).toMatchObject({
        message: '`first` must be between 1 and 100.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const similar = await gql(
      gw.url,
      '{ productListing(scope: { kind: ALL }) { products(first: 1) { edges { node { ' +
        'similarItems(first: 0) { id } } } } } }',
    );
    expect(similar.errors?.[0]?.message).toBe('`first` must be between 1 and 100.');
    const b = await gql(gw.url, '{ brands(first: 500) { totalCount } }');
    expect(b.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sorts and filters like the upstream', async () => {
    const r = await gql(gw.url, LISTING_QUERY, {
      scope: { kind: 'ALL' },
      first: 20,
      sort: 'PRICE_ASC',
      filter: { priceMin: 100, priceMax: 300, availableNow: true, sizes: ['M'] },
    });
    expect(r.errors).toBeUndefined();
    const c = r.data.productListing.products;
    const prices = c.edges.map((e: { node: { price: { amount: number } } }) => e.node.price.amount);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const p of prices) expect(p >= 100 && p <= 300).toBe(true);
    const up = await v1('/basic/productList', {
      pageSize: 20,
      orderByColumn: 'price_asc',
      availableNow: true,
      filter: { priceMin: 100, priceMax: 300, sizes: ['M'] },
    });
    expect(c.totalCount).toBe(up.data.total);
    expect(c.edges.map((e: { node: { productId: number } }) => e.node.productId)).toEqual(
      up.data.list.map((p: { shopProductId: number }) => p.shopProductId),
    );

    const desc = await gql(gw.url, LISTING_QUERY, { scope: { kind: 'ALL' }, first: 10, sort: 'PRICE_DESC' });
    const d = desc.data.productListing.products.edges.map(
      (e: { node: { price: { amount: number } } }) => e.node.price.amount,
    );
    expect(d).toEqual([...d].sort((a, b) => b - a));
  });

  it('serves every kind of listing with header and facets', async () => {
    const brandId = (await v1('/brands/list', { pageSize: 1 })).data.list[0].brandId;
    const taxonomy = (await v1('/menu/category/list')).data;
    const scopes = [
      { kind: 'ALL' },
      { kind: 'CATEGORY', code: taxonomy.categories[0].code },
      { kind: 'COLLECTION', code: taxonomy.collections.find((c: { code: string }) => c.code !== 'allStyle').code },
      { kind: 'COLLECTION', code: 'allStyle', title: 'dress' },
      { kind: 'OCCASION', code: taxonomy.occasions[0].code },
      { kind: 'BRAND', code: String(brandId) },
      { kind: 'NEW_ARRIVALS' },
      { kind: 'VIAVIA' },
    ];
    for (const scope of scopes) {
      const r = await gql(gw.url, LISTING_QUERY, { scope, first: 3 });
      expect(r.errors, JSON.stringify(scope)).toBeUndefined();
      const l = r.data.productListing;
      expect(l.kind).toBe(scope.kind);
      expect(l.header.title.length).toBeGreaterThan(0);
      expect(l.products.totalCount, JSON.stringify(scope)).toBeGreaterThan(0);
      if (scope.kind !== 'VIAVIA') expect(l.facets.sortOptions.length).toBeGreaterThan(0);
    }
    const brandList = await gql(gw.url, LISTING_QUERY, { scope: { kind: 'BRAND', code: String(brandId) }, first: 50 });
    for (const e of brandList.data.productListing.products.edges) expect(e.node.brand.url).toBe(`/brand/${brandId}`);
  });

  it('answers null for a scope that names nothing', async () => {
    for (const scope of [
      { kind: 'CATEGORY', code: 'NO_SUCH_CATEGORY' },
      { kind: 'COLLECTION', code: 'nope' },
      { kind: 'OCCASION', code: 'NOPE' },
      { kind: 'BRAND', code: '99999999' },
      { kind: 'BRAND', code: 'abc' },
    ]) {
      const r = await gql(gw.url, LISTING_QUERY, { scope });
      expect(r.errors, JSON.stringify(scope)).toBeUndefined();
      expect(r.data.productListing).toBeNull();
    }
  });
});

describe('brands', () => {
  it('groups every brand by initial for the A–Z index', async () => {
    const r = await gql(gw.url, '{ brandIndex { initial brands { id brandId name url } } }');
    expect(r.errors).toBeUndefined();
    const groups = r.data.brandIndex;
    const names = (await v1('/brands/getBrandNameList')).data.list;
    expect(groups.flatMap((g: { brands: unknown[] }) => g.brands)).toHaveLength(names.length);
    const initials = groups.map((g: { initial: string }) => g.initial);
    expect(initials).toEqual(
      [...initials].sort((a: string, b: string) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))),
    );
    for (const g of groups) {
      for (const b of g.brands) {
        const first = b.name.charAt(0).toUpperCase();
        expect(g.initial).toBe(/[A-Z]/.test(first) ? first : '#');
        expect(b.url).toBe(`/brand/${b.brandId}`);
      }
    }
  });

  it('pages the brand list and finds a brand by number', async () => {
    const r = await gql(
      gw.url,
      '{ brands(first: 3) { totalCount pageInfo { hasNextPage endCursor } ' +
        'edges { node { brandId name description productCount logo { url } } } } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.brands.edges).toHaveLength(3);
    expect(r.data.brands.totalCount).toBe((await v1('/brands/list', { pageSize: 1 })).data.total);
    const b = r.data.brands.edges[1].node;
    const one = await gql(gw.url, 'query($id: Int!) { brand(brandId: $id) { name description productCount } }', {
      id: b.brandId,
    });
    expect(one.data.brand).toEqual({ name: b.name, description: b.description, productCount: b.productCount });
    const none = await gql(gw.url, '{ brand(brandId: 99999999) { name } }');
    expect(none.errors).toBeUndefined();
    expect(none.data.brand).toBeNull();
  });
});
