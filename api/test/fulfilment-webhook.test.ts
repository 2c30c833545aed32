/**
 * The warehouse's signed events (contract/fulfilment.ts) with FULFILMENT=webhook: the signature and its window,
 * idempotency by event id (also two deliveries at once), unknown and out-of-order events changing nothing, an
 * order packed → shipped (carrier, tracking number and link) → scanned → delivered; the clock moves nothing in
 * this mode. And FULFILMENT=simulated with and without a secret. Returns and inspections: fulfilment-returns.test.ts.
 */
import { ErrorCode } from '@tote/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../src/features/fulfilment/index.js';
import { signatureProblem } from '../src/features/fulfilment/signature.js';
import { createApi } from '../src/server.js';
import type { TestApi } from './db.js';
import { eventId, sendEvent, WEBHOOK_SECRET, webhookHelpers, webhookTestApi } from './fulfilment-helpers.js';
import { data } from './http.js';

let t: TestApi;
beforeAll(async () => {
  t = await webhookTestApi();
});
afterAll(() => t.close());

const { h, send, eventsOf, refused, order } = webhookHelpers(() => t, 900);

describe('the signature', () => {
  it('missing, malformed, wrong, over another body or stale: 401 (40000), nothing changes', async () => {
    const { orderId, detail } = await order(1);
    const packed = { type: 'order.packed', orderId };
    const now = Math.floor(Date.now() / 1000);
    const cases: [Parameters<typeof sendEvent>[2], RegExp][] = [
      [{ header: null }, /Tote-Signature header is missing/],
      [{ header: 'v1=abc' }, /not t=<seconds>,v1=<hex>/],
      [{ secret: 'another secret' }, /does not match the body/],
      [{ t: now - 400 }, /more than 300 seconds away/],
      [{ t: now + 400 }, /more than 300 seconds away/],
    ];
    for (const [opts, message] of cases) {
      const r = await send(packed, opts);
      expect({ status: r.status, body: r.body }).toEqual({
        status: 401,
        body: refused(ErrorCode.UNAUTHORIZED, message),
      });
    }
    // signed, then the body changed on the way
    const raw = JSON.stringify({ id: eventId(), ...packed });
    const tampered = await send(packed, {
      raw: raw.replace('"orderId"', ' "orderId"'),
      header: signatureHeader(WEBHOOK_SECRET, raw),
    });
    expect(tampered.body).toEqual(refused(ErrorCode.UNAUTHORIZED, /does not match the body/));
    expect(await eventsOf(orderId)).toBe(0);
    // within the window, a few seconds off, is fine
    expect(data(await send(packed, { t: now - 200 }))).toMatchObject({ duplicate: false, orderId });
    expect((await detail()).shipments).toHaveLength(1);
  });

  it('the window is 300 seconds either way, to the second', () => {
    const header = signatureHeader(WEBHOOK_SECRET, '{}', 1_000_000);
    expect(signatureProblem(WEBHOOK_SECRET, header, '{}', 1_000_300_000)).toBeNull();
    expect(signatureProblem(WEBHOOK_SECRET, header, '{}', 999_700_000)).toBeNull();
    expect(signatureProblem(WEBHOOK_SECRET, header, '{}', 1_000_300_001)).toMatch(/more than 300 seconds/);
    // several v1 entries while a secret is rotated: one matching is enough
    const rotated = `${header},v1=${'0'.repeat(64)}`;
    expect(signatureProblem(WEBHOOK_SECRET, rotated, '{}', 1_000_000_000)).toBeNull();
  });

  it('a body that is not an event: 400 (40001) naming the field', async () => {
    const r = await send({
      type: 'parcel.shipped',
      orderId: 1,
      carrier: 'UPS',
      trackingNumber: 'X',
      trackingUrl: 'javascript:alert(1)',
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual(refused(ErrorCode.BAD_REQUEST, /^Invalid parameter trackingUrl: must be an http\(s\) URL/));
    expect((await send({}, { raw: '{not json' })).body.code).toBe(ErrorCode.BAD_REQUEST);
    expect((await send({ type: 'order.lost', orderId: 1 })).status).toBe(400);
  });
});

describe('an order by webhook', () => {
  it('packed → shipped → scanned → delivered; replays and out-of-order events change nothing', async () => {
    const { orderId, detail } = await order(2);
    expect(await h.advance(orderId, 3)).toBe(0); // the clock moves nothing with FULFILMENT=webhook
    expect((await detail()).shipments).toEqual([]);

    // out of order: shipped before packed; unknown parcel
    const early = await send({ type: 'parcel.shipped', orderId, carrier: 'UPS', trackingNumber: `1Z${orderId}` });
    expect(early.body).toEqual(
      refused(
        ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER,
        `Order ${orderId} has no packed parcel waiting for the carrier: send order.packed first.`,
      ),
    );
    expect((await send({ type: 'parcel.delivered', trackingNumber: `1Z${orderId}` })).body).toEqual(
      refused(ErrorCode.DATA_NOT_FOUND, `Parcel 1Z${orderId} not found`),
    );
    expect((await send({ type: 'order.packed', orderId: 2_000_000_000 })).body).toEqual(
      refused(ErrorCode.DATA_NOT_FOUND, 'Order 2000000000 not found'),
    );
    expect(await eventsOf(orderId)).toBe(0);

    const packedEvent = { id: eventId(), type: 'order.packed', orderId };
    const packed = data(await send(packedEvent));
    expect(packed).toEqual({
      id: packedEvent.id,
      duplicate: false,
      orderId,
      trackingCode: expect.stringMatching(/^TOTE-O/),
    });
    expect(data(await send(packedEvent))).toEqual({ ...packed, duplicate: true, trackingCode: null });
    const afterPack = await detail();
    expect(afterPack.orderStatus).toBe('Requested');
    expect(afterPack.shipments).toMatchObject([
      { carrier: 'Tote warehouse', trackingCode: packed.trackingCode, trackingUrl: null, status: 'Requested' },
    ]);
    expect((await send({ type: 'order.packed', orderId })).body.code).toBe(ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER);

    const tracking = `1Z999AA1${orderId}`;
    const url = `https://carrier.example/track?n=${tracking}`;
    const shipped = {
      id: eventId(),
      type: 'parcel.shipped',
      orderId,
      carrier: 'UPS',
      trackingNumber: tracking,
      trackingUrl: url,
    };
    expect(data(await send(shipped)).duplicate).toBe(false);
    expect(data(await send(shipped)).duplicate).toBe(true);
    const onTheWay = await detail();
    expect(onTheWay).toMatchObject({ orderStatus: 'Incoming', primaryActions: ['track-tote'] });
    expect(onTheWay.lines.map((l) => l.state)).toEqual(['shipped', 'shipped']);
    expect(onTheWay.shipments).toMatchObject([
      { carrier: 'UPS', trackingCode: tracking, trackingUrl: url, status: 'Incoming' },
    ]);

    const at = '2026-11-20T10:00:00.000Z';
    data(await send({ type: 'parcel.scanned', trackingNumber: tracking, location: 'Louisville, KY', occurredAt: at }));
    data(await send({ type: 'parcel.delivered', trackingNumber: tracking }));
    const done = await detail();
    expect(done.orderStatus).toBe('Delivered');
    expect(done.lines.map((l) => l.state)).toEqual(['delivered', 'delivered']);
    expect(done.shipments[0]!.events).toMatchObject([
      { status: 'Requested' },
      { status: 'Incoming', description: 'Picked up by UPS' },
      { status: 'Incoming', location: 'Louisville, KY', occurredAt: at },
      { status: 'Delivered' },
    ]);
    expect((await send({ type: 'parcel.delivered', trackingNumber: tracking })).body).toEqual(
      refused(ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER, `Parcel ${tracking} can't be delivered: it is Delivered.`),
    );
    expect((await send({ type: 'parcel.scanned', trackingNumber: tracking, location: 'X' })).body.code).toBe(
      ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER,
    );
    expect(await eventsOf(orderId)).toBe(4); // packed, shipped, scanned, delivered
  });

  it('parcels by item: packed and shipped separately, under the shop reference or a number of their own', async () => {
    const { orderId, detail } = await order(3);
    const [a, b, c] = (await detail()).lines.map((l) => l.orderItemId) as [number, number, number];
    expect((await send({ type: 'order.packed', orderId, orderItemIds: [a, 2_000_000_000] })).body).toEqual(
      refused(ErrorCode.DATA_NOT_FOUND, `Order item 2000000000 of order ${orderId} not found`),
    );
    const first = data(await send({ type: 'order.packed', orderId, orderItemIds: [a, a] }));
    const second = data(await send({ type: 'order.packed', orderId, orderItemIds: [b, c] }));
    expect((await send({ type: 'order.packed', orderId, orderItemIds: [c] })).body).toEqual(
      refused(ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER, `Order item ${c} is not waiting to be packed.`),
    );
    const ship = (trackingNumber: string, orderItemIds: number[]) =>
      send({ type: 'parcel.shipped', orderId, carrier: 'DHL', trackingNumber, orderItemIds });
    data(await ship(second.trackingCode!, [c])); // under the shop's own reference
    expect((await ship(second.trackingCode!, [a])).body).toEqual(
      refused(
        ErrorCode.FULFILMENT_EVENT_OUT_OF_ORDER,
        `Tracking number ${second.trackingCode} belongs to another parcel.`,
      ),
    );
    const d = await detail();
    expect(d.orderStatus).toBe('Partially Incoming');
    expect(d.shipments.map((p) => [p.trackingCode, p.status, p.orderItemIds])).toEqual([
      [first.trackingCode, 'Requested', [a]],
      [second.trackingCode, 'Incoming', [b, c]],
    ]);
  });

  it('two deliveries of one event at once apply it once', async () => {
    const { orderId, detail } = await order(1);
    const packed = { id: eventId(), type: 'order.packed', orderId };
    const both = await Promise.all([send(packed), send(packed)]);
    expect(both.map((r) => r.body.code)).toEqual([0, 0]);
    expect(both.map((r) => r.body.data!.duplicate).sort()).toEqual([false, true]);
    const tracking = `RACE${orderId}`;
    const shipped = { id: eventId(), type: 'parcel.shipped', orderId, carrier: 'DHL', trackingNumber: tracking };
    const twice = await Promise.all([send(shipped), send(shipped)]);
    expect(twice.map((r) => r.body.data!.duplicate).sort()).toEqual([false, true]);
    const d = await detail();
    expect(d.shipments).toHaveLength(1);
    expect(d.shipments[0]!.events.map((e) => e.status)).toEqual(['Requested', 'Incoming']);
  });
});

describe('FULFILMENT=simulated', () => {
  it('the webhook refuses every event without a secret; with one it takes them next to the clock', async () => {
    const plain = await createApi({ db: t.db, env: { NODE_ENV: 'test' }, pauseSweepMs: 0 });
    const signed = await createApi({
      db: t.db,
      env: { NODE_ENV: 'test', FULFILMENT_WEBHOOK_SECRET: WEBHOOK_SECRET },
      pauseSweepMs: 0,
    });
    try {
      const { orderId, detail } = await order(1);
      expect((await sendEvent(plain, { type: 'order.packed', orderId })).body).toEqual(
        refused(ErrorCode.UNAUTHORIZED, 'Fulfilment event refused: FULFILMENT_WEBHOOK_SECRET is not set on this shop.'),
      );
      const packed = data(await sendEvent(signed, { type: 'order.packed', orderId }));
      expect(packed.trackingCode).toMatch(/^TLC/); // the local carrier books it
      // the local carrier's clock takes the parcel on from there
      const advanced = await signed.inject({
        method: 'POST',
        url: '/v1/dev/fulfilment/advance',
        payload: { orderId },
      });
      expect(advanced.json()).toMatchObject({ code: 0, data: { moved: 1 } });
      expect((await detail()).orderStatus).toBe('Incoming');
    } finally {
      await plain.close();
      await signed.close();
    }
  });
});
