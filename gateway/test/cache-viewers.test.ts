/**
 * The response cache never hands one caller's data to another: two signed-in shoppers and guests ask
 * the same queries through one caching gateway (issue 11). Per-viewer answers (hearts, Tote state,
 * followed brands, the viewer) are cached for plain guests only; viewer-independent ones are shared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp, uniqueEmail } from './account-helpers.js';
import { ask, cachedAnswer, startCachingGateway } from './cache-helpers.js';
import type { Gateway, GqlData } from './helpers.js';
import { ADD_TO_TOTE, brandGlobalId, inStockSkus, productGlobalId, type SeedSku } from './tote-queries.js';
import { ADD_TO_WISHLIST, FOLLOW_BRAND } from './wishlist-queries.js';

const PER_VIEWER = /* GraphQL */ `
  query PerViewer($productId: Int!) {
    viewer {
      id
      email
    }
    product(productId: $productId) {
      id
      title
      isWished
      toteButtons {
        purchaseSkusInTote
      }
      brand {
        brandId
        isFollowed
      }
    }
  }
`;
const SHARED = /* GraphQL */ `
  query Shared {
    productListing(scope: { kind: ALL }) {
      products(first: 3) {
        edges {
          node {
            id
            title
          }
        }
      }
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query Detail($productId: Int!) {
    product(productId: $productId) {
      id
      title
      description
    }
  }
`;
const RECENTLY_VIEWED = /* GraphQL */ `
  query Recent {
    viewer {
      recentlyViewed(first: 5) {
        productId
      }
    }
  }
`;
const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      id
      ... on User {
        email
      }
    }
  }
`;
const LOGIN_METHODS = /* GraphQL */ `
  query LoginMethods {
    loginMethods {
      channel
      authorizeUrl
    }
  }
