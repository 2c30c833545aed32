/**
 * "In my size, available now" (issue 32): a member saves her sizes, turns the filter on on a category and on
 * search, and sees only products with one of her sizes in stock, as many as the filter's count and the api say;
 * the page drawn on the server for her (a reload) hydrates without a mismatch. A guest is offered to pick sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from './dev-api.ts';
import { watchHydration } from './hydration.ts';
import { uniqueEmail } from './outbox.ts';
import { appRunning, fillSignUp } from './shop.ts';

const MY_SIZES = ['M', 'US 8'];

/** The ids of every product the api keeps for `params` with her sizes in stock, and their total. */
async function upstream(page: Page, path: string, params: Record<string, unknown>) {
  const ids = new Set<number>();
  let total = 0;
  for (let pageIndex = 1; pageIndex < 20; pageIndex++) {
    const res = await page.request.post(`${API_URL}/v1${path}`, {
      data: { ...params, filter: { inStockSizes: MY_SIZES }, pageSize: 100, pageIndex },
    });
    const body = (await res.json()) as { data: { list: { shopProductId: number }[]; total: number; hasMore: boolean } };
    for (const card of body.data.list) ids.add(card.shopProductId);
    total = body.data.total;
    if (!body.data.hasMore) break;
  }
  return { ids, total };
}

async function ready(page: Page): Promise<void> {
  await appRunning(page);
  await page.waitForLoadState('networkidle');
}

const filtersDialog = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = filtersDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Every card shown is one the api keeps, and the count above the grid and in the filter is the api's total. */
async function expectOnlyMySizes(page: Page, expected: { ids: Set<number>; total: number }) {
  await expect(page.locator('.product-grid__count')).toHaveText(
    `${expected.total} ${expected.total === 1 ? 'style' : 'styles'}`,
  );
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(expected.ids.has(Number(/^\/product\/(\d+)/.exec(href)![1])), href).toBe(true);
}

test('a member filters a category and a search to her saved sizes in stock; a guest is offered to pick sizes', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const hydration = watchHydration(page);
  await page.goto('/register');
  await fillSignUp(page, uniqueEmail('mysize'));
  await expect(page).toHaveURL(/\/account\/account-overview/);

  // She saves her sizes in her profile.
  await page.goto('/account/my-profile');
  await ready(page);
  // The size chips are labels over hidden checkboxes.
  await page.getByRole('group', { name: 'Clothing sizes' }).locator('label').filter({ hasText: /^M/ }).click();
  await page.getByRole('group', { name: 'Shoe sizes' }).locator('label').filter({ hasText: /^US 8/ }).click();
  for (const size of MY_SIZES) await expect(page.locator(`input[type="checkbox"][value="${size}"]`)).toBeChecked();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled();

  // A category: the filter's count is what it keeps; turned on, the grid holds only her sizes in stock.
  const dresses = await upstream(page, '/basic/productList', { categoryCode: 'DRESSES' });
  await page.goto('/category/DRESSES');
  await ready(page);
  let dialog = await openFilters(page);
  const toggle = dialog.getByRole('checkbox', { name: /In my size, available now/ });
  await expect(dialog.getByText('Your sizes: M, US 8')).toBeVisible();
  await expect(dialog.locator('.filters__my-size .filters__count')).toHaveText(String(dresses.total));
  // Checked once the URL (and the list for it) has changed: a click, not check().
  await toggle.click();
  await expect(page).toHaveURL(/[?&]mine=1/);
  await expect(toggle).toBeChecked();
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await page.waitForLoadState('networkidle');
  await expectOnlyMySizes(page, dresses);

  // The URL keeps it: drawn on the server for her, hydrated without a mismatch.
  await page.reload();
  await ready(page);
  await expectOnlyMySizes(page, dresses);
  await expect(page.getByRole('button', { name: /In my size/ })).toBeVisible();
  expect(hydration.take()).toEqual([]);

  // Search.
  const found = await upstream(page, '/ai_search/products', { keyword: 'dress' });
  await page.goto('/search?q=dress');
  await ready(page);
  dialog = await openFilters(page);
  await expect(dialog.locator('.filters__my-size .filters__count')).toHaveText(String(found.total));
  await dialog.getByRole('checkbox', { name: /In my size, available now/ }).click();
  await expect(page).toHaveURL(/[?&]mine=1/);
  await expect(dialog.getByRole('checkbox', { name: /In my size, available now/ })).toBeChecked();
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await page.waitForLoadState('networkidle');
  await expectOnlyMySizes(page, found);
  expect(hydration.take()).toEqual([]);

  // A guest: offered to pick sizes (or sign in); a picked size narrows the grid the same way.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/category/DRESSES');
  await ready(guest);
  const guestDialog = await openFilters(guest);
  await expect(guestDialog.getByText(/Pick your sizes/)).toBeVisible();
  await expect(guestDialog.getByRole('link', { name: 'sign in' })).toBeVisible();
  await guestDialog.getByRole('button', { name: 'Pick sizes' }).click();
  // Two picks in a row: the second starts from the first's URL, before its list has arrived.
  await guestDialog.locator('.filters__my-sizes').getByText('M', { exact: true }).click();
  await guestDialog.locator('.filters__my-sizes').getByText('US 8', { exact: true }).click();
  await expect(guest).toHaveURL(/\?mine=1&mySize=M&mySize=US\+8$/);
  await expect(guestDialog.getByText('Sizes you picked: M, US 8')).toBeVisible();
  await expect(guestDialog.locator('.filters__my-size .filters__count')).toHaveText(String(dresses.total));
  await guestContext.close();
});
