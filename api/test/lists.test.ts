import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductInfo, ProductListResponse } from '@tote/contract/catalog';
import { openTestApi, type TestApi } from './db.js';
import { data, get, post } from './http.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

const list = async (path: string, query: Record<string, string | number | boolean> = {}) =>
  data(await get<ProductListResponse>(t.app, `/v1/basic/${path}`, query));
const ids = (cards: ProductCard[]) => cards.map((c) => c.shopProductId);

/** Every on-shelf product of a list, walking the pages. */
async function all(path: string, query: Record<string, string | number | boolean> = {}): Promise<ProductCard[]> {
  const out: ProductCard[] = [];
  for (let pageIndex = 1; pageIndex < 100; pageIndex++) {
    const page = await list(path, { ...query, pageSize: 100, pageIndex });
    out.push(...page.list);
    if (!page.hasMore) break;
  }
  return out;
}

describe('/basic/productList', () => {
  it('returns a page of contract-shaped cards', async () => {
    const page = await list('productList');
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 24, offset: 0, hasMore: true });
    expect(page.list).toHaveLength(24);
    expect(page.total).toBeGreaterThanOrEqual(1000);
    const card = page.list[0]!;
    expect(card).toEqual({
      shopProductId: expect.any(Number),
      slug: expect.stringMatching(new RegExp(`^${card.shopProductId}-${card.brand.slug}-[a-z0-9-]+$`)),
      title: expect.any(String),
      brand: { brandId: expect.any(Number), name: expect.any(String), slug: expect.any(String) },
      categoryList: expect.arrayContaining([
        expect.objectContaining({
          code: expect.stringMatching(/^[A-Z_]+$/),
          group: expect.stringMatching(/^(clothing|shoes)$/),
        }),
      ]),
      price: expect.any(Number),
      originalPrice: expect.any(Number),
      rentalPrice: expect.any(Number),
      cover: {
        url: expect.stringMatching(/^\/images\/products\/[a-z-]+\/[0-9a-f]{6}-\d\.svg$/),
        alt: expect.stringContaining(card.title),
      },
      hoverImage: {
        url: expect.stringMatching(/^\/images\/products\/[a-z-]+\/[0-9a-f]{6}-2\.svg$/),
        alt: expect.stringContaining(card.title),
      },
      defaultColorId: card.staticColorList[0]!.colorId,
      staticColorList: expect.any(Array),
      availability: expect.stringMatching(/^(available|low-stock|oos)$/),
      isNew: expect.any(Boolean),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(card.price).toBeLessThan(card.originalPrice);
    // A list carries swatches; the pictures of every color come with the product's page data.
    for (const c of card.staticColorList) expect(Object.keys(c).sort()).toEqual(['colorId', 'hex', 'name']);
    const info = data(await get<ProductInfo>(t.app, '/v1/product/info', { shopProductId: card.shopProductId }));
    expect(info.staticColorList.map(({ colorId, name, hex }) => ({ colorId, name, hex }))).toEqual(
      card.staticColorList,
    );
    expect(card.cover).toEqual(info.staticColorList[0]!.imageSets[0]);
    expect(card.hoverImage).toEqual(info.staticColorList[0]!.imageSets[1]);
    expect(info.hoverImage).toEqual(card.hoverImage);
    for (const c of info.staticColorList) {
      expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.imageSets.length).toBeGreaterThanOrEqual(2);
      expect(c.imageSets[0]!.alt).toBe(`${card.title} by ${card.brand.name}, ${c.name.toLowerCase()}, view 1`);
    }
  });

  it('pages without gaps or overlap, and offset wins over pageIndex', async () => {
    const p1 = await list('productList', { pageSize: 10, pageIndex: 1 });
    const p2 = await list('productList', { pageSize: 10, pageIndex: 2 });
    const both = await list('productList', { pageSize: 20 });
    expect([...ids(p1.list), ...ids(p2.list)]).toEqual(ids(both.list));
    const byOffset = await list('productList', { pageSize: 10, offset: 5, pageIndex: 9 });
    expect(ids(byOffset.list)).toEqual(ids(both.list).slice(5, 15));
    expect(byOffset.offset).toBe(5);
    const last = await list('productList', { pageSize: 100, offset: both.total - 3 });
    expect(last.list).toHaveLength(3);
    expect(last.hasMore).toBe(false);
    const beyond = await list('productList', { pageSize: 10, offset: both.total + 10 });
    expect(beyond).toMatchObject({ list: [], total: both.total, hasMore: false });
  });

  it('sorts by price both ways, by newest, and stably by recommendation', async () => {
    const asc = (await list('productList', { orderByColumn: 'price_asc', pageSize: 100 })).list.map((c) => c.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('productList', { orderByColumn: 'price_desc', pageSize: 100 })).list.map((c) => c.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]!).toBeGreaterThan(asc[0]!);
    const newest = (await list('productList', { orderByColumn: 'newest', pageSize: 50 })).list.map((c) => c.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(ids((await list('productList')).list)).toEqual(
      ids((await list('productList', { orderByColumn: 'recommended' })).list),
    );
  });

  it('filters by category code', async () => {
    const page = await list('productList', { categoryCode: 'DRESSES', pageSize: 100 });
    expect(page.total).toBeGreaterThan(20);
    for (const c of page.list) expect(c.categoryList.map((x) => x.code)).toContain('DRESSES');
    expect((await get(t.app, '/v1/basic/productList', { categoryCode: 'SPACESUITS' })).body.code).toBe(20003);
  });

  it('filters by size: only products that come in that size', async () => {
    const cards = await all('productList', { sizes: 'US 11', categoryCode: 'BOOTS' });
    expect(cards.length).toBeGreaterThan(0);
    const skus = await t.db
      .selectFrom('skus')
      .select(['product_id'])
      .where('size_label', '=', 'US 11')
      .where('product_id', 'in', ids(cards))
      .execute();
    expect(new Set(skus.map((s) => s.product_id))).toEqual(new Set(ids(cards)));
    const xs = await list('productList', { sizes: 'XS', pageSize: 100 });
    const xsSkus = await t.db
      .selectFrom('skus')
      .select('product_id')
      .distinct()
      .where('size_label', '=', 'XS')
      .where('product_id', 'in', ids(xs.list))
      .execute();
    expect(xsSkus).toHaveLength(xs.list.length);
    const none = await list('productList', { sizes: 'XS', categoryCode: 'HEELS' });
    expect(none).toMatchObject({ total: 0, list: [] });
  });

  it('availableNow excludes sold-out products, and with a size requires that size in stock', async () => {
    const soldOut = await t.db
      .selectFrom('products as p')
      .select('p.id')
      .where('p.on_shelf', '=', true)
      .where(sql<boolean>`not exists (select 1 from skus s where s.product_id = p.id and s.stock > 0)`)
      .execute();
    expect(soldOut.length).toBeGreaterThan(0);
    const everything = await list('productList', { pageSize: 1 });
    const available = await all('productList', { availableNow: true });
    expect(available.length).toBe(everything.total - soldOut.length);
    const soldOutIds = new Set(soldOut.map((r) => r.id));
    for (const c of available) {
      expect(soldOutIds.has(c.shopProductId)).toBe(false);
      expect(c.availability).not.toBe('oos');
    }
    const m = await all('productList', { availableNow: true, sizes: 'M', categoryCode: 'DRESSES' });
    const inStock = await t.db
      .selectFrom('skus')
      .select('product_id')
      .distinct()
      .where('size_label', '=', 'M')
      .where('stock', '>', 0)
      .where('product_id', 'in', ids(m))
      .execute();
    expect(inStock).toHaveLength(m.length);
  });

  it('filters by color, brand, category codes and price, via GET flat keys and POST filter', async () => {
    const byGet = await list('productList', {
      colors: 'Rose,Navy',
      brandIds: '1,2,3',
      priceMin: 100,
      priceMax: 400,
      pageSize: 100,
    });
    expect(byGet.total).toBeGreaterThan(0);
    for (const c of byGet.list) {
      expect(c.staticColorList.some((x) => x.name === 'Rose' || x.name === 'Navy')).toBe(true);
      expect([1, 2, 3]).toContain(c.brand.brandId);
      expect(c.price).toBeGreaterThanOrEqual(100);
      expect(c.price).toBeLessThanOrEqual(400);
    }
    const byPost = data(
      await post<ProductListResponse>(t.app, '/v1/basic/productList', {
        pageSize: 100,
        filter: { colors: ['Rose', 'Navy'], brandIds: [1, 2, 3], priceMin: 100, priceMax: 400 },
      }),
    );
    expect(ids(byPost.list)).toEqual(ids(byGet.list));
    const byJsonFilter = await list('productList', {
      pageSize: 100,
      filter: JSON.stringify({ colors: ['Rose', 'Navy'], brandIds: [1, 2, 3], priceMin: 100, priceMax: 400 }),
    });
    expect(ids(byJsonFilter.list)).toEqual(ids(byGet.list));
    const shoes = await list('productList', { categoryCodes: 'HEELS,BOOTS', pageSize: 100 });
    for (const c of shoes.list) expect(['HEELS', 'BOOTS']).toContain(c.categoryList[0]!.code);
  });

  it('never lists off-shelf products', async () => {
    const off = await t.db.selectFrom('products').select('id').where('on_shelf', '=', false).execute();
    expect(off.length).toBeGreaterThan(0);
    const listed = new Set(ids(await all('productList')));
    const total = await t.db
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('on_shelf', '=', true)
      .executeTakeFirstOrThrow();
    expect(listed.size).toBe(total.n);
    for (const { id } of off) expect(listed.has(id)).toBe(false);
  });
});

