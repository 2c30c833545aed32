/**
 * What the response cache may keep (src/cache/policy.ts), read from the operations alone, and the schema's
 * declaration of it (@perViewer, @uncached, @private: schema/_cache.graphql).
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema as buildSdl,
  getNamedType,
  isAbstractType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE, USER_COOKIE } from '@tote/contract/cookies';
import { Freshness } from '../src/cache/freshness.js';
import {
  cachePolicyOf,
  isPlainGuest,
  PER_VIEWER_FIELDS,
  PRIVATE_TYPES,
  UNCACHED_FIELDS,
  type CachePolicy,
} from '../src/cache/policy.js';
import { scopeOf } from '../src/cache/scope.js';
import { DEFAULT_PERSISTED_QUERIES } from '../src/persisted.js';
import { buildSchema } from '../src/schema.js';

const schema = buildSchema();
const scope = (query: string, operationName?: string, variables?: Record<string, unknown>) =>
  scopeOf(schema, query, operationName, variables);

describe('scopeOf', () => {
  it('shares what depends on nobody', () => {
    expect(scope('{ brands(first: 2) { edges { node { name } } } menu { title } }')).toBe('shared');
    expect(scope('query { productListing(scope: { kind: ALL }) { products { totalCount } } }')).toBe('shared');
    expect(scope('{ search(query: "dress") { totalCount edges { node { title sizes { stock } } } } }')).toBe('shared');
  });

  it('keeps for guests only what depends on, or acts for, the signed-in shopper', () => {
    expect(scope('{ viewer { id } }')).toBe('guests');
    expect(scope('{ brands { edges { node { name isFollowed } } } }')).toBe('guests');
    expect(scope('{ search(query: "x") { edges { node { saved: isWished } } } }')).toBe('guests');
    expect(scope('{ product(productId: 1) { title } }')).toBe('guests');
    expect(scope('{ node(id: "x") { id } }')).toBe('guests');
    expect(
      scope(`query Q { search(query: "x") { edges { node { ...Card } } } }
             fragment Card on Product { title toteButtons { canBuy } }`),
    ).toBe('guests');
  });

  it('never keeps writes, streams, fresh answers, or what it cannot read', () => {
    expect(scope('mutation { logOut { userErrors { code } } }')).toBe('none');
    expect(scope('subscription { assistantReply(input: { messages: [] }) { __typename } }')).toBe('none');
    expect(scope('{ loginMethods { channel } }')).toBe('none');
    expect(scope('{ appInit { sessionId } }')).toBe('none');
    expect(scope('{ menu { title } ...Drawer } fragment Drawer on Query { searchDrawer { hotKeywords } }')).toBe(
      'none',
    );
    expect(scope('{ assistant { trialMessagesLeft } }')).toBe('none');
    expect(scope('{ noSuchField }')).toBe('none');
    expect(scope('{ brands {')).toBe('none');
  });

  it('reads only what runs: fragments spread, less what @skip/@include leave out for the variables', () => {
    const doc = `query S($q: Boolean!) {
                   menu { title } searchDrawer @skip(if: $q) { hotKeywords } ...R @include(if: $q) }
                 fragment R on Query { viewer { id } }
                 fragment Unused on Query { loginMethods { channel } }`;
    expect(scope(doc, undefined, { q: true })).toBe('guests');
    expect(scope(doc, undefined, { q: false })).toBe('none');
    expect(scope(doc, undefined, {})).toBe('none'); // bad variables: not executable
    expect(scope('{ menu { title } viewer @include(if: false) { id } }')).toBe('shared');
    expect(scope('{ menu { title } ... on Query @skip(if: true) { viewer { id } } }')).toBe('shared');
    expect(scope('{ ...Missing }')).toBe('none');
  });

  it('reads the operation asked for by name', () => {
    const doc = 'query A { brands { totalCount } } mutation B { logOut { userErrors { code } } }';
    expect(scope(doc, 'A')).toBe('shared');
    expect(scope(doc, 'B')).toBe('none');
    expect(scope(doc)).toBe('none'); // two operations and no name: not executable
  });
});

/**
 * The paths from Query to a @private type that pass no @perViewer or @uncached field: through object and
 * interface fields, and from an interface or union to each of its types (a fragment on it selects them).
 */
function privateTypeLeaks(schema: GraphQLSchema, policy: CachePolicy): string[] {
  const seen = new Set<string>();
  const leaks: string[] = [];
  const walk = (type: GraphQLNamedType, path: string): void => {
    if (policy.privateTypes.includes(type.name)) leaks.push(path);
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (isAbstractType(type)) for (const t of schema.getPossibleTypes(type)) walk(t, `${path} → ${t.name}`);
    if (!isObjectType(type) && !isInterfaceType(type)) return;
    for (const field of Object.values(type.getFields())) {
      const coordinate = `${type.name}.${field.name}`;
      if (policy.perViewerFields.has(coordinate) || policy.uncachedFields.has(coordinate)) continue;
      walk(getNamedType(field.type), `${path} → ${coordinate}`);
    }
  };
  walk(schema.getQueryType()!, 'Query');
  return leaks;
}

const DIRECTIVES = readFileSync(new URL('../../schema/_cache.graphql', import.meta.url), 'utf8');
const sdl = (text: string) => buildSdl(`${DIRECTIVES}\n${text}`);

