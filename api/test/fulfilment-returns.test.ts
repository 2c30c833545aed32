/**
 * Returns and inspections by the warehouse's signed events (contract/fulfilment.ts "Events", "Inspection"): a
 * return parcel picked up (its carrier and link) and received, then each outcome's effect on stock — fine back on
 * the shelf, needs-cleaning waiting for a later verdict, damaged and lost out for good — and a size back from 0
 * mailing its back-in-stock requests.
 */
import { ErrorCode } from '@tote/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outbox } from './accounts-helpers.js';
import type { TestApi } from './db.js';
import { webhookHelpers, webhookTestApi } from './fulfilment-helpers.js';
import { data } from './http.js';
import { freshUser } from './tote-helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await webhookTestApi();
});
afterAll(() => t.close());

const { h, send, refused, skuOf, returning } = webhookHelpers(() => t, 930);

describe('returns and inspection by webhook', () => {
  it('picked up, received, inspected: fine restocks, needs-cleaning waits, damaged and lost leave stock', async () => {
    const { orderId, lines, returnCode, detail } = await returning(4);
    const [fine, cleaning, damaged, lost] = lines as [number, number, number, number];
    const inspect = (orderItemId: number, outcome: string) => send({ type: 'item.inspected', orderItemId, outcome });

    expect((await inspect(fine, 'fine')).body).toEqual(
      refused(
        ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER,
        `Order item ${fine} can't be inspected: it has not come back to the warehouse.`,
      ),
    );
    expect((await send({ type: 'parcel.delivered', trackingNumber: returnCode })).body.code).toBe(
      ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER,
    );
    data(
      await send({
        type: 'return.shipped',
        trackingNumber: returnCode,
        carrier: 'USPS',
        trackingUrl: `https://usps.example/${returnCode}`,
      }),
    );
    const back = await detail();
    expect(back.orderStatus).toBe('Return in Transit');
    expect(back.shipments.find((p) => p.direction === 'return')).toMatchObject({
      carrier: 'USPS',
      trackingUrl: `https://usps.example/${returnCode}`,
      status: 'Return in Transit',
    });
    data(await send({ type: 'return.received', trackingNumber: returnCode }));
    expect((await detail()).orderStatus).toBe('Returned');

    const before = await Promise.all(lines.map(async (l) => h.stockOf(await skuOf(l))));
    data(await inspect(fine, 'fine'));
    data(await inspect(cleaning, 'needs-cleaning'));
    data(await inspect(damaged, 'damaged'));
    data(await inspect(lost, 'lost'));
    const after = await Promise.all(lines.map(async (l) => h.stockOf(await skuOf(l))));
    expect(after).toEqual([before[0]! + 1, before[1], before[2], before[3]]);
    expect((await detail()).lines.map((l) => l.inspection)).toEqual(['fine', 'needs-cleaning', 'damaged', 'lost']);

    // cleaned: back on the shelf; final outcomes are not changed
    data(await inspect(cleaning, 'fine'));
    expect(await h.stockOf(await skuOf(cleaning))).toBe(before[1]! + 1);
    for (const line of [fine, cleaning, damaged])
      expect((await inspect(line, 'fine')).body.code).toBe(ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER);
    expect((await detail()).lines.map((l) => l.inspection)).toEqual(['fine', 'fine', 'damaged', 'lost']);
    expect((await send({ type: 'item.inspected', orderItemId: 2_000_000_000, outcome: 'fine' })).body).toEqual(
      refused(ErrorCode.DATA_NOT_FOUND, 'Order item 2000000000 not found'),
    );
    expect(orderId).toBeGreaterThan(0);
  });
});

describe('a size back from 0 by inspection', () => {
  it('holds the unit for the member who waited and mails her, after the event committed', async () => {
    const { lines, returnCode } = await returning(1);
    data(await send({ type: 'return.received', trackingNumber: returnCode }));
    const skuId = await skuOf(lines[0]!);
    const sku = await t.db.selectFrom('skus').select('code').where('id', '=', skuId).executeTakeFirstOrThrow();
    await t.db.updateTable('skus').set({ stock: 0 }).where('id', '=', skuId).execute();
    const waiting = await freshUser(t.app, t.db, 'Not Subscribed');
    data(await call(t.app, '/v1/user/saveStockNotification', { sku: sku.code }, waiting.token));
    const email = (
      await t.db.selectFrom('users').select('email').where('id', '=', waiting.userId).executeTakeFirstOrThrow()
    ).email;

    data(await send({ type: 'item.inspected', orderItemId: lines[0], outcome: 'fine' }));
    expect(await h.stockOf(skuId)).toBe(0); // held for her: out of stock for everyone else
    const holds = await t.db
      .selectFrom('stock_holds')
      .select(['user_id', 'state'])
      .where('sku_id', '=', skuId)
      .execute();
    expect(holds).toEqual([{ user_id: waiting.userId, state: 'active' }]);
    const mails = (await outbox(t.app, { email })).filter((m) => m.subject.startsWith('Back in stock'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('held for you until');
    // Back on the shelf for the other test files (they share the database on PostgreSQL).
    await t.db.deleteFrom('stock_holds').where('sku_id', '=', skuId).execute();
    await t.db.updateTable('skus').set({ stock: 1 }).where('id', '=', skuId).execute();
  });
});
