/**
 * Shared orders (contract/share.ts): /share/generate for the user's own placed order, /share/info's
 * read-only view (only what a share allows), expiry on a clock the test controls (22001), revoked or
 * cancelled (22002), and the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@tote/contract/codes';
import {
  SHARE_EXPIRED_MESSAGE,
  SHARE_NOT_SHAREABLE_MESSAGE,
  SHARE_OVERDUE_MESSAGE,
  type ShareLink,
  type SharedOrderView,
} from '@tote/contract/share';
import { data } from './http.js';
import { call, RELAXED_LIMITS } from './accounts-helpers.js';
import { openTestApi, type TestApi } from './db.js';
import { ADDRESS, newKey, pay, shopper } from './member-helpers.js';
import { orderHelpers } from './order-helpers.js';
import { loadConfig } from '../src/platform/config.js';

const HOUR = 60 * 60 * 1000;
let now = Date.parse('2030-01-01T12:00:00Z');
let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({
    limits: RELAXED_LIMITS,
    pauseSweepMs: 0,
    shares: { ttlMs: 48 * HOUR, now: () => new Date(now) },
  });
});
afterAll(() => t.close());

const { purchaseOrder, cancel, err } = orderHelpers(() => t, 420);
const generate = (token: string | undefined, resourceId: number, resourceType = 'order') =>
  call<ShareLink>(t.app, '/v1/share/generate', { resourceId, resourceType }, token);
const info = (shareId: string, token?: string) =>
  call<SharedOrderView>(t.app, '/v1/share/info', { shareId }, token, 'GET');
const revoke = (token: string, shareId: string) => call<ShareLink>(t.app, '/v1/share/revoke', { shareId }, token);
const redirect = (code: number, content: string) => ({ code, message: { action: 'redirect', content }, data: null });

async function paidOrder() {
  const o = await purchaseOrder();
  data(await pay(t.app, o.s.token, { orderId: o.order.orderId, idempotencyKey: newKey() }));
  return o;
}

describe('/share/generate', () => {
  it('makes a link to the own placed order, and answers the same link while it is young', async () => {
    const { s, order } = await paidOrder();
    const link = data(await generate(s.token, order.orderId));
    expect(link).toEqual({
      shareId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      resourceType: 'order',
      resourceId: order.orderId,
      url: `http://localhost:8080/share/order/${link.shareId}`,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 48 * HOUR).toISOString(),
      revokedAt: null,
    });
    now += 23 * HOUR;
    expect(data(await generate(s.token, order.orderId)).shareId).toBe(link.shareId);
    now += 2 * HOUR; // less than half its lifetime left: a new link
    const fresh = data(await generate(s.token, order.orderId));
    expect(fresh.shareId).not.toBe(link.shareId);
    expect(fresh.expiresAt).toBe(new Date(now + 48 * HOUR).toISOString());
  });

  it("refuses another member's order and unknown ids with 20003, and needs a session", async () => {
    const { order } = await paidOrder();
    const other = await shopper(t.app);
    expect((await generate(other.token, order.orderId)).body).toEqual(err(20003, `Order ${order.orderId} not found`));
    expect((await generate(other.token, 2_000_000_000)).body.code).toBe(ErrorCode.DATA_NOT_FOUND);
    expect((await generate(undefined, order.orderId)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect(await t.db.selectFrom('shares').selectAll().where('resource_id', '=', order.orderId).execute()).toEqual([]);
  });

  it('refuses an unpaid or cancelled order (22002) and other resource types (40001)', async () => {
    const { s, order } = await purchaseOrder();
    expect((await generate(s.token, order.orderId)).body).toEqual(err(22002, SHARE_NOT_SHAREABLE_MESSAGE));
    data(await cancel(s, order.orderId));
    expect((await generate(s.token, order.orderId)).body).toEqual(err(22002, SHARE_NOT_SHAREABLE_MESSAGE));
    const other = await generate(s.token, order.orderId, 'invoice');
    expect(other.body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('/share/info', () => {
  it('shows status, dates and the items (picture, title, size, colour) to anyone, and nothing else', async () => {
    const { s, a, b, order } = await paidOrder();
    const link = data(await generate(s.token, order.orderId));
    const view = data(await info(link.shareId));
    expect(view).toEqual({
      shareId: link.shareId,
      resourceType: 'order',
      expiresAt: link.expiresAt,
      order: {
        status: 'Requested',
        placedAt: expect.any(String),
        paidAt: expect.any(String),
        items: expect.any(Array),
      },
    });
    expect(view.order.items).toHaveLength(2);
    const sizeOf = async (skuId: number) =>
      (await t.db.selectFrom('skus').select('size_label').where('id', '=', skuId).executeTakeFirstOrThrow()).size_label;
    const itemA = view.order.items.find((i) => i.shopProductId === a.product_id);
    expect(itemA).toEqual({
      title: expect.any(String),
      brand: { brandId: expect.any(Number), name: expect.any(String), slug: expect.any(String) },
      image: expect.objectContaining({ url: expect.any(String) }),
      size: await sizeOf(a.id),
      color: { colorId: expect.any(Number), name: expect.any(String), hex: expect.stringMatching(/^#/) },
      saleType: 'purchase',
      shopProductId: a.product_id,
    });
    expect(view.order.items.find((i) => i.shopProductId === b.product_id)?.size).toBe(await sizeOf(b.id));
    // Whoever asks (the owner included) sees the same; no money, card, address, email or order id.
    expect(data(await info(link.shareId, s.token))).toEqual(view);
    const text = JSON.stringify(view);
    for (const secret of [s.email, ADDRESS.streetAddress, ADDRESS.zip, '4242', String(a.price_cents / 100)])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/price|amount|total|card|address|email|coupon|points|orderId/i);
  });

  it('answers 22001 once the link expired, on the clock', async () => {
    const { s, order } = await paidOrder();
    const link = data(await generate(s.token, order.orderId));
    now += 48 * HOUR - 1;
    expect((await info(link.shareId)).body.code).toBe(0);
    now += 1;
    const expired = await info(link.shareId);
    expect(expired.status).toBe(200);
    expect(expired.body).toEqual(redirect(22001, SHARE_EXPIRED_MESSAGE));
  });

  it('answers 22002 when revoked (only by its owner), its order cancelled or gone, or its owner deleted', async () => {
    const { s, order } = await paidOrder();
    const link = data(await generate(s.token, order.orderId));
    const other = await shopper(t.app);
    expect((await revoke(other.token, link.shareId)).body).toEqual(err(20003, 'Share not found'));
    expect((await info(link.shareId)).body.code).toBe(0);
    const revoked = data(await revoke(s.token, link.shareId));
    expect(revoked.revokedAt).toBe(new Date(now).toISOString());
    expect(data(await revoke(s.token, link.shareId)).revokedAt).toBe(revoked.revokedAt);
    expect((await info(link.shareId)).body).toEqual(redirect(22002, SHARE_OVERDUE_MESSAGE));

    const again = data(await generate(s.token, order.orderId));
    expect(again.shareId).not.toBe(link.shareId);
    expect((await info(again.shareId)).body.code).toBe(0);
    await t.db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', order.orderId).execute();
    expect((await info(again.shareId)).body).toEqual(redirect(22002, SHARE_OVERDUE_MESSAGE));

    await t.db
      .insertInto('shares')
      .values({
        id: 'gone-order-share-00000',
        user_id: s.userId,
        resource_type: 'order',
        resource_id: 2_000_000_000,
        expires_at: new Date(now + HOUR),
      })
      .execute();
    expect((await info('gone-order-share-00000')).body).toEqual(redirect(22002, SHARE_OVERDUE_MESSAGE));
    // Its owner deleted (the row's user_id set null by the foreign key).
    const live = await paidOrder();
    const orphan = data(await generate(live.s.token, live.order.orderId));
    expect((await info(orphan.shareId)).body.code).toBe(0);
    await t.db.updateTable('shares').set({ user_id: null }).where('id', '=', orphan.shareId).execute();
    expect((await info(orphan.shareId)).body).toEqual(redirect(22002, SHARE_OVERDUE_MESSAGE));
  });

  it('answers 20003 for an unknown share and 40001 for something that is not a share id', async () => {
    expect((await info('AAAAAAAAAAAAAAAAAAAAAA')).body).toEqual(err(20003, 'Share not found'));
    expect((await info('not a share')).body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('share settings', () => {
  it('takes the lifetime from SHARE_TTL_DAYS, else 30 days', () => {
    expect(loadConfig({}).shares.ttlMs).toBe(30 * 24 * HOUR);
    expect(loadConfig({ SHARE_TTL_DAYS: '7' }).shares.ttlMs).toBe(7 * 24 * HOUR);
    expect(loadConfig({ SHARE_TTL_DAYS: 'x' }).shares.ttlMs).toBe(30 * 24 * HOUR);
  });
});
