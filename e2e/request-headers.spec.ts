/**
 * The client headers of SPEC §3 and §7, as the api reads them (its development read GET /v1/dev/request-headers, by
 * the browser's device id): the web app names itself and its layout, sends the stored location, and sends back the
 * api version the gateway passed on from the api.
 */
import { expect, test } from '@playwright/test';
import { API_URL } from './dev-api.ts';
import { appRunning } from './shop.ts';

test('each request carries the app id, the source, the stored location and the api version', async ({
  page,
  context,
}, testInfo) => {
  const versions: string[] = [];
  page.on('response', (response) => {
    const version = response.headers()['api-version'];
    if (response.url().endsWith('/graphql') && version) versions.push(version);
  });
  await page.goto('/new-arrivals');
  await appRunning(page);
  await page.evaluate(() =>
    localStorage.setItem('tote:location', JSON.stringify({ lat: 47.37, lon: 8.54, country: 'CH', city: 'Zürich' })),
  );
  // Two screens the app asks for itself: the first answer names the api version, the next request sends it back.
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/new-arrivals/);
  await expect.poll(() => versions.length).toBeGreaterThan(0);

  const deviceId = (await context.cookies()).find((c) => c.name === 'deviceId')?.value;
  expect(deviceId).toBeTruthy();
  const seen = async () => {
    const res = await page.request.get(`${API_URL}/v1/dev/request-headers?device_id=${deviceId}`);
    return ((await res.json()) as { data: Record<string, unknown> | null }).data;
  };
  await expect.poll(seen).toMatchObject({
    appId: 'tote-web',
    source: testInfo.project.name === 'mobile' ? 'web-mobile' : 'web-desktop',
    apiVersion: versions[0],
    location: { lat: 47.37, lon: 8.54, country: 'CH', city: 'Zürich' },
  });
});
