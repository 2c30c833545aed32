import { expect, test } from '@playwright/test';
import { appRunning } from './shop.ts';

test.describe('the terms and the app page', () => {
  test("the footer's Terms of Service opens the terms page, which /app/init's agreementLink names", async ({
    page,
    request,
  }) => {
    const init = await request.post('/graphql', { data: { query: '{ appInit { agreementLink } }' } });
    const { data } = (await init.json()) as { data: { appInit: { agreementLink: string } } };
    expect(data.appInit.agreementLink).toBe('/terms');

    await page.goto('/');
    await appRunning(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveTitle('Terms of Service | Tote');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/terms#contact$/);
    const contact = page.getByRole('region', { name: 'Contact us' });
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole('link', { name: 'help@tote.test' })).toHaveAttribute(
      'href',
      'mailto:help@tote.test',
    );

    // Opened directly, it is a page of its own: 200 and its title, not the 404.
    const direct = await request.get('/terms', { headers: { accept: 'text/html' } });
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain('<title>Terms of Service | Tote</title>');
  });

  test('without store links, the app page shows how to keep the shop on the home screen', async ({ page }) => {
    await page.goto('/download_app');
    await appRunning(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your wardrobe, in your pocket' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'iPhone and iPad (Safari)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Android (Chrome)' })).toBeVisible();
    await expect(page.getByText('Scroll down and tap “Add to Home Screen”.')).toBeVisible();
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Download the app' })).toHaveCount(0);
  });
});
