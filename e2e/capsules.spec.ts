import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './outbox.ts';
import { appRunning, fillSignUp, productTitle } from './shop.ts';

/** Opens the n-th product of New arrivals, adds it to the capsule `name`; returns its title. */
async function addToCapsule(page: Page, nth: number, name: string): Promise<string> {
  await page.goto('/new-arrivals');
  await appRunning(page);
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  await page.goto(hrefs[nth]!);
  await appRunning(page);
  const title = (await productTitle(page).textContent())!.trim();
  await page.getByRole('button', { name: 'Add to capsule' }).click();
  await page.getByRole('list', { name: 'Your capsules' }).getByRole('button', { name }).click();
  await expect(page.getByText(`Added to ${name}.`)).toBeVisible();
  return title;
}

test.describe('capsules and their share links', () => {
  test.describe.configure({ timeout: 120_000 });

  test('make a capsule, add styles, share it → a guest sees them → capsule deleted → /error/expired', async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // A new account, not a demo one: the api allows 10 log-ins per email in 15 minutes.
    await page.goto('/register');
    await fillSignUp(page, uniqueEmail('capsule'));
    await expect(page).toHaveURL(/\/account\/account-overview/);

    await page.goto('/wishlist');
    await appRunning(page);
    await page.getByRole('textbox', { name: 'New capsule name' }).fill('Weekend away');
    await page.getByRole('button', { name: 'Create capsule' }).click();
    const capsule = page.getByRole('listitem', { name: 'Weekend away' });
    await expect(capsule).toBeVisible();

    const first = await addToCapsule(page, 0, 'Weekend away');
    const second = await addToCapsule(page, 1, 'Weekend away');

    await page.goto('/wishlist');
    await appRunning(page);
    await expect(capsule.getByText('2 styles')).toBeVisible();
    await capsule.getByRole('button', { name: 'Share capsule' }).click();
    const field = capsule.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(/\/share\/capsule\/[A-Za-z0-9_-]{22}$/);
    const url = await field.inputValue();
    await expect(page.getByText('The link is copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const guest = await browser.newContext();
    try {
      const friend = await guest.newPage();
      await friend.goto(new URL(url).pathname);
      await appRunning(friend);
      await expect(friend.getByRole('heading', { name: 'Weekend away' })).toBeVisible();
      await expect(friend.getByText('Ava shared a capsule with you')).toBeVisible();
      await expect(friend.locator('main').getByText(first)).toBeVisible();
      await expect(friend.locator('main').getByText(second)).toBeVisible();
      await friend.getByRole('combobox', { name: 'Sort' }).selectOption('price_desc');
      await expect(friend).toHaveURL(/sort=price_desc/);
      // The box follows the URL: it is ticked once the filtered page has loaded.
      await friend.getByRole('checkbox', { name: 'Available now' }).click();
      await expect(friend).toHaveURL(/availableNow=1/);
      await expect(friend.getByRole('checkbox', { name: 'Available now' })).toBeChecked();

      // The owner deletes the capsule: the link lands on the expired page.
      await capsule.getByRole('button', { name: 'Delete' }).click();
      await expect(capsule).toBeHidden();
      await friend.reload();
      await expect(friend).toHaveURL(/\/error\/expired$/);
      await expect(friend.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    } finally {
      await guest.close();
    }
  });
});
