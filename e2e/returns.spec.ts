import { expect, test, type Page } from '@playwright/test';
import { advanceUntil } from './dev-api.ts';
import { subscribeNewMember } from './new-member.ts';
import { checkOutWithSavedDetails, requestReturn } from './placed-order.ts';

/**
 * The rental loop through the real screens: a new member rents an item → the order is in the Current
 * tab → the local carrier (ticked through the api's development endpoint) delivers it → she asks it
 * back from the order page, opens the return label (its code) → the return arrives → the box is free
 * again and a new rental checks out. And a purchase returned: refunded, View refund on the order page
 * and the Refund receipt (a negative amount) in billing and receipts. Desktop only (playwright.config.ts).
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The Tote slots in use, as the rental history shows them ("1 of 6"). */
async function slotsInUse(page: Page) {
  await page.goto('/account/order-history/rentals');
  return page.getByRole('definition').filter({ hasText: / of \d+$/ });
}

test.describe('returns', () => {
  test.describe.configure({ timeout: 240_000 });

  test('rent → delivered → return with a label → returned → rent again; a purchase refunded', async ({ page }) => {
    await subscribeNewMember(page, 'returns');

    // Rent one item: the order is in the Current tab.
    const orderPath = await checkOutWithSavedDetails(page, 3, /^Add to Tote$/, /^Confirm$/);
    await page.goto('/account/order-history');
    const tabs = page.getByRole('navigation', { name: 'Order tabs' });
    await expect(tabs.getByRole('link', { name: /^Current \d+$/ })).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('article', { name: `Order #${orderPath.split('/').pop()}` });
    await expect(card.getByText('Requested')).toBeVisible();

    // Delivered, then asked back from the order page.
    await advanceUntil(page, orderPath, 'Delivered');
    const title = (await page.locator('.order-line__title').first().textContent())!.trim();
    await requestReturn(page, title);
    const code = (await page.locator('.return-code').textContent())!.trim();
    expect(code).toMatch(/^R-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await shot(page, 'return-requested');

    // The label opens in a new tab, with the return code on it.
    const [label] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Print your return label' }).click(),
    ]);
    await expect(label.getByText(code).first()).toBeVisible();
    await label.close();

    // The order page offers the label and links the return's own page; then it tracks the return until it is back.
    await page.goto(orderPath);
    await expect(page.getByRole('link', { name: 'Your return label', exact: true })).toBeVisible();
    await page.getByRole('link', { name: `Return ${code}: details` }).click();
    await expect(page).toHaveURL(/\/return\/\d+$/);
    await expect(page.locator('.return-code')).toHaveText(code);
    await expect(await slotsInUse(page)).toHaveText('1 of 6'); // the rental still takes its slot
    await page.goto(orderPath);
    await advanceUntil(page, orderPath, 'Return in transit');
    await page.getByRole('link', { name: 'Track your return' }).click();
    await expect(page.getByRole('region', { name: 'Your returns' }).getByText('Return in transit')).toBeVisible();
    await advanceUntil(page, orderPath, 'Returned');
    await expect(page.getByRole('link', { name: /Track your return|Your return label/ })).toHaveCount(0);

    // The slot is free again, and so is the box: a new rental checks out.
    await expect(await slotsInUse(page)).toHaveText('0 of 6');
    const again = await checkOutWithSavedDetails(page, 4, /^Add to Tote$/, /^Confirm$/);
    expect(again).not.toBe(orderPath);

    // A purchase: delivered, returned, refunded.
    const bought = await checkOutWithSavedDetails(page, 5, /^Buy for /, /^Confirm and pay/);
    await advanceUntil(page, bought, 'Delivered');
    const boughtTitle = (await page.locator('.order-line__title').first().textContent())!.trim();
    await requestReturn(page, boughtTitle);
    await advanceUntil(page, bought, 'Returned');
    const actions = page.getByRole('region', { name: 'Order actions' });
    await actions.getByRole('button', { name: 'View refund' }).click();
    const refund = page.getByLabel('Refund', { exact: true });
    await expect(refund.getByText(/^[-−]\$\d+\.\d\d$/)).toBeVisible();
    await shot(page, 'order-refunded');

    await page.goto('/account/billing-and-receipts');
    const receipt = page
      .locator('.receipt-list__item')
      .filter({ hasText: /Refund/ })
      .first();
    await expect(receipt.locator('.receipt-list__amount')).toHaveText(/^[-−]\$\d+\.\d\d$/);
  });
});
