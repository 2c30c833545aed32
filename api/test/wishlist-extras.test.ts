/** The wishlist checks, the "you may like" row and UserInfo.toteIcon (contract: wishlist.ts, account.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@tote/contract/account';
import type { Page, ProductCard } from '@tote/contract/catalog';
import type { BrandFollowCheck, WishlistCheck } from '@tote/contract/wishlist';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { freshUser, skusWhere, type TestSku } from './tote-helpers.js';

let t: TestApi;
let inStock: TestSku[];
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
  inStock = await skusWhere(t.db, 'gte4', 10, 700);
});
afterAll(() => t.close());

const youLike = async (token: string, params: object = {}) =>
  data(await call<Page<ProductCard>>(t.app, '/v1/basic/productListByYouLike', params, token));
const ids = (p: Page<ProductCard>) => p.list.map((c) => c.shopProductId);

describe('auth and parameters', () => {
  it('the three endpoints need a session (GET and POST)', async () => {
    for (const path of ['/v1/wishlist/check', '/v1/wishlist/brand/check', '/v1/basic/productListByYouLike']) {
      for (const method of ['GET', 'POST'] as const) {
        const r = await call(t.app, path, {}, undefined, method);
        expect(r.status, `${method} ${path}`).toBe(401);
        expect(r.body.code, `${method} ${path}`).toBe(40000);
      }
    }
  });

  it('ids that are not positive integers, missing lists and more than 200 ids → 40001 naming the field', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const bad = [
      ['/v1/wishlist/check', { shopProductIdList: 'a,b' }, 'GET', 'shopProductIdList'],
      ['/v1/wishlist/check', { shopProductIdList: [1, 'x'] }, 'POST', 'shopProductIdList'],
      ['/v1/wishlist/check', { shopProductIdList: [0] }, 'POST', 'shopProductIdList'],
      ['/v1/wishlist/check', {}, 'POST', 'shopProductIdList'],
      [
        '/v1/wishlist/check',
        { shopProductIdList: Array.from({ length: 201 }, (_, i) => i + 1) },
        'POST',
        'shopProductIdList',
      ],
      ['/v1/wishlist/brand/check', { brandIdList: '1,2.5' }, 'GET', 'brandIdList'],
      ['/v1/wishlist/brand/check', { brandIdList: 7 }, 'POST', 'brandIdList'],
      ['/v1/basic/productListByYouLike', { pageSize: 0 }, 'POST', 'pageSize'],
    ] as const;
    for (const [path, params, method, field] of bad) {
      const r = await call(t.app, path, params, u.token, method);
      expect(r.body.code, `${path} ${JSON.stringify(params)}`).toBe(40001);
      expect(r.status).toBe(400);
      expect(r.body.message.content).toContain(field);
    }
    // exactly 200 is fine
    const many = data(
      await call<WishlistCheck>(
        t.app,
        '/v1/wishlist/check',
        { shopProductIdList: Array.from({ length: 200 }, (_, i) => i + 1) },
        u.token,
      ),
    );
    expect(many.wishedIdList).toEqual([]);
  });
});

describe('/wishlist/check and /wishlist/brand/check', () => {
  it("answer only the caller's saved products, in the order asked, once each (GET csv and POST array)", async () => {
    const [a, b, c] = inStock.map((s) => s.product_id);
    const me = await freshUser(t.app, t.db, 'Not Subscribed');
    const other = await freshUser(t.app, t.db, 'Not Subscribed');
    for (const id of [a, b]) data(await call(t.app, '/v1/wishlist/add', { shopProductId: id }, me.token));
    data(await call(t.app, '/v1/wishlist/add', { shopProductId: c }, other.token));

    const asked = [c, b, 99999999, a, b];
    const viaGet = data(
      await call<WishlistCheck>(t.app, '/v1/wishlist/check', { shopProductIdList: asked.join(',') }, me.token, 'GET'),
    );
    expect(viaGet).toEqual({ wishedIdList: [b, a] });
    const viaPost = data(
      await call<WishlistCheck>(t.app, '/v1/wishlist/check', { shopProductIdList: asked }, me.token),
    );
    expect(viaPost).toEqual({ wishedIdList: [b, a] });
    expect(
      data(await call<WishlistCheck>(t.app, '/v1/wishlist/check', { shopProductIdList: asked }, other.token)),
    ).toEqual({ wishedIdList: [c] });
    expect(
      data(await call<WishlistCheck>(t.app, '/v1/wishlist/check', { shopProductIdList: '' }, me.token, 'GET')),
    ).toEqual({ wishedIdList: [] });

    data(await call(t.app, '/v1/wishlist/del', { shopProductId: a }, me.token));
    expect(
      data(await call<WishlistCheck>(t.app, '/v1/wishlist/check', { shopProductIdList: [a, b] }, me.token))
        .wishedIdList,
    ).toEqual([b]);
  });

  it("brands: only the caller's follows", async () => {
    const me = await freshUser(t.app, t.db, 'Not Subscribed');
    const other = await freshUser(t.app, t.db, 'Not Subscribed');
    for (const brandId of [4, 9]) data(await call(t.app, '/v1/wishlist/brand/add', { brandId }, me.token));
    data(await call(t.app, '/v1/wishlist/brand/add', { brandId: 2 }, other.token));
    expect(
      data(
        await call<BrandFollowCheck>(
          t.app,
          '/v1/wishlist/brand/check',
          { brandIdList: '2,9,4,99999' },
          me.token,
          'GET',
        ),
      ),
    ).toEqual({ followedIdList: [9, 4] });
    expect(
      data(await call<BrandFollowCheck>(t.app, '/v1/wishlist/brand/check', { brandIdList: [2, 9, 4] }, other.token)),
    ).toEqual({ followedIdList: [2] });
  });
});

describe('/basic/productListByYouLike', () => {
  /** brand and primary category of products. */
  async function facts(productIds: number[]) {
    const rows = await t.db
      .selectFrom('products')
      .select(['id', 'brand_id', 'category_id', 'editor_pick_rank', 'on_shelf'])
      .where('id', 'in', productIds)
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  it('a user with no history gets editors’ picks, available now, 12 by default, pick order', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const p = await youLike(u.token);
    expect(p).toMatchObject({ pageIndex: 1, pageSize: 12, offset: 0 });
    expect(p.list).toHaveLength(12);
    const f = await facts(ids(p));
    const ranks = ids(p).map((id) => f.get(id)!.editor_pick_rank);
    for (const r of ranks) expect(r).not.toBeNull();
    expect([...ranks]).toEqual([...ranks].sort((x, y) => x! - y!));
    for (const c of p.list) expect(c.availability).not.toBe('oos');
  });

  it(
    'from saved products, followed brands and the Tote; never what is saved or in the Tote; ' + 'deterministic',
    async () => {
      const u = await freshUser(t.app, t.db, 'Subscribed');
      const [saved, , toted] = inStock;
      data(await call(t.app, '/v1/wishlist/add', { shopProductId: saved!.product_id }, u.token));
      data(await call(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: toted!.code }, u.token));
      data(await call(t.app, '/v1/wishlist/brand/add', { brandId: 11 }, u.token));
      const signals = await facts([saved!.product_id, toted!.product_id]);
      const brands = new Set([11, ...[...signals.values()].map((r) => r.brand_id)]);
      const cats = new Set([...signals.values()].map((r) => r.category_id));

      const first = await youLike(u.token, { pageSize: 60 });
      expect(first.total).toBeGreaterThan(60);
      expect(first.hasMore).toBe(true);
      const again = await youLike(u.token, { pageSize: 60 });
      expect(ids(again)).toEqual(ids(first));
      expect(ids(first)).not.toContain(saved!.product_id);
      expect(ids(first)).not.toContain(toted!.product_id);
      expect(new Set(ids(first)).size).toBe(first.list.length);
      for (const c of first.list) expect(c.availability).not.toBe('oos');

      // matches first (both brand and category, then one), then editors' picks
      const f = await facts(ids(first));
      const scores = ids(first).map((id) => {
        const r = f.get(id)!;
        expect(r.on_shelf).toBe(true);
        const score = Number(brands.has(r.brand_id)) + Number(cats.has(r.category_id));
        if (score === 0) expect(r.editor_pick_rank).not.toBeNull();
        return score;
      });
      expect(scores[0]).toBeGreaterThan(0);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
      expect(ids(first).some((id) => f.get(id)!.brand_id === 11)).toBe(true);

      // pages are windows of the same order
      const p1 = await youLike(u.token, { pageSize: 12 });
      const p2 = await youLike(u.token, { pageSize: 12, pageIndex: 2 });
      expect([...ids(p1), ...ids(p2)]).toEqual(ids(first).slice(0, 24));
      expect(p2.total).toBe(first.total);
      const beyond = await youLike(u.token, { pageSize: 12, offset: first.total });
      expect(beyond).toMatchObject({ list: [], total: first.total, hasMore: false });

      // a newly saved product leaves the row
      const top = ids(first)[0]!;
      data(await call(t.app, '/v1/wishlist/add', { shopProductId: top }, u.token));
      expect(ids(await youLike(u.token, { pageSize: 60 }))).not.toContain(top);
    },
  );

  it('recently viewed products are a signal (and, not being saved, may appear themselves)', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    const viewed = inStock[5]!.product_id;
    data(await call(t.app, '/v1/product/info', { shopProductId: viewed }, u.token, 'GET'));
    const p = await youLike(u.token, { pageSize: 5 });
    const v = (await facts([viewed])).get(viewed)!;
    for (const r of (await facts(ids(p))).values())
      expect(r.brand_id === v.brand_id || r.category_id === v.category_id).toBe(true);
  });

  it('in the profile sizes of each department when set', async () => {
    const u = await freshUser(t.app, t.db, 'Not Subscribed');
    data(await call(t.app, '/v1/profile/edit', { clothingSizes: ['XS'] }, u.token));
    const p = await youLike(u.token, { pageSize: 40 });
    expect(p.list.length).toBeGreaterThan(0);
    const rows = await t.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'c.group_name'])
      .where('p.id', 'in', ids(p))
      .execute();
    for (const r of rows) {
      const skus = await t.db
        .selectFrom('skus')
        .select(['size_label', 'stock'])
        .where('product_id', '=', r.id)
        .execute();
      // clothing in XS; shoes (no shoe sizes set) in any size
      expect(
        skus.some((s) => s.stock > 0 && (r.group_name === 'shoes' || s.size_label === 'XS')),
        `product ${r.id}`,
      ).toBe(true);
    }
  });
});

describe('UserInfo.toteIcon', () => {
  it('counts the pieces in the Tote: rent items plus purchase quantities', async () => {
    const u = await freshUser(t.app, t.db, 'Subscribed');
    const info = async () => data(await call<UserInfo>(t.app, '/v1/profile/info', {}, u.token, 'GET')).toteIcon;
    expect(await info()).toBe(0);
    const [a, b, c] = inStock.slice(3);
    data(await call(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: a!.code }, u.token));
    data(await call(t.app, '/v1/shopCart/add', { saleType: 'rent', sku: b!.code }, u.token));
    data(await call(t.app, '/v1/shopCart/add', { saleType: 'purchase', sku: c!.code, quantity: 3 }, u.token));
    expect(await info()).toBe(5);
    const { email } = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    const session = data(
      await call<{ user: UserInfo }>(t.app, '/v1/user/login', { email, password: 'correct horse 9' }),
    );
    expect(session.user.toteIcon).toBe(5);
  });
});
