/**
 * The batch reads for lists (/product/skuLists, /product/infos, /product/configs, /brands/infos): one call for
 * many ids, each id answered with the envelope its single read gives — the same data, the same failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchEntry, BrandListResponse, ProductListResponse } from '@tote/contract/catalog';
import type { Envelope } from '@tote/contract/envelope';
import { openTestApi, type TestApi } from './db.js';
import { data, get, post } from './http.js';
import { call, signUp } from './accounts-helpers.js';

let t: TestApi;
let ids: number[];
let offShelfId: number;
const UNKNOWN = 2_000_000;

beforeAll(async () => {
  t = await openTestApi();
  ids = data(await get<ProductListResponse>(t.app, '/v1/basic/productList', { pageSize: 20 })).list.map(
    (p) => p.shopProductId,
  );
  offShelfId = (
    await t.db.selectFrom('products').select('id').where('on_shelf', '=', false).orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const singles = [
  ['/v1/product/skuLists', '/v1/product/skuList'],
  ['/v1/product/infos', '/v1/product/info'],
  ['/v1/product/configs', '/v1/product/config'],
] as const;

/** The single read's envelope for one id, as a batch entry says it. */
async function single(path: string, shopProductId: number): Promise<Envelope<unknown>> {
  return (await get(t.app, path, { shopProductId })).body;
}

describe('product batch reads', () => {
  it.each(singles)('%s answers each product as %s does, in the order asked', async (batch, one) => {
    const asked = [...ids, UNKNOWN, offShelfId];
    const { list } = data(
      await get<{ list: BatchEntry<unknown>[] }>(t.app, batch, { shopProductIds: asked.join(',') }),
    );
    expect(list.map((e) => e.id)).toEqual(asked);
    for (const e of list) {
      const { id, ...envelope } = e;
      expect(envelope, `${batch} ${id}`).toEqual(await single(one, id));
    }
    expect(list.at(-2)).toMatchObject({ code: 20003, data: null });
    expect(list.at(-1)).toMatchObject({ code: 70003, message: { action: 'redirect' }, data: null });
  });

  it('takes POST bodies too, and answers a repeated id once', async () => {
    const [a, b] = ids as [number, number];
    const r = data(
      await post<{ list: BatchEntry<unknown>[] }>(t.app, '/v1/product/skuLists', { shopProductIds: [a, b, a] }),
    );
    expect(r.list.map((e) => e.id)).toEqual([a, b]);
  });

  it('refuses no ids, bad ids and more than 100 ids with 40001', async () => {
    for (const shopProductIds of ['', 'x', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const r = await get(t.app, '/v1/product/skuLists', { shopProductIds });
      expect(r.status, shopProductIds.slice(0, 20)).toBe(400);
      expect(r.body.code).toBe(40001);
    }
    expect((await get(t.app, '/v1/product/infos')).body.message.content).toMatch(/shopProductIds/);
  });

  it('/product/infos never counts as the shopper viewing the products (/product/info does)', async () => {
    const { token } = await signUp(t.app);
    const recent = async () =>
      data(await call<ProductListResponse>(t.app, '/v1/basic/productListByRecentlyViewed', {}, token)).list;
    data(await call(t.app, '/v1/product/infos', { shopProductIds: ids.slice(0, 3) }, token));
    expect(await recent()).toEqual([]);
    data(await call(t.app, '/v1/product/info', { shopProductId: ids[0]! }, token));
    expect((await recent()).map((p) => p.shopProductId)).toEqual([ids[0]]);
  });
});

describe('/brands/infos', () => {
  it('answers each brand as /brands/info does; an unknown one is 20003', async () => {
    const brands = data(await get<BrandListResponse>(t.app, '/v1/brands/list', { pageSize: 5 })).list;
    const asked = [...brands.map((b) => b.brandId), UNKNOWN];
    const { list } = data(
      await get<{ list: BatchEntry<unknown>[] }>(t.app, '/v1/brands/infos', { brandIds: asked.join(',') }),
    );
    expect(list.map((e) => e.id)).toEqual(asked);
    for (const { id, ...envelope } of list)
      expect(envelope).toEqual((await get(t.app, '/v1/brands/info', { brandId: id })).body);
    expect(list.at(-1)).toMatchObject({ code: 20003, data: null });
  });
});
