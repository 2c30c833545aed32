/**
 * Capsules (contract/capsules.ts): create, list, rename, add and remove products (an added product is
 * also wishlisted), delete; the name rules and limits with their messages; only the owner reads or
 * changes a capsule (anyone else gets the same 20003 as for an unknown id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import {
  CAPSULE_NAME_LENGTH_MESSAGE,
  CAPSULE_NAME_TAKEN_MESSAGE,
  CAPSULE_PRODUCTS_FULL_MESSAGE,
  CAPSULE_PRODUCTS_MAX,
  CAPSULES_FULL_MESSAGE,
  CAPSULES_MAX,
  type Capsule,
  type CapsuleList,
} from '@tote/contract/capsules';
import { call } from './accounts-helpers.js';
import { data } from './http.js';
import { openTestApi, type TestApi } from './db.js';
import { shopper } from './member-helpers.js';
import { capsuleHelpers } from './capsules-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.close());

const { cap, products, capsuleWith } = capsuleHelpers(() => t);
const bad = (content: string) => ({ code: ErrorCode.BAD_REQUEST, message: { action: 'toast', content }, data: null });
const missing = (capsuleId: number) => ({
  code: ErrorCode.DATA_NOT_FOUND,
  message: { content: `Capsule ${capsuleId} not found` },
});

describe('/capsule/create, list, updateName, delete', () => {
  it('makes, lists (newest first), renames and deletes the member’s capsules', async () => {
    const s = await shopper(t.app);
    const a = data(await cap<Capsule>('create', s.token, { name: '  Weekend away ' }));
    expect(a).toEqual({
      capsuleId: expect.any(Number),
      name: 'Weekend away',
      createdAt: expect.any(String),
      products: [],
      coverImages: [],
    });
    const b = data(await cap<Capsule>('create', s.token, { name: 'Office' }));
    expect(data(await cap<CapsuleList>('list', s.token)).list.map((c) => c.name)).toEqual(['Office', 'Weekend away']);
    const renamed = data(await cap<Capsule>('updateName', s.token, { capsuleId: a.capsuleId, name: 'Beach' }));
    expect(renamed.name).toBe('Beach');
    expect(data(await cap('updateName', s.token, { capsuleId: a.capsuleId, name: 'beach' }))).toMatchObject({
      name: 'beach',
    });
    expect(data(await cap('delete', s.token, { capsuleId: b.capsuleId }))).toEqual({
      capsuleId: b.capsuleId,
      deleted: true,
    });
    expect(data(await cap<CapsuleList>('list', s.token)).list.map((c) => c.capsuleId)).toEqual([a.capsuleId]);
  });

  it('keeps names 1–40 characters and unique per member ignoring case', async () => {
    const s = await shopper(t.app);
    expect((await cap('create', s.token, { name: '   ' })).body).toEqual(bad(CAPSULE_NAME_LENGTH_MESSAGE));
    expect((await cap('create', s.token, { name: 'x'.repeat(41) })).body).toEqual(bad(CAPSULE_NAME_LENGTH_MESSAGE));
    data(await cap('create', s.token, { name: 'x'.repeat(40) }));
    const c = data(await cap<Capsule>('create', s.token, { name: 'Date night' }));
    expect((await cap('create', s.token, { name: 'DATE NIGHT' })).body).toEqual(bad(CAPSULE_NAME_TAKEN_MESSAGE));
    const other = data(await cap<Capsule>('create', s.token, { name: 'Other' }));
    expect((await cap('updateName', s.token, { capsuleId: other.capsuleId, name: 'date night' })).body).toEqual(
      bad(CAPSULE_NAME_TAKEN_MESSAGE),
    );
    // Another member may use the same name.
    const s2 = await shopper(t.app);
    expect(data(await cap<Capsule>('create', s2.token, { name: 'Date night' })).capsuleId).not.toBe(c.capsuleId);
  });

  it('allows CAPSULES_MAX capsules per member', async () => {
    const s = await shopper(t.app);
    for (let i = 0; i < CAPSULES_MAX; i++) data(await cap('create', s.token, { name: `C${i}` }));
    expect((await cap('create', s.token, { name: 'One more' })).body).toEqual(bad(CAPSULES_FULL_MESSAGE));
  });

  it('needs a session', async () => {
    expect((await cap('list', undefined)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await cap('create', undefined, { name: 'x' })).body.code).toBe(ErrorCode.UNAUTHORIZED);
  });
});

describe('/capsule/addProduct and removeProduct', () => {
  it('adds products (newest first, also to the wishlist), once each, and removes them', async () => {
    const s = await shopper(t.app);
    const [p1, p2] = await products(2);
    const c = await capsuleWith(s.token, 'Trip', [p1!, p2!, p1!]);
    expect(c.products.map((p) => p.shopProductId)).toEqual([p2, p1]);
    expect(c.coverImages).toEqual(c.products.map((p) => p.cover));
    const wished = await call<{ list: { shopProductId: number }[] }>(t.app, '/v1/wishlist/list', {}, s.token);
    expect(
      data(wished)
        .list.map((p) => p.shopProductId)
        .sort(),
    ).toEqual([p1, p2].sort());
    const after = data(await cap<Capsule>('removeProduct', s.token, { capsuleId: c.capsuleId, shopProductId: p2 }));
    expect(after.products.map((p) => p.shopProductId)).toEqual([p1]);
    // Removing an absent product is fine; the wishlist keeps both.
    data(await cap('removeProduct', s.token, { capsuleId: c.capsuleId, shopProductId: p2 }));
    expect(data(await call<{ total: number }>(t.app, '/v1/wishlist/list', {}, s.token)).total).toBe(2);
  });

  it('refuses an unknown or off-shelf product and more than CAPSULE_PRODUCTS_MAX', async () => {
    const s = await shopper(t.app);
    const c = data(await cap<Capsule>('create', s.token, { name: 'Full' }));
    const unknown = await cap('addProduct', s.token, { capsuleId: c.capsuleId, shopProductId: 999999999 });
    expect(unknown.body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    const off = await t.db.selectFrom('products').select('id').where('on_shelf', '=', false).executeTakeFirst();
    if (off) {
      const r = await cap('addProduct', s.token, { capsuleId: c.capsuleId, shopProductId: off.id });
      expect(r.body.code).toBe(ErrorCode.PRODUCT_OFF_SHELF);
    }
    const ids = await products(CAPSULE_PRODUCTS_MAX + 1);
    await t.db
      .insertInto('capsule_products')
      .values(ids.slice(0, CAPSULE_PRODUCTS_MAX).map((product_id) => ({ capsule_id: c.capsuleId, product_id })))
      .execute();
    const r = await cap('addProduct', s.token, { capsuleId: c.capsuleId, shopProductId: ids[CAPSULE_PRODUCTS_MAX] });
    expect(r.body).toEqual(bad(CAPSULE_PRODUCTS_FULL_MESSAGE));
    // A product already in it is still fine (nothing new).
    data(await cap('addProduct', s.token, { capsuleId: c.capsuleId, shopProductId: ids[0] }));
  });
});

describe('a capsule is its owner’s only', () => {
  it('answers another member 20003 for every call, like an unknown id, and changes nothing', async () => {
    const owner = await shopper(t.app);
    const [p1] = await products(1, 3);
    const c = await capsuleWith(owner.token, 'Private', [p1!]);
    const other = await shopper(t.app);
    const capsuleId = c.capsuleId;
    const calls: [string, Record<string, unknown>][] = [
      ['updateName', { capsuleId, name: 'Mine now' }],
      ['addProduct', { capsuleId, shopProductId: p1 }],
      ['removeProduct', { capsuleId, shopProductId: p1 }],
      ['delete', { capsuleId }],
    ];
    for (const [path, body] of calls)
      expect((await cap(path, other.token, body)).body).toMatchObject(missing(capsuleId));
    expect((await cap('delete', other.token, { capsuleId: 999999999 })).body).toMatchObject(missing(999999999));
    expect(data(await cap<CapsuleList>('list', other.token)).list).toEqual([]);
    const mine = data(await cap<CapsuleList>('list', owner.token)).list;
    expect(mine.map((x) => [x.name, x.products.length])).toEqual([['Private', 1]]);
  });
});
