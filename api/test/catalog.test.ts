import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BrandInfo,
  BrandListResponse,
  BrandNameListResponse,
  FilterInfo,
  HomepageResponse,
  MenuResponse,
  PlpHeader,
  ProductConfig,
  ProductInfo,
  ProductListResponse,
  SkuListResponse,
  TaxonomyResponse,
} from '@tote/contract/catalog';
import { openTestApi, type TestApi } from './db.js';
import { data, get, post } from './http.js';

let t: TestApi;
let offShelfId: number;
let productId: number;
beforeAll(async () => {
  t = await openTestApi();
  offShelfId = (
    await t.db.selectFrom('products').select('id').where('on_shelf', '=', false).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  productId = data(await get<ProductListResponse>(t.app, '/v1/basic/productList', { pageSize: 1 })).list[0]!
    .shopProductId;
});
afterAll(() => t.close());

describe('/product/*', () => {
  it('info: the card plus description, details, occasions, collections, size type', async () => {
    const info = data(await get<ProductInfo>(t.app, '/v1/product/info', { shopProductId: productId }));
    expect(info.shopProductId).toBe(productId);
    expect(info.description.length).toBeGreaterThan(20);
    expect(info.details.length).toBeGreaterThanOrEqual(3);
    expect(info.occasions.length).toBeGreaterThan(0);
    expect(info.occasions[0]).toEqual({
      occasionId: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
    });
    expect(info.sizeType).toBe(info.categoryList[0]!.group);
    expect(data(await post<ProductInfo>(t.app, '/v1/product/info', { shopProductId: productId }))).toEqual(info);
  });

  it('skuList: sizes per color with stock and availability; colorId narrows', async () => {
    const all = data(await get<SkuListResponse>(t.app, '/v1/product/skuList', { shopProductId: productId })).list;
    const info = data(await get<ProductInfo>(t.app, '/v1/product/info', { shopProductId: productId }));
    expect(new Set(all.map((s) => s.colorId))).toEqual(new Set(info.staticColorList.map((c) => c.colorId)));
    for (const s of all) {
      const expected = s.stock === 0 ? 'oos' : s.stock === 1 ? 'only-one' : s.stock <= 3 ? 'low-stock' : 'available';
      expect(s.availability).toBe(expected);
      expect(s.sku).toMatch(new RegExp(`^P${productId}-C${s.colorId}-`));
      expect(s.size).toMatch(info.sizeType === 'shoes' ? /^US \d+$/ : /^(XS|S|M|L|XL|XXL)$/);
    }
    const colorId = info.staticColorList[0]!.colorId;
    const one = data(
      await get<SkuListResponse>(t.app, '/v1/product/skuList', { shopProductId: productId, colorId }),
    ).list;
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((s) => s.colorId === colorId)).toBe(true);
    expect((await get(t.app, '/v1/product/skuList', { shopProductId: productId, colorId: 999999 })).body.code).toBe(
      20003,
    );
  });

  it('config: what the PDP may offer', async () => {
    const cfg = data(await get<ProductConfig>(t.app, '/v1/product/config', { shopProductId: productId }));
    expect(cfg).toMatchObject({
      canRent: expect.any(Boolean),
      canBuy: expect.any(Boolean),
      shippingNote: expect.any(String),
      returnNote: expect.any(String),
    });
    expect(cfg.sizeChart.length).toBeGreaterThanOrEqual(6);
  });

  it('an unknown product is 20003 and an off-shelf one 70003, on all three, with HTTP 200', async () => {
    for (const path of ['/v1/product/info', '/v1/product/config', '/v1/product/skuList']) {
      const unknown = await get(t.app, path, { shopProductId: 42 });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toMatchObject({ code: 20003, data: null });
      const off = await get(t.app, path, { shopProductId: offShelfId });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ code: 70003, message: { action: 'redirect' }, data: null });
    }
  });
});