describe('the schema', () => {
  it('reaches no one-shopper type from Query without passing a per-viewer or uncached field', () => {
    expect(privateTypeLeaks(schema, cachePolicyOf(schema))).toEqual([]);
  });

  it('declares the policy the cache reads: the executable schema marks what the SDL read at start-up marks', () => {
    const served = cachePolicyOf(schema);
    expect(served.perViewerFields).toEqual(PER_VIEWER_FIELDS);
    expect(served.uncachedFields).toEqual(UNCACHED_FIELDS);
    expect(served.privateTypes).toEqual(PRIVATE_TYPES);
    expect(PRIVATE_TYPES.length).toBeGreaterThan(20);
  });

  it('kept what the hand-kept lists of policy.ts said before the marks moved onto the schema', () => {
    for (const field of ['Query.viewer', 'Query.node', 'Product.isWished', 'Brand.isFollowed', 'Query.product'])
      expect(PER_VIEWER_FIELDS, field).toContain(field);
    for (const field of ['Query.assistant', 'AppInit.popups', 'AppInit.sessionId', 'Query.loginMethods'])
      expect(UNCACHED_FIELDS, field).toContain(field);
    for (const type of ['User', 'Tote', 'Order', 'PaymentMethod', 'Capsule']) expect(PRIVATE_TYPES).toContain(type);
  });

  it('names the path of a one-shopper type left unmarked, through fields, interfaces and unions', () => {
    const leaky = sdl(`
      interface Node { id: ID! }
      type Wallet implements Node @private { id: ID! balance: Int! }
      type Shop implements Node { id: ID! name: String! }
      union Found = Shop | Wallet
      type Query {
        me: Wallet @perViewer
        search: Found
        node: Node
        shop: Shop
      }
    `);
    expect(privateTypeLeaks(leaky, cachePolicyOf(leaky))).toEqual([
      'Query → Query.search → Wallet',
      'Query → Query.node → Wallet',
    ]);
    const sealed = sdl(`
      interface Node { id: ID! }
      type Wallet implements Node @private { id: ID! balance: Int! }
      type Query { me: Wallet @perViewer node: Node @perViewer history: [Wallet!]! @uncached(reason: "moves") }
    `);
    expect(privateTypeLeaks(sealed, cachePolicyOf(sealed))).toEqual([]);
  });

  it('reads the marks of type extensions, and carries a field’s mark between an interface and its types', () => {
    const s = sdl(`
      interface Priced { price: Int! }
      type Item implements Priced { price: Int! title: String! }
      type Deal implements Priced { price: Int! @perViewer }
      type Query { item: Item }
      extend type Item { saved: Boolean! @perViewer }
      type Basket { count: Int! }
      extend type Basket @private
    `);
    const policy = cachePolicyOf(s);
    expect([...policy.perViewerFields].sort()).toEqual(['Deal.price', 'Item.saved', 'Priced.price']);
    expect(policy.privateTypes).toEqual(['Basket']);
    expect(policy.uncachedFields.size).toBe(0);
  });
});

describe("the web's operations", () => {
  const operations = Object.values(
    JSON.parse(readFileSync(DEFAULT_PERSISTED_QUERIES, 'utf8')) as Record<string, string>,
  );
  const byName = new Map(operations.map((text) => [/^(?:query|mutation|subscription) (\w+)/m.exec(text)?.[1], text]));

  it('cache every screen of the catalog for guests', () => {
    for (const name of [
      'HomeScreenQuery',
      'ProductScreenQuery',
      'CategoryScreenQuery',
      'BrandScreenQuery',
      'ProductGridPaginationQuery',
    ]) {
      const text = byName.get(name);
      expect(text, name).toBeDefined();
      expect(scope(text!), name).toBe('guests');
    }
  });

  it('cache search results for guests, and not the search drawer shown before a query', () => {
    const text = byName.get('SearchScreenQuery')!;
    expect(scope(text, undefined, { query: 'dress', hasQuery: true })).toBe('guests');
    expect(scope(text, undefined, { query: '', hasQuery: false })).toBe('none');
  });

  it('never cache a mutation, the assistant or the search drawer', () => {
    for (const text of operations.filter((t) => /^(mutation|subscription) /m.test(t))) expect(scope(text)).toBe('none');
    expect(scope(byName.get('AssistantConversationQuery')!)).toBe('none');
    expect(scope(byName.get('SearchEmptyQuery')!)).toBe('none');
  });
});

describe('isPlainGuest', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it('is a caller with no session token and no user-info cookie', () => {
    expect(isPlainGuest(headers({}))).toBe(true);
    expect(isPlainGuest(headers({ cookie: 'deviceId=d1; rt=x' }))).toBe(true);
    expect(isPlainGuest(headers({ authorization: 'Bearer t' }))).toBe(false);
    expect(isPlainGuest(headers({ cookie: `${AUTH_COOKIE}=t` }))).toBe(false);
    expect(isPlainGuest(headers({ cookie: `${USER_COOKIE}=%7B%7D` }))).toBe(false);
  });
});

describe('Freshness', () => {
  const product = (id: string) => ({ typename: 'Product', id });
  it('keeps an answer unless a product it holds, or everything, changed while it ran', () => {
    const f = new Freshness();
    const start = f.now();
    f.products(['P1']);
    expect(f.fresh(start, [product('P1'), { typename: 'Brand', id: 'B1' }])).toBe(false);
    expect(f.fresh(start, [product('P2'), { typename: 'ProductConnection' }])).toBe(true);
    expect(f.fresh(f.now(), [product('P1')])).toBe(true);
    const later = f.now();
    f.everything();
    expect(f.fresh(later, [product('P2')])).toBe(false);
    expect(f.fresh(f.now(), [product('P1'), product('P2')])).toBe(true);
  });
});
