/**
 * Session tracking end to end (desktop only): a fresh visitor's events as the api recorded them (its
 * development read GET /v1/dev/tracking, by the browser session's id), the device cookies, and the geolocation
 * rule over plain http.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from './dev-api.ts';

interface RecordedEvent {
  event_type: string;
  platform: string | null;
  app_version: string | null;
  device_id: string | null;
  device_type: string | null;
  session_id: string | null;
  ip: string | null;
  timezone: string | null;
  refer: string | null;
  shop_product_id: number | null;
}

async function recorded(page: Page, sessionId: string): Promise<RecordedEvent[]> {
  const res = await page.request.get(`${API_URL}/v1/dev/tracking?session_id=${encodeURIComponent(sessionId)}`);
  return ((await res.json()) as { data: { list: RecordedEvent[] } }).data.list;
}

test('a first visit: session events, view_page 3 s after each route change, view_pdp, device cookies', async ({
  page,
  context,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/new-arrivals');
  const storedSessionId = () => page.evaluate(() => sessionStorage.getItem('tote:sessionId'));
  await expect.poll(storedSessionId, { timeout: 15_000 }).not.toBeNull();
  const sessionId = (await storedSessionId())!;

  const types = async () => (await recorded(page, sessionId)).map((e) => e.event_type).sort();
  // The first page counts once the shopper stayed 3 s.
  await expect.poll(types, { timeout: 20_000 }).toEqual(['first_time_visitor', 'tote_init', 'view_page']);

  // In-app navigation to a product page.
  const card = page.locator('main a[href^="/product/"]').first();
  const href = (await card.getAttribute('href'))!;
  const productId = Number(/^\/product\/(\d+)/.exec(href)![1]);
  await card.click();
  await expect(page).toHaveURL(/\/product\//);
  const productPath = new URL(page.url()).pathname;

  await expect
    .poll(types, { timeout: 20_000 })
    .toEqual(['first_time_visitor', 'tote_init', 'view_page', 'view_page', 'view_pdp']);
  const events = await recorded(page, sessionId);
  const { buildId } = (await (await page.request.get('/builds/latest.json')).json()) as { buildId: string };
  const deviceId = (await context.cookies()).find((c) => c.name === 'deviceId')?.value;
  expect(deviceId).toBeTruthy();
  for (const event of events) {
    expect(event).toMatchObject({
      platform: 'web',
      app_version: buildId,
      device_type: 'desktop',
      device_id: deviceId,
      session_id: sessionId,
      timezone: expect.any(String),
      ip: expect.any(String),
    });
  }
  const views = events.filter((e) => e.event_type === 'view_page').map((e) => e.refer?.split('?')[0]);
  expect(views).toEqual(['/new-arrivals', productPath]);
  expect(events.find((e) => e.event_type === 'view_pdp')).toMatchObject({ shop_product_id: productId });

  const cookies = new Map((await context.cookies()).map((c) => [c.name, c]));
  for (const name of ['fingerprint', 'resolution', 'network', 'language']) {
    const cookie = cookies.get(name);
    expect(cookie, name).toBeTruthy();
    expect(cookie!.path).toBe('/');
    // 365 days (give or take the test's own time).
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600_000);
  }
  expect(cookies.get('resolution')!.value).toMatch(/^\d+x\d+$/);
  expect(cookies.get('fingerprint')!.value).toMatch(/^[0-9a-f]{14}$/);
  expect(cookies.get('deviceId')!.value).toBe(deviceId);

  // Plain http: the browser is never asked for a position.
  expect(logs).toContain('[tote] geolocation skipped: only requested over https');
});
