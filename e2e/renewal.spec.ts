import { expect, test, type Page } from '@playwright/test';
import { API_URL } from './dev-api.ts';
import { subscribeNewMember } from './new-member.ts';

/**
 * A renewal receipt is viewable: a new member's monthly renewal is charged through the api's own
 * renewal code (its development hook runs it now, contract/member.ts DevRenewResult), then billing and
 * receipts shows the renewal receipt, which opens its order page, which shows the membership period and
 * the receipt again. A fresh member rather than a demo account: the demo log-ins are other specs'.
 * Desktop only (playwright.config.ts).
 */

// The session cookie (contract/cookies.ts AUTH_COOKIE): its value is the api's bearer token.
const AUTH_COOKIE = 'tote_token';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The signed-in member's renewal, now; answers its order id. */
async function renewNow(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE)?.value;
  expect(token).toBeTruthy();
  const res = await page.request.post(`${API_URL}/v1/dev/billing/renew`, {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { code: number; data: { outcome: string; orderId: number } };
  expect(body).toMatchObject({ code: 0, data: { outcome: 'charged' } });
  return body.data.orderId;
}

test.describe('renewals', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a renewal receipt is viewable, and opens its order page', async ({ page }) => {
    await subscribeNewMember(page, 'renewal');
    const orderId = await renewNow(page);

    await page.goto('/account/billing-and-receipts');
    await expect(page.getByRole('heading', { name: 'Billing and receipts' })).toBeVisible();
    const receipts = page.locator('.receipt-list__item');
    await expect(receipts).toHaveCount(2); // the renewal (newest), the subscription
    const renewal = receipts.first();
    await expect(renewal.getByText(/^Classic membership — /)).toBeVisible();
    await renewal.getByRole('button', { name: 'View receipt' }).click();
    await expect(renewal.getByText(/^Period: /)).toBeVisible();
    await shot(page, 'renewal-receipt');
    await renewal.getByRole('link', { name: `View order #${orderId}` }).click();

    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByText(/· Membership renewal · Paid /)).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Completed');
    await expect(
      page.getByRole('region', { name: 'Items' }).getByText(/^Classic membership — \w{3} \d+ to \w{3} \d+$/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'View receipt' }).click();
    await expect(page.getByLabel('Receipt').getByText(/^Classic membership — /)).toBeVisible();
    await shot(page, 'renewal-order');
  });
});
