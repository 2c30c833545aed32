/**
 * The user-dependent product rows and tracking events, through the gateway against the real api.
 * Each test signs up its own shopper or is a guest.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, signUp } from './account-helpers.js';
import { apiUrl, startCountingProxy, startGateway, type Gateway } from './helpers.js';
import { inStockSkus, PDP_WITH_BUTTONS, productGlobalId, type SeedSku } from './tote-queries.js';
import { ADD_TO_WISHLIST, PRODUCT_ROWS, TRACK_EVENT } from './wishlist-queries.js';

let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gw: Gateway;
let products: SeedSku[];

beforeAll(async () => {
  proxy = await startCountingProxy();
  gw = await startGateway({ upstreamUrl: proxy.url, trustProxy: true });
  products = await inStockSkus(4, 300);
});
afterAll(async () => {
  await gw?.close();
  await proxy?.close();
});
beforeEach(() => proxy.reset());

const paths = () => proxy.calls.map((c) => c.path).sort();

describe('product rows for the shopper', () => {
  it('recently viewed, you may like (without saved products), and Tote suggestions', async () => {
    const b = new Browser(gw.url);
    await signUp(b);
    const viewed = products[1]!.shopProductId;
    await b.gql(PDP_WITH_BUTTONS, { productId: viewed });
    await b.gql(ADD_TO_WISHLIST, { input: { productId: productGlobalId(products[2]!.shopProductId) } });

    proxy.reset();
    const r = await b.gql(PRODUCT_ROWS);
    expect(r.errors).toBeUndefined();
    const { viewer, toteSuggestions } = r.data;
    expect(viewer.recentlyViewed.map((p: { productId: number }) => p.productId)).toEqual([viewed]);
    expect(viewer.productsYouLike.length).toBeGreaterThan(0);
    expect(viewer.productsYouLike.length).toBeLessThanOrEqual(6);
    expect(viewer.productsYouLike.some((p: { productId: number }) => p.productId === products[2]!.shopProductId)).toBe(
      false,
    );
    expect(viewer.productsYouLike.every((p: { isWished: boolean }) => p.isWished === false)).toBe(true);
    expect(toteSuggestions.length).toBe(4);
    // Three rows, one heart check for all of them.
    expect(proxy.calls.filter((c) => c.path === '/wishlist/check')).toHaveLength(1);
    expect(proxy.calls.length).toBe(proxy.distinct());
  });

  it('suggests products for an empty Tote to guests too', async () => {
    const r = await new Browser(gw.url).gql(`{ toteSuggestions(first: 3) { id productId isWished } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.toteSuggestions).toHaveLength(3);
    expect(paths()).toEqual(['/basic/productListInEmptyCart']);
  });
});

describe('tracking events', () => {
  const trackCalls = () => proxy.calls.filter((c) => c.path === '/context/tracking');

  it('records a guest event with the device id, platform and device type', async () => {
    const guest = new Browser(gw.url);
    guest.jar.set('deviceId', 'device-guest-1');
    const p = products[0]!;
    const r = await guest.gql(TRACK_EVENT, {
      input: {
        eventType: 'VIEW_PDP',
        refer: `/product/${p.shopProductId}`,
        productId: p.shopProductId,
        colorId: p.colorId,
        timezone: 'America/New_York',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.trackEvent).toEqual({ recorded: true, userErrors: [] });
    expect(trackCalls()).toHaveLength(1);
    expect(trackCalls()[0]!.params).toEqual({
      event_type: 'view_pdp',
      platform: 'web',
      device_type: 'desktop',
      device_id: 'device-guest-1',
      ip: guest.ip,
      refer: `/product/${p.shopProductId}`,
      shop_product_id: p.shopProductId,
      color_id: p.colorId,
      timezone: 'America/New_York',
    });
  });

  it('records a member event, lowercasing the event name', async () => {
    const b = new Browser(gw.url);
    await signUp(b);
    proxy.reset();
    const r = await b.gql(
      TRACK_EVENT,
      { input: { eventType: 'ADD_TOTE_BOX', refer: '/' } },
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    );
    expect(r.data.trackEvent).toEqual({ recorded: true, userErrors: [] });
    expect(trackCalls()[0]!.params).toMatchObject({ event_type: 'add_tote_box', device_type: 'mobile', refer: '/' });
  });

  it("stores the client fields (build, layout, session, location); the IP is the caller's", async () => {
    const guest = new Browser(gw.url);
    guest.jar.set('deviceId', 'device-guest-2');
    const sessionId = `gw-trk-${process.pid}-${Date.now()}`;
    const r = await guest.gql(TRACK_EVENT, {
      input: {
        eventType: 'VIEW_PAGE',
        refer: '/brands?letter=B',
        timezone: 'Europe/Paris',
        appVersion: 'build-42',
        deviceType: 'MOBILE',
        sessionId,
        latitude: 48.857,
        longitude: 2.352,
        country: 'FR',
        region: 'IDF',
        city: 'Paris',
      },
    });
    expect(r.data.trackEvent).toEqual({ recorded: true, userErrors: [] });
    expect(trackCalls()[0]!.params).toEqual({
      event_type: 'view_page',
      platform: 'web',
      device_type: 'mobile',
      device_id: 'device-guest-2',
      ip: guest.ip,
      refer: '/brands?letter=B',
      timezone: 'Europe/Paris',
      app_version: 'build-42',
      session_id: sessionId,
      lat: 48.857,
      lon: 2.352,
      country: 'FR',
      region: 'IDF',
      city: 'Paris',
    });
    const stored = await fetch(`${apiUrl()}/v1/dev/tracking?session_id=${sessionId}`);
    const { data } = (await stored.json()) as { data: { list: Record<string, unknown>[] } };
    expect(data.list).toEqual([
      expect.objectContaining({
        event_type: 'view_page',
        platform: 'web',
        device_type: 'mobile',
        device_id: 'device-guest-2',
        ip: guest.ip,
        app_version: 'build-42',
        lat: 48.857,
        lon: 2.352,
        city: 'Paris',
        user_id: null,
      }),
    ]);

    // A first visit without a device id gets one, in the deviceId cookie and in its event.
    const newcomer = new Browser(gw.url);
    proxy.reset();
    expect((await newcomer.gql(TRACK_EVENT, { input: { eventType: 'TOTE_INIT' } })).data.trackEvent.recorded).toBe(
      true,
    );
    const minted = newcomer.jar.get('deviceId');
    expect(minted).toMatch(/^[0-9a-f-]{36}$/);
    expect(trackCalls()[0]!.params).toMatchObject({ event_type: 'tote_init', device_id: minted });
    const raw = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ query: TRACK_EVENT, variables: { input: { eventType: 'TOTE_INIT' } } }),
    });
    expect(raw.headers.get('set-cookie')).toMatch(/deviceId=[^;]+;.*Max-Age=31536000/i); // 365 days (SPEC §3)

    // No client can name the IP address: the input has no such field.
    const spoofed = await guest.gql(TRACK_EVENT, { input: { eventType: 'VIEW_PAGE', ip: '203.0.113.1' } });
    expect(spoofed.errors?.[0]?.message).toMatch(/"ip" is not defined/);
    const bad = await guest.gql(TRACK_EVENT, { input: { eventType: 'VIEW_PAGE', latitude: 91 } });
    expect(bad.data.trackEvent.userErrors).toEqual([
      { code: 'VALIDATION', field: ['input', 'latitude'], message: 'Not a latitude.' },
    ]);
  });

  it("takes the country, region and city of the caller's address when the client sends none", async () => {
    const londoner = new Browser(gw.url, '81.2.69.160'); // behind the trusted proxy: X-Forwarded-For
    const sessionId = `gw-loc-${process.pid}-${Date.now()}`;
    const r = await londoner.gql(TRACK_EVENT, { input: { eventType: 'VIEW_PAGE', sessionId } });
    expect(r.data.trackEvent).toEqual({ recorded: true, userErrors: [] });
    const stored = await fetch(`${apiUrl()}/v1/dev/tracking?session_id=${sessionId}`);
    const { data } = (await stored.json()) as { data: { list: Record<string, unknown>[] } };
    expect(data.list).toEqual([
      expect.objectContaining({
        ip: '81.2.69.160',
        country: 'GB',
        region: expect.any(String),
        city: expect.any(String),
      }),
    ]);
  });

  it('still records with an expired session (as a guest), and checks its input', async () => {
    const b = new Browser(gw.url);
    b.jar.set('tote_token', 'expired-or-unknown');
    const r = await b.gql(TRACK_EVENT, { input: { eventType: 'PAGE_IDLE' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.trackEvent).toEqual({ recorded: true, userErrors: [] });

    const bad = await new Browser(gw.url).gql(TRACK_EVENT, { input: { eventType: 'VIEW_PAGE', productId: 0 } });
    expect(bad.data.trackEvent).toEqual({
      recorded: false,
      userErrors: [{ code: 'VALIDATION', field: ['input', 'productId'], message: 'Not a product number.' }],
    });
  });
});
