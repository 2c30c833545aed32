/** Search: the drawer's type-ahead, the results page with the listing's filters, recent searches. */
import { expect, test, type Page } from '@playwright/test';

const openSearch = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
  // By its name: a product page has comboboxes of its own (the reviews' size and body-shape filters).
  const box = page.getByRole('combobox', { name: 'Search styles, brands and categories' });
  await expect(box).toBeFocused();
  return box;
};

test('drawer → suggestions → results → filter → product page; the recent search is kept, then cleared', async ({
  page,
}) => {
  await page.goto('/');
  let box = await openSearch(page);
  await box.pressSequentially('jean', { delay: 40 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const keyword = page.getByRole('listbox').getByRole('option', { name: /^jeans$/i });
  await expect(keyword.first()).toBeVisible();

  // The combobox per WAI-ARIA: arrow keys move the active option, Enter opens it.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await keyword.first().click();
  await expect(page).toHaveURL(/\/search\?q=jeans/);
  await expect(page.getByRole('heading', { level: 1, name: /Results for “jeans”/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  const cards = page.locator('main a[href^="/product/"]');
  await expect(cards.first()).toBeVisible();
  // Matched words are highlighted in the titles.
  await expect(page.locator('main mark').first()).toHaveText(/jeans/i);

  const total = async () =>
    Number(
      (await page
        .locator('main')
        .getByText(/^\d[\d,]* styles?$/)
        .textContent())!.replace(/\D/g, ''),
    );
  const before = await total();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog');
  await filters.getByRole('group', { name: 'Size' }).getByText('XS', { exact: true }).click();
  await expect(page).toHaveURL(/size=XS/);
  await expect.poll(total).toBeLessThanOrEqual(before);
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();

  const title = (await cards.first().locator('h3, [class*="title"]').first().textContent())?.trim();
  await cards.first().click();
  await expect(page).toHaveURL(/\/product\//);
  if (title) await expect(page.locator('main h1')).toContainText(title);

  // Next time the drawer opens, the search is among the recent ones; clearing empties them.
  box = await openSearch(page);
  const recent = page.getByRole('option', { name: /^jeans$/i });
  await expect(recent.first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(page.getByRole('button', { name: 'Clear recent searches' })).toBeHidden();
  await page.reload();
  await openSearch(page);
  await expect(page.getByRole('button', { name: /Remove “jeans” from recent searches/ })).toHaveCount(0);
});

test('a typo gets "did you mean", and a query that matches nothing an empty state', async ({ page }) => {
  await page.goto('/search?q=jens');
  await expect(page.getByRole('heading', { level: 1, name: /No results for “jens”/ })).toBeVisible();
  await page.getByRole('link', { name: 'jeans' }).first().click();
  await expect(page).toHaveURL(/\/search\?q=jeans/);
  await expect(page.getByRole('heading', { level: 1, name: /Results for “jeans”/ })).toBeVisible();
});
