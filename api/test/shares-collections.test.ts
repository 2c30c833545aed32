/**
 * Shares of a wishlist, a capsule and a product (contract/share.ts): generate (own only; wishlist id 0
 * = mine), info (first name, title, counts, covers), productList (availableNow, sort, filter, paging),
 * filter, analyze (view count), expiry (22001) and a deleted capsule / revoked link (22002); the id
 * is 128 random bits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterInfo, Page, ProductCard } from '@tote/contract/catalog';
import { ErrorCode } from '@tote/contract/codes';
import {
  SHARE_EXPIRED_MESSAGE,
  SHARE_OVERDUE_MESSAGE,
  type SharedCollectionView,
  type ShareLink,
  type ShareViews,
} from '@tote/contract/share';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import { openTestApi, type TestApi } from './db.js';
import { shopper } from './member-helpers.js';
import { capsuleHelpers } from './capsules-helpers.js';

const HOUR = 60 * 60 * 1000;
let now = Date.parse('2030-01-01T12:00:00Z');
let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ shares: { ttlMs: 48 * HOUR, now: () => new Date(now) } });
});
afterAll(() => t.close());

const { cap, products, capsuleWith } = capsuleHelpers(() => t);
const generate = (token: string | undefined, resourceType: string, resourceId: number) =>
  call<ShareLink>(t.app, '/v1/share/generate', { resourceId, resourceType }, token);
const info = (shareId: string) => call<SharedCollectionView>(t.app, '/v1/share/info', { shareId }, undefined, 'GET');
const list = (shareId: string, more: Record<string, unknown> = {}) =>
  call<Page<ProductCard>>(t.app, '/v1/share/productList', { shareId, ...more });
const redirect = (code: number, content: string) => ({ code, message: { action: 'redirect', content }, data: null });

describe('a shared capsule', () => {
  it('shows its name, the owner’s first name, counts, covers and products to anyone', async () => {
    const s = await shopper(t.app, { name: 'Ada Lovelace' });
    const ids = await products(3, 5);
    const c = await capsuleWith(s.token, 'Spring', ids);
    const link = data(await generate(s.token, 'capsule', c.capsuleId));
    expect(link).toMatchObject({ resourceType: 'capsule', resourceId: c.capsuleId });
    expect(link.url).toBe(`http://localhost:8080/share/capsule/${link.shareId}`);
    expect(data(await generate(s.token, 'capsule', c.capsuleId)).shareId).toBe(link.shareId);
    expect(data(await info(link.shareId))).toEqual({
      shareId: link.shareId,
      resourceType: 'capsule',
      expiresAt: link.expiresAt,
      ownerFirstName: 'Ada',
      title: 'Spring',
      productCount: 3,
      coverImages: c.coverImages,
      viewCount: 0,
    });
    const all = data(await list(link.shareId, { orderByColumn: 'price_asc' }));
    expect(all.total).toBe(3);
    const prices = all.list.map((p) => p.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const paged = data(await list(link.shareId, { pageSize: 2, pageIndex: 2 }));
    expect([paged.list.length, paged.hasMore]).toEqual([1, false]);

    const filters = data(await call<FilterInfo>(t.app, '/v1/share/filter', { shareId: link.shareId }));
    const size = filters.sizes[0]!;
    const bySize = data(await list(link.shareId, { filter: { sizes: [size.value] } }));
    expect(bySize.total).toBe(size.count);
    const category = filters.categories[0]!;
    expect(data(await list(link.shareId, { filter: { categoryCodes: [category.code] } })).total).toBe(category.count);
    expect(filters.sortOptions.length).toBeGreaterThan(0);
  });

  it('lists only products with stock when availableNow', async () => {
    const s = await shopper(t.app);
    const [a, b] = await products(2, 10);
    const c = await capsuleWith(s.token, 'Stock', [a!, b!]);
    const link = data(await generate(s.token, 'capsule', c.capsuleId));
    const stock = await t.db.selectFrom('skus').select(['id', 'stock']).where('product_id', '=', b!).execute();
    await t.db.updateTable('skus').set({ stock: 0 }).where('product_id', '=', b!).execute();
    try {
      const page = data(await list(link.shareId, { availableNow: true }));
      expect(page.list.map((p) => p.shopProductId)).toEqual([a]);
    } finally {
      for (const row of stock)
        await t.db.updateTable('skus').set({ stock: row.stock }).where('id', '=', row.id).execute();
    }
  });

  it('refuses another member’s capsule (20003, nothing stored) and answers 22002 once it is deleted', async () => {
    const owner = await shopper(t.app);
    const c = await capsuleWith(owner.token, 'Mine', await products(1));
    const other = await shopper(t.app);
    expect((await generate(other.token, 'capsule', c.capsuleId)).body).toMatchObject({
      code: ErrorCode.DATA_NOT_FOUND,
      message: { content: `Capsule ${c.capsuleId} not found` },
    });
    expect((await generate(undefined, 'capsule', c.capsuleId)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    const link = data(await generate(owner.token, 'capsule', c.capsuleId));
    data(await cap('delete', owner.token, { capsuleId: c.capsuleId }));
    expect((await info(link.shareId)).body).toEqual(redirect(22002, SHARE_OVERDUE_MESSAGE));
    expect((await list(link.shareId)).body).toEqual(redirect(22002, SHARE_OVERDUE_MESSAGE));
  });
});

describe('a shared wishlist and product', () => {
  it('shares the member’s own wishlist (0 or their id, never another’s)', async () => {
    const s = await shopper(t.app, { name: 'Grace Hopper' });
    const [p1] = await products(1, 2);
    data(await call(t.app, '/v1/wishlist/add', { shopProductId: p1 }, s.token));
    const link = data(await generate(s.token, 'wishlist', 0));
    expect(link.resourceId).toBe(s.userId);
    expect(data(await generate(s.token, 'wishlist', s.userId)).shareId).toBe(link.shareId);
    const view = data(await info(link.shareId));
    expect(view).toMatchObject({ resourceType: 'wishlist', title: "Grace's wishlist", productCount: 1 });
    expect(data(await list(link.shareId)).list.map((p) => p.shopProductId)).toEqual([p1]);
    const other = await shopper(t.app);
    expect((await generate(other.token, 'wishlist', s.userId)).body).toMatchObject({
      code: ErrorCode.DATA_NOT_FOUND,
      message: { content: `Wishlist ${s.userId} not found` },
    });
  });

  it('shares any on-shelf product; an unknown one is 20003', async () => {
    const s = await shopper(t.app);
    const [p] = await products(1, 4);
    const link = data(await generate(s.token, 'product', p!));
    const view = data(await info(link.shareId));
    expect(view).toMatchObject({ resourceType: 'product', productCount: 1 });
    expect(data(await list(link.shareId)).list.map((x) => x.shopProductId)).toEqual([p]);
    expect((await generate(s.token, 'product', 999999999)).body.code).toBe(ErrorCode.DATA_NOT_FOUND);
  });
});

describe('/share/analyze and the link’s life', () => {
  it('counts views, which info shows', async () => {
    const s = await shopper(t.app);
    const c = await capsuleWith(s.token, 'Counted', await products(1));
    const link = data(await generate(s.token, 'capsule', c.capsuleId));
    const analyze = () => call<ShareViews>(t.app, '/v1/share/analyze', { shareId: link.shareId });
    expect(data(await analyze())).toEqual({ shareId: link.shareId, viewCount: 1 });
    expect(data(await analyze()).viewCount).toBe(2);
    expect(data(await info(link.shareId)).viewCount).toBe(2);
  });

  it('expires (22001) on the clock and stops when revoked (22002); ids are 128 random bits', async () => {
    const s = await shopper(t.app);
    const c = await capsuleWith(s.token, 'Short lived', await products(1));
    const link = data(await generate(s.token, 'capsule', c.capsuleId));
    const revoked = data(await generate(s.token, 'product', (await products(1, 1))[0]!));
    data(await call(t.app, '/v1/share/revoke', { shareId: revoked.shareId }, s.token));
    expect((await info(revoked.shareId)).body).toEqual(redirect(22002, SHARE_OVERDUE_MESSAGE));
    const before = now;
    now += 49 * HOUR;
    try {
      expect((await info(link.shareId)).body).toEqual(redirect(22001, SHARE_EXPIRED_MESSAGE));
      expect((await list(link.shareId)).body).toEqual(redirect(22001, SHARE_EXPIRED_MESSAGE));
      expect((await call(t.app, '/v1/share/analyze', { shareId: link.shareId })).body.code).toBe(22001);
    } finally {
      now = before;
    }
    const guessed = `${link.shareId.slice(0, 21)}${link.shareId.endsWith('A') ? 'B' : 'A'}`;
    expect((await info(guessed)).body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    expect(Buffer.from(link.shareId, 'base64url')).toHaveLength(16);
  });

  it('has no product list for an order share id that is not a collection', async () => {
    expect((await list('short')).body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});
