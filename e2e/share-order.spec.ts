import { expect, test } from '@playwright/test';
import { buyAndOpenOrder } from './placed-order.ts';
import { appRunning } from './shop.ts';

test.describe('sharing an order', () => {
  // A whole purchase first: the default 30 s is for one screen's worth of steps.
  test.describe.configure({ timeout: 120_000 });

  test('share a paid order → a guest sees its items without prices → stop sharing → /error/expired', async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { title } = await buyAndOpenOrder(page, 7);

    await page.getByRole('button', { name: 'Share order' }).click();
    const field = page.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(/\/share\/order\/[A-Za-z0-9_-]{22}$/);
    const url = await field.inputValue();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('The link is copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Someone else, not signed in, opens the link.
    const guest = await browser.newContext();
    try {
      const friend = await guest.newPage();
      await friend.goto(new URL(url).pathname);
      await appRunning(friend);
      await expect(friend.getByRole('heading', { name: 'A Tote order' })).toBeVisible();
      await expect(friend.getByRole('list', { name: 'Items' }).getByText(title)).toBeVisible();
      await expect(friend.getByTestId('shared-order-status')).toHaveText('Requested');
      await expect(friend.locator('main')).not.toContainText('$');

      // The owner stops sharing: the link now lands on the expired page.
      await page.getByRole('button', { name: 'Stop sharing' }).click();
      await expect(page.getByText('The link no longer works.')).toBeVisible();
      await friend.reload();
      await expect(friend).toHaveURL(/\/error\/expired$/);
      await expect(friend.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
      await friend.getByRole('link', { name: 'Go to home' }).click();
      await expect(friend).toHaveURL(/\/$/);
    } finally {
      await guest.close();
    }
  });
});
