import { expect, test } from '@playwright/test';
import { logIn } from './shop.ts';

// The session ended in another browser (same cookies), so the next account page's query comes back
// without a viewer: the tab logs out, tells its other tabs, and lands on login with redirect_uri.
test('a session ended in another browser sends the account page to login, not an endless spinner', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  // An account no other spec signs in with: the per-email login limit is shared across the run.
  await logIn(page, 'paused@tote.test');
  await expect(page).toHaveURL(/\/account\/account-overview/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const other = await browser.newContext();
  await other.addCookies(await page.context().cookies());
  const elsewhere = await other.newPage();
  await elsewhere.goto('/account/account-overview');
  await expect(elsewhere.getByRole('heading', { level: 1 })).toBeVisible();
  await elsewhere
    .getByRole('button', { name: /log out/i })
    .first()
    .click();
  await expect(elsewhere).not.toHaveURL(/\/account\//);
  await other.close();

  const broadcasts = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new BroadcastChannel('logStatusChange');
        channel.onmessage = (event) => resolve(String(event.data));
      }),
  );
  await page
    .getByRole('navigation', { name: /account/i })
    .getByRole('link', { name: 'My profile' })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect_uri=%2Faccount%2Fmy-profile$/);
  await expect(page.getByRole('button', { name: /^log in$/i })).toBeVisible();
  expect(await broadcasts).toBe('change');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'tote_user')).toBeUndefined();
  await expect(page.getByRole('banner').getByRole('link', { name: /log in/i })).toBeVisible();
});