describe('/brands/*', () => {
  it('list pages brands by name with counts; info and name list agree', async () => {
    const page = data(await get<BrandListResponse>(t.app, '/v1/brands/list', { pageSize: 100 }));
    expect(page.total).toBeGreaterThanOrEqual(40);
    const names = page.list.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = page.list[0]!;
    expect(first.logo.url).toBe(`/images/brands/${first.slug}.svg`);
    expect(data(await get<BrandInfo>(t.app, '/v1/brands/info', { brandId: first.brandId }))).toEqual(first);
    const p2 = data(await get<BrandListResponse>(t.app, '/v1/brands/list', { pageSize: 10, pageIndex: 2 }));
    expect(p2.list.map((b) => b.brandId)).toEqual(page.list.slice(10, 20).map((b) => b.brandId));
    const byBrand = data(
      await get<ProductListResponse>(t.app, '/v1/basic/productListByBrand', { brandId: first.brandId, pageSize: 1 }),
    );
    expect(byBrand.total).toBe(first.productCount);
    const index = data(await get<BrandNameListResponse>(t.app, '/v1/brands/getBrandNameList')).list;
    expect(index).toHaveLength(page.total);
    for (const b of index) expect(b.initial).toBe(b.name[0]!.toUpperCase());
    expect((await get(t.app, '/v1/brands/info', { brandId: 99999 })).body.code).toBe(20003);
  });
});