`;

let gw: Gateway;
let sku: SeedSku;
let other: SeedSku;
let a: Browser;
let b: Browser;
let aEmail: string;
let bEmail: string;

beforeAll(async () => {
  gw = await startCachingGateway();
  [sku, other] = (await inStockSkus(2, 1_060, 6)) as [SeedSku, SeedSku];
  a = new Browser(gw.url);
  b = new Browser(gw.url);
  aEmail = (await signUp(a, { email: uniqueEmail('cache.a') })).email;
  bEmail = (await signUp(b, { email: uniqueEmail('cache.b') })).email;
  // A hearts the product, follows its brand and has one of its sizes in the Tote; B does none of it.
  const p = (await ask(a, PER_VIEWER, { productId: sku.shopProductId })).data.product;
  const wished = await ask(a, ADD_TO_WISHLIST, { input: { productId: productGlobalId(sku.shopProductId) } });
  expect(wished.data.addToWishlist.userErrors).toEqual([]);
  const followed = await ask(a, FOLLOW_BRAND, { input: { brandId: brandGlobalId(p.brand.brandId) } });
  expect(followed.data.followBrand.userErrors).toEqual([]);
  const added = await ask(a, ADD_TO_TOTE, { input: { saleType: 'PURCHASE', sku: sku.sku } });
  expect(added.data.addToTote.userErrors).toEqual([]);
});
afterAll(() => gw?.close());

const perViewer = (who: Browser) => ask(who, PER_VIEWER, { productId: sku.shopProductId });

function expectGuestAnswer(r: GqlData): void {
  expect(r.errors).toBeUndefined();
  expect(r.data.viewer).toBeNull();
  expect(r.data.product).toMatchObject({ isWished: false, toteButtons: null, brand: { isFollowed: false } });
}

describe('per-viewer answers', () => {
  it('are cached once for every guest, and never served to a signed-in shopper', async () => {
    const guest = new Browser(gw.url);
    expectGuestAnswer(await perViewer(guest));
    expectGuestAnswer(await cachedAnswer(() => perViewer(new Browser(gw.url))));

    for (let round = 0; round < 2; round++) {
      const ra = await perViewer(a);
      expect(ra.cache).toBeUndefined();
      expect(ra.data.viewer.email).toBe(aEmail);
      expect(ra.data.product).toMatchObject({
        isWished: true,
        toteButtons: { purchaseSkusInTote: [sku.sku] },
        brand: { isFollowed: true },
      });

      const rb = await perViewer(b);
      expect(rb.cache).toBeUndefined();
      expect(rb.data.viewer.email).toBe(bEmail);
      expect(rb.data.product).toMatchObject({
        isWished: false,
        toteButtons: { purchaseSkusInTote: [] },
        brand: { isFollowed: false },
      });

      expectGuestAnswer(await cachedAnswer(() => perViewer(guest)));
    }
  });

  it('resolves node(id:) of a shopper for that shopper only, cached or not', async () => {
    const id = (await ask(a, PER_VIEWER, { productId: sku.shopProductId })).data.viewer.id;
    for (const guest of [new Browser(gw.url), new Browser(gw.url)]) {
      const r = await ask(guest, NODE, { id });
      expect(r.data.node).toBeNull();
    }
    expect((await ask(a, NODE, { id })).data.node).toEqual({ id, email: aEmail });
    expect((await ask(b, NODE, { id })).data.node).toBeNull();
  });

  it("counts a signed-in shopper's product read as a view even when guests have it cached", async () => {
    const cached = await cachedAnswer(() => ask(new Browser(gw.url), DETAIL, { productId: other.shopProductId }));
    const mine = await ask(b, DETAIL, { productId: other.shopProductId });
    expect(mine.cache).toBeUndefined();
    expect(mine.data.product).toEqual(cached.data.product);
    const recent = await ask(b, RECENTLY_VIEWED);
    expect(recent.data.viewer.recentlyViewed.map((p: { productId: number }) => p.productId)).toContain(
      other.shopProductId,
    );
  });
});

describe('shared answers', () => {
  it('serve shoppers and guests alike from one entry', async () => {
    const first = await ask(a, SHARED);
    expect(first.errors).toBeUndefined();
    for (const who of [b, new Browser(gw.url), a])
      expect((await cachedAnswer(() => ask(who, SHARED))).data).toEqual(first.data);
  });
});

describe('cookies', () => {
  it('a cached answer sets no cookie', async () => {
    const guest = new Browser(gw.url);
    const r = await cachedAnswer(() => ask(guest, PER_VIEWER, { productId: sku.shopProductId }));
    expect(r.status).toBe(200);
    expect(guest.lastSetCookies).toEqual([]);
  });

  it('a left-over user-info cookie is cleared, not answered from the guests’ entry', async () => {
    await cachedAnswer(() => perViewer(new Browser(gw.url))); // the guests' entry exists
    const stale = new Browser(gw.url);
    stale.jar.set('tote_user', a.jar.get('tote_user')!); // the token cookie went first
    const r = await perViewer(stale);
    expect(r.cache).toBeUndefined();
    expect(r.data.viewer).toBeNull();
    expect(stale.cookie('tote_user')).toMatchObject({ value: '', attributes: { 'max-age': '0' } });
  });

  it('an answer that sets a cookie is never cached: each sign-in page gets its own OAuth state', async () => {
    const [g1, g2] = [new Browser(gw.url), new Browser(gw.url)];
    const r1 = await ask(g1, LOGIN_METHODS);
    const r2 = await ask(g2, LOGIN_METHODS);
    for (const r of [r1, r2]) expect(r.cache).toBeUndefined();
    const s1 = g1.cookie('tote_oauth')?.value;
    const s2 = g2.cookie('tote_oauth')?.value;
    expect(s1).toBeTruthy();
    expect(s2).toBeTruthy();
    expect(s1).not.toBe(s2);
    expect(JSON.stringify(r1.data)).not.toBe(JSON.stringify(r2.data));
  });
});