describe('list variants', () => {
  it('ByOccasion lists the occasion’s products; unknown occasion → 20003', async () => {
    const page = await list('productListByOccasion', { occasionCode: 'WEDDING', pageSize: 50 });
    expect(page.total).toBeGreaterThan(10);
    const tagged = await t.db
      .selectFrom('product_occasions as po')
      .innerJoin('occasions as o', 'o.id', 'po.occasion_id')
      .select('po.product_id')
      .where('o.code', '=', 'WEDDING')
      .where('po.product_id', 'in', ids(page.list))
      .execute();
    expect(tagged).toHaveLength(page.list.length);
    expect((await get(t.app, '/v1/basic/productListByOccasion', { occasionCode: 'FUNERAL_ON_MARS' })).body.code).toBe(
      20003,
    );
  });

  it('ByCollection lists curated collections, and allStyle searches titles', async () => {
    const wedding = await list('productListByCollection', { collectionCode: 'WEDDING_GUEST' });
    expect(wedding.total).toBeGreaterThan(10);
    const allStyle = await list('productListByCollection', { collectionCode: 'allStyle', pageSize: 1 });
    expect(allStyle.total).toBe((await list('productList', { pageSize: 1 })).total);
    const slip = await all('productListByCollection', { collectionCode: 'allStyle', title: 'SLIP' });
    expect(slip.length).toBeGreaterThan(0);
    for (const c of slip) expect(c.title.toLowerCase()).toContain('slip');
    const dbCount = await t.db
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('on_shelf', '=', true)
      .where('title', 'ilike', '%slip%')
      .executeTakeFirstOrThrow();
    expect(slip.length).toBe(dbCount.n);
    expect((await list('productListByCollection', { collectionCode: 'allStyle', title: '100%_' })).total).toBe(0);
    expect((await get(t.app, '/v1/basic/productListByCollection', { collectionCode: 'NOPE' })).body.code).toBe(20003);
  });

  it('ByNewArrivals lists new products, newest first', async () => {
    const page = await list('productListByNewArrivals', { pageSize: 100 });
    expect(page.total).toBeGreaterThan(50);
    expect(page.list.every((c) => c.isNew)).toBe(true);
    const dates = page.list.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('ByViavia is a stable curated selection', async () => {
    const a = await list('productListByViavia', { pageSize: 20 });
    const b = await list('productListByViavia', { pageSize: 20 });
    expect(a.total).toBeGreaterThan(50);
    expect(ids(a.list)).toEqual(ids(b.list));
  });

  it('ByBrand lists only that brand; unknown brand → 20003', async () => {
    const page = await list('productListByBrand', { brandId: 2, pageSize: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((c) => c.brand.brandId === 2)).toBe(true);
    expect((await get(t.app, '/v1/basic/productListByBrand', { brandId: 99999 })).body.code).toBe(20003);
  });

  it('BySimilarItems: same category first, then same brand, never itself', async () => {
    const product = (await list('productList', { pageSize: 1 })).list[0]!;
    const similar = await all('productListBySimilarItems', { shopProductId: product.shopProductId });
    expect(similar.length).toBeGreaterThan(5);
    expect(ids(similar)).not.toContain(product.shopProductId);
    const cat = product.categoryList[0]!.code;
    const sameCat = similar.map((c) => c.categoryList[0]!.code === cat);
    const firstOther = sameCat.indexOf(false);
    if (firstOther >= 0) expect(sameCat.slice(firstOther).every((x) => !x)).toBe(true);
    for (const c of similar)
      expect(c.categoryList[0]!.code === cat || c.brand.brandId === product.brand.brandId).toBe(true);
    expect((await get(t.app, '/v1/basic/productListBySimilarItems', { shopProductId: 1 })).body.code).toBe(20003);
  });
});
