import { expect, test, type Page } from '@playwright/test';
import { switchPopups } from './popups.ts';

const record = (page: Page, popId: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { count: number; lastShownAt: number } | null,
    `tote.popup.${popId}`,
  );

/** Moves the banner's last show back a day and a second: its minimum interval (86 400 s) has passed. */
const aDayLater = (page: Page, popId: string) =>
  page.evaluate((key) => {
    const r = JSON.parse(localStorage.getItem(key)!) as { count: number; lastShownAt: number };
    localStorage.setItem(key, JSON.stringify({ ...r, lastShownAt: r.lastShownAt - 86_401_000 }));
  }, `tote.popup.${popId}`);

test.describe('banners and pop-ups', () => {
  test.beforeEach(async ({ request }) => switchPopups(request, true));
  test.afterEach(async ({ request }) => switchPopups(request, false));

  test('shown, closed, not shown again within the interval, hidden forever by "Don\'t show again"', async ({
    page,
  }) => {
    await page.goto(`/search?q=banners${Date.now().toString(36)}`);
    const banner = page.getByRole('region', { name: 'Your first month, on us' });
    const popup = page.getByRole('dialog', { name: 'What do you shop for?' });

    // The entrance pop-up first: Escape closes it, and the entrance flag keeps it hidden.
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('tote.entranceVisible'))).toBe('0');

    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/subscribe');
    expect(await record(page, 'welcome-2025')).toMatchObject({ count: 1 });
    await banner.getByRole('button', { name: 'Close banner' }).click();
    await expect(banner).toBeHidden();
    expect(await record(page, 'welcome-2025')).toMatchObject({ count: 1 });

    // Within the interval: neither shows again.
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tote home' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(popup).toHaveCount(0);

    // A day later the banner is due again (2 of 3 shows); "Don't show again" hides it for good.
    await aDayLater(page, 'welcome-2025');
    await page.reload();
    await expect(banner).toBeVisible();
    expect(await record(page, 'welcome-2025')).toMatchObject({ count: 2 });
    await banner.getByRole('button', { name: "Don't show again" }).click();
    await expect(banner).toBeHidden();
    expect(await record(page, 'welcome-2025')).toMatchObject({ count: 99999 });

    await aDayLater(page, 'welcome-2025');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Tote home' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
