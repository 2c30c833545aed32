import { expect, test, type Page } from '@playwright/test';
import { emptyTote, logIn, openProductAndPickSize, openTheBox, toteDrawer } from './shop.ts';

/**
 * A member rents an item → the order is in the order history's Current tab as Requested → the local
 * carrier (ticked now through the api's development endpoint, contract/fulfilment.ts) ships it: the
 * order page shows Incoming with the parcel's tracking events, then Delivered. Screenshots of each
 * tab and of the order on its way land in the test's output folder.
 */

// The api listens next to the shop (playwright.config.ts: API_PORT = PORT + 1).
const API_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8090) + 1}`;

/** Rents the n-th new arrival (rent-only, nothing to pay); answers the order's page path. */
async function rentOne(page: Page, nth: number): Promise<string> {
  const rented = await openProductAndPickSize(page, nth);
  await page.getByRole('button', { name: 'Add to Tote' }).click();
  await expect(
    toteDrawer(page).getByRole('region', { name: 'Rent' }).getByRole('link', { name: rented }),
  ).toBeVisible();
  await toteDrawer(page).getByRole('link', { name: 'Check out' }).click();
  for (const [step, button] of [
    [1, 'Continue'],
    [2, 'Save and continue'],
    [3, 'Continue'],
    [4, 'Continue'],
  ] as const) {
    await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
    await page.getByRole('button', { name: button }).click();
  }
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
  return (await page.getByRole('link', { name: 'View your order' }).getAttribute('href'))!;
}

/**
 * Ticks the carrier for the order one step at a time, reloading its page, until it shows `status`.
 * (The api's own clock moves an order at most once a minute and never within 30 s of its last move.)
 */
async function advanceUntil(page: Page, orderPath: string, status: string): Promise<void> {
  const orderId = Number(orderPath.split('/').pop());
  const badge = page.getByTestId('order-status');
  for (let step = 0; step < 6; step++) {
    await page.goto(orderPath);
    await expect(badge).toBeVisible();
    if ((await badge.textContent()) === status) return;
    const res = await page.request.post(`${API_URL}/v1/dev/fulfilment/advance`, { data: { orderId } });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  }
  await expect(badge).toHaveText(status);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.describe('order history', () => {
  test.describe.configure({ timeout: 120_000 });

  test('member: rent → Current tab, Requested → Incoming with tracking → Delivered', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'member@tote.test');
    await expect(page).toHaveURL(/\/account\//);
    await openTheBox(page);
    await emptyTote(page);
    const orderPath = await rentOne(page, 6);
    const orderNumber = `Order #${orderPath.split('/').pop()}`;

    // The account menu leads to the order history; the new rental is in Current as Requested.
    await page.goto('/account/order-history');
    const tabs = page.getByRole('navigation', { name: 'Order tabs' });
    await expect(tabs.getByRole('link', { name: /^Current \d+$/ })).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('article', { name: orderNumber });
    await expect(card.getByText('Requested')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Items' }).getByRole('img')).toHaveCount(1);
    await shot(page, 'history-current');
    for (const tab of ['Past', 'Cancelled']) {
      await tabs.getByRole('link', { name: new RegExp(`^${tab} \\d+$`) }).click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=${tab.toLowerCase()}$`));
      await expect(tabs.getByRole('link', { name: new RegExp(`^${tab} `) })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('article', { name: orderNumber })).toHaveCount(0);
      await shot(page, `history-${tab.toLowerCase()}`);
    }

    // The carrier picks it up: Incoming, Track your Tote with the carrier, the code and the scans.
    await advanceUntil(page, orderPath, 'Incoming');
    await page.getByRole('link', { name: 'Track your Tote' }).click();
    await expect(page).toHaveURL(/#track$/);
    const tracking = page.getByRole('region', { name: 'Track your Tote' });
    const parcel = tracking.getByRole('article', { name: 'Parcel' });
    await expect(parcel.getByText('On its way', { exact: true })).toBeVisible();
    await expect(parcel.getByText('Tote Local Carrier')).toBeVisible();
    await expect(parcel.getByText(/^Tracking code /)).toBeVisible();
    await expect(parcel.getByRole('listitem')).toHaveCount(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'order-incoming');

    await page.goto('/account/order-history');
    await expect(page.getByRole('article', { name: orderNumber }).getByText('Incoming')).toBeVisible();
    await expect(
      page.getByRole('article', { name: orderNumber }).getByRole('link', { name: 'Track your Tote' }),
    ).toHaveAttribute('href', `${orderPath}#track`);

    // Delivered: the tracking stays, the Track action goes.
    await advanceUntil(page, orderPath, 'Delivered');
    await expect(page.getByRole('link', { name: 'Track your Tote' })).toHaveCount(0);
    await expect(
      tracking.getByRole('article', { name: 'Parcel' }).getByText('Delivered', { exact: true }),
    ).toBeVisible();
    await expect(tracking.getByRole('listitem')).toHaveCount(3);
    await shot(page, 'order-delivered');
  });
});
