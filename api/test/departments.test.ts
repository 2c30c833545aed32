import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterInfo, MenuResponse, PlpHeader, ProductListResponse } from '@tote/contract/catalog';
import { openTestApi, type TestApi } from './db.js';
import { data, get } from './http.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

const total = async (categoryCode?: string) =>
  data(
    await get<ProductListResponse>(
      t.app,
      '/v1/basic/productList',
      categoryCode ? { categoryCode, pageSize: 100 } : { pageSize: 1 },
    ),
  );

describe('departments: /category/CLOTHING and /category/SHOES', () => {
  it('list every product of their group and together the whole catalog', async () => {
    const clothing = await total('CLOTHING');
    const shoes = await total('SHOES');
    const everything = await total();
    expect(clothing.total + shoes.total).toBe(everything.total);
    expect(clothing.list.every((p) => p.categoryList[0]!.group === 'clothing')).toBe(true);
    expect(shoes.list.every((p) => p.categoryList[0]!.group === 'shoes')).toBe(true);
  });

  it('have a page header and filters', async () => {
    const header = data(await get<PlpHeader>(t.app, '/v1/basic/plp/header', { type: 'category', code: 'SHOES' }));
    expect(header.title).toBe('Shoes');
    expect(header.breadcrumb.at(-1)).toEqual({ title: 'Shoes', link: '/category/SHOES' });
    const banner = await t.app.inject({ method: 'GET', url: header.banner!.url });
    expect(banner.statusCode).toBe(200);
    const facets = data(await get<FilterInfo>(t.app, '/v1/filter/info', { categoryCode: 'SHOES' }));
    expect(facets.sizes.every((s) => s.value.startsWith('US '))).toBe(true);
  });

  it('are what the menu links its groups to', async () => {
    const menu = data(await get<MenuResponse>(t.app, '/v1/menu/index'));
    expect(menu.list.find((m) => m.menuId === 'clothing')?.link).toBe('/category/CLOTHING');
    expect(menu.list.find((m) => m.menuId === 'shoes')?.link).toBe('/category/SHOES');
  });
});