describe('menu, taxonomy, filters, headers', () => {
  it('/menu/index links categories, occasions, collections and brands', async () => {
    const menu = data(await get<MenuResponse>(t.app, '/v1/menu/index')).list;
    const links = JSON.stringify(menu);
    for (const link of [
      '/new-arrivals',
      '/category/DRESSES',
      '/category/BOOTS',
      '/collection/allStyle',
      '/collection/WEDDING_GUEST',
      '/brands',
    ])
      expect(links).toContain(`"${link}"`);
  });

  it('/menu/category/list has both groups, allStyle and occasions with counts', async () => {
    const tax = data(await get<TaxonomyResponse>(t.app, '/v1/menu/category/list'));
    expect(tax.categories.filter((c) => c.group === 'clothing').length).toBeGreaterThanOrEqual(8);
    expect(tax.categories.filter((c) => c.group === 'shoes').map((c) => c.name)).toEqual([
      'Heels',
      'Flats',
      'Sneakers',
      'Boots',
      'Sandals',
    ]);
    expect(tax.collections.map((c) => c.code)).toEqual(
      expect.arrayContaining(['allStyle', 'WEDDING_GUEST', 'WORK_EDIT', 'VACATION']),
    );
    expect(tax.occasions.map((c) => c.code)).toEqual(
      expect.arrayContaining(['WORK', 'WEDDING', 'DATE_NIGHT', 'VACATION', 'PARTY', 'EVERYDAY']),
    );
    const dresses = tax.categories.find((c) => c.code === 'DRESSES')!;
    const listed = data(
      await get<ProductListResponse>(t.app, '/v1/basic/productList', { categoryCode: 'DRESSES', pageSize: 1 }),
    );
    expect(dresses.productCount).toBe(listed.total);
  });

  it('/filter/info gives facets for the context', async () => {
    const f = data(await get<FilterInfo>(t.app, '/v1/filter/info', { categoryCode: 'BOOTS' }));
    expect(f.sizes.map((s) => s.value)).toEqual(['US 5', 'US 6', 'US 7', 'US 8', 'US 9', 'US 10', 'US 11']);
    expect(f.categories.map((c) => c.code)).toEqual(['BOOTS']);
    expect(f.colors[0]).toEqual({
      value: expect.any(String),
      hex: expect.stringMatching(/^#/),
      count: expect.any(Number),
    });
    expect(f.price.min).toBeLessThan(f.price.max);
    expect(f.sortOptions.map((s) => s.value)).toEqual(['recommended', 'newest', 'price_asc', 'price_desc']);
    const total = data(
      await get<ProductListResponse>(t.app, '/v1/basic/productList', { categoryCode: 'BOOTS', pageSize: 1 }),
    ).total;
    expect(f.brands.reduce((s, b) => s + b.count, 0)).toBe(total);
    const black = f.colors.find((c) => c.value === 'Black');
    if (black)
      expect(
        data(
          await get<ProductListResponse>(t.app, '/v1/basic/productList', {
            categoryCode: 'BOOTS',
            colors: 'Black',
            pageSize: 1,
          }),
        ).total,
      ).toBe(black.count);
    expect((await get(t.app, '/v1/filter/info', { occasionCode: 'NOPE' })).body.code).toBe(20003);
    expect(
      data(await get<FilterInfo>(t.app, '/v1/filter/info', { collectionCode: 'allStyle', title: 'zzzz' })).sizes,
    ).toEqual([]);
  });

  it('/basic/plp/header describes each kind of list; unknown codes are 20003', async () => {
    const cat = data(await get<PlpHeader>(t.app, '/v1/basic/plp/header', { type: 'category', code: 'DRESSES' }));
    expect(cat).toMatchObject({
      title: 'Dresses',
      subtitle: expect.stringMatching(/^\d+ styles$/),
      banner: { url: '/images/categories/dresses.svg' },
    });
    expect(cat.breadcrumb[0]).toEqual({ title: 'Home', link: '/' });
    const search = data(
      await get<PlpHeader>(t.app, '/v1/basic/plp/header', { type: 'collection', code: 'allStyle', title: 'slip' }),
    );
    expect(search.subtitle).toContain('slip');
    expect(
      data(await get<PlpHeader>(t.app, '/v1/basic/plp/header', { type: 'brand', code: '1' })).breadcrumb.at(-1)!.link,
    ).toBe('/brand/1');
    expect(data(await get<PlpHeader>(t.app, '/v1/basic/plp/header', { type: 'occasion', code: 'WORK' })).title).toBe(
      'Work',
    );
    expect(data(await get<PlpHeader>(t.app, '/v1/basic/plp/header', { type: 'newArrivals' })).title).toBe(
      'New Arrivals',
    );
    expect((await get(t.app, '/v1/basic/plp/header', { type: 'category', code: 'NOPE' })).body.code).toBe(20003);
    expect((await get(t.app, '/v1/basic/plp/header', { type: 'brand', code: 'abc' })).body.code).toBe(20003);
  });
});

describe('/homepage/index and /app/*', () => {
  it('has a hero, product rows of ~12 cards, category tiles and a brand row', async () => {
    const home = data(await get<HomepageResponse>(t.app, '/v1/homepage/index'));
    const types = home.modules.map((m) => m.type);
    expect(types[0]).toBe('hero');
    expect(types).toEqual(expect.arrayContaining(['products', 'categories', 'brands']));
    const rows = home.modules.flatMap((m) => (m.type === 'products' ? [m] : []));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect(r.productList).toHaveLength(12);
    expect(rows.find((r) => r.moduleId === 'new-arrivals')!.productList.every((c) => c.isNew)).toBe(true);
    const ids = new Set(
      home.modules.flatMap((m) => (m.type === 'products' ? m.productList.map((c) => c.shopProductId) : [])),
    );
    expect(ids.has(offShelfId)).toBe(false);
  });

  it('answers quickly once warm', async () => {
    await get(t.app, '/v1/homepage/index');
    const start = performance.now();
    for (let i = 0; i < 5; i++) await get(t.app, '/v1/homepage/index');
    const perCall = (performance.now() - start) / 5;
    expect(perCall).toBeLessThan(250); // a generous ceiling for a loaded CI machine; ~40–60 ms here
  });
});

describe('/images/*', () => {
  it('serves product SVGs with an immutable cache header', async () => {
    const card = data(await get<ProductListResponse>(t.app, '/v1/basic/productList', { pageSize: 1 })).list[0]!;
    for (const img of [card.cover, card.hoverImage!]) {
      const res = await t.app.inject({ method: 'GET', url: img.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(res.body).toContain(card.staticColorList[0]!.hex);
    }
    const one = await t.app.inject({ method: 'GET', url: '/images/products/dresses/e8a0a8-1.svg' });
    const two = await t.app.inject({ method: 'GET', url: '/images/products/dresses/e8a0a8-2.svg' });
    expect(one.body).not.toBe(two.body);
  });

  it('serves logos and banners; unknown images are 40004', async () => {
    const tax = data(await get<TaxonomyResponse>(t.app, '/v1/menu/category/list'));
    const brand = data(await get<BrandInfo>(t.app, '/v1/brands/info', { brandId: 1 }));
    for (const url of [
      brand.logo.url,
      tax.categories[0]!.image.url,
      tax.collections[0]!.image.url,
      tax.occasions[0]!.image.url,
      '/images/hero/1.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    for (const url of [
      '/images/products/spacesuits/e8a0a8-1.svg',
      '/images/products/dresses/zzz-1.svg',
      '/images/brands/nobody.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(40004);
    }
  });
});
