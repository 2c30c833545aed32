import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './outbox.ts';
import { appRunning, fillSignUp, newArrivalPath, productTitle } from './shop.ts';

async function openProduct(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await appRunning(page);
  await expect(productTitle(page)).toBeVisible();
  return (await productTitle(page).textContent())!.trim();
}

/** Chromium's share sheet, as the test wants it: none, or one that records what it was given. */
async function shareSheet(page: Page, present: boolean): Promise<void> {
  await page.addInitScript((present: boolean) => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: present ? (data: ShareData) => (shared.push(data), Promise.resolve()) : undefined,
    });
  }, present);
}

const productIdOf = (href: string) => Number(/^\/product\/(\d+)/.exec(href)?.[1]);

test.describe('the product page', () => {
  test('a guest copies the product link (no share sheet), and a friend opens the product page', async ({
    page,
    browser,
    baseURL,
  }) => {
    await shareSheet(page, false);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = await newArrivalPath(page);
    const title = await openProduct(page, path);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('The link is copied.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(new URL(path, baseURL).href);

    const friend = await browser.newContext();
    try {
      const friendPage = await friend.newPage();
      await friendPage.goto(link);
      await expect(productTitle(friendPage)).toHaveText(title);
    } finally {
      await friend.close();
    }
  });

  test('a guest with a share sheet shares the product page through it', async ({ page, baseURL }) => {
    await shareSheet(page, true);
    const path = await newArrivalPath(page, 1);
    const title = await openProduct(page, path);
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title, url: new URL(path, baseURL).href }]);
  });

  test('signed in: Share is there too, and no row holds the product on view or a product twice', async ({ page }) => {
    await shareSheet(page, false);
    await page.goto('/register');
    await fillSignUp(page, uniqueEmail('pdp-rows'));
    await expect(page).toHaveURL(/\/account\/account-overview/);

    const path = await newArrivalPath(page, 2);
    await openProduct(page, path);
    await scrollThrough(page);
    const similar = page.getByRole('list', { name: 'You may also like' }).locator('a[href^="/product/"]');
    await expect(similar.first()).toBeVisible();
    const seen = await similar.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))].slice(0, 2));
    // The shopper looks at two of the similar styles, then comes back: before, both rows below repeated them.
    for (const href of seen) await openProduct(page, href);
    await openProduct(page, path);
    await scrollThrough(page);

    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Picked for you' })).toBeVisible();
    const rows = page.getByRole('list', { name: /^(You may also like|Picked for you|Recently viewed)$/ });
    // Each card of a row: the product its first link opens.
    const hrefs = await rows.evaluateAll((lists) =>
      lists.flatMap((list) =>
        Array.from(list.querySelectorAll(':scope > li')).map((li) =>
          li.querySelector('a[href^="/product/"]')!.getAttribute('href')!,
        ),
      ),
    );
    const shown = hrefs.map(productIdOf);
    expect(shown.length).toBeGreaterThan(12);
    expect(shown).not.toContain(productIdOf(path));
    expect(new Set(shown).size).toBe(shown.length);
  });
});

/** The rows below a product load as they come into view (WhenVisible): the shopper scrolls down past them. */
async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 12; step++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await page.waitForTimeout(150);
  }
}
