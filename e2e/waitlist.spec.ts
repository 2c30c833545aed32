import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL } from './dev-api.ts';
import { uniqueEmail } from './outbox.ts';
import { fillSignUp } from './shop.ts';

// The e2e shop runs with the waitlist off (its default): this spec turns it on through the api's back office
// (open outside production without ADMIN_KEY) and off again, so the specs after it subscribe as usual.
async function admin(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<void> {
  const res = await request.post(`${API_URL}/v1/admin/waitlist/${path}`, { data });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

test.describe('waitlist', () => {
  test.beforeEach(async ({ request }) => admin(request, 'switch', { on: true }));
  test.afterEach(async ({ request }) => admin(request, 'switch', { on: false }));

  test('a new account meets the waitlist, joins, waits, and subscribes once admitted', async ({ page }) => {
    const email = uniqueEmail('waitlist');
    await page.goto('/subscribe');
    await fillSignUp(page, email);
    await expect(page).toHaveURL(/\/subscribe$/);

    const modal = page.getByRole('dialog', { name: 'Membership waitlist' });
    await expect(modal.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
    await expect(page.getByText('Step 1 of 5')).toBeHidden();
    await modal.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(modal.getByText("You're on the list")).toBeVisible();
    await expect(modal.getByText(/You are number \d+ in line/)).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();

    // A second try: still waiting (20014), the modal says so.
    await page.reload();
    await expect(modal.getByText("You're on the list")).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Join the waitlist' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // Admitted: the membership flow is back.
    await admin(page.request, 'admit', { email });
    await page.reload();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await expect(modal).toBeHidden();
  });
});
