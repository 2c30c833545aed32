import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './outbox.ts';
import { fillSignUp } from './shop.ts';

// The feedback widget on the account overview shows a real notification: "Thanks for your feedback."
const THANKS = 'Thanks for your feedback.';
const notification = (page: Page) => page.locator('.toast', { hasText: THANKS });

async function rate(page: Page, answer: 'Yes' | 'No'): Promise<void> {
  await page
    .getByRole('group', { name: 'Is your account page helpful?' })
    .getByRole('button', { name: answer })
    .click();
  await expect(notification(page)).toBeVisible();
}

test.describe('notifications', () => {
  test('a notification closes after 4500 ms, stays while hovered, closes on Escape', async ({ page }) => {
    // A clock the test moves: the page's timers fire only when told to.
    await page.clock.install();
    // A new account, not a demo one: the api allows 10 log-ins per email in 15 minutes and other specs use them.
    await page.goto('/register');
    await fillSignUp(page, uniqueEmail('notify'));
    await expect(page).toHaveURL(/\/account\/account-overview/);
    // Paused only once the overview is drawn: its content waits on timers of its own, which a paused clock holds.
    await expect(page.getByRole('group', { name: 'Is your account page helpful?' })).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);

    await rate(page, 'Yes');
    await page.mouse.move(0, 0);
    await page.clock.runFor(4499);
    await expect(notification(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(notification(page)).toBeHidden();

    await rate(page, 'No');
    await notification(page).hover();
    await page.clock.runFor(20_000);
    await expect(notification(page)).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4500);
    await expect(notification(page)).toBeHidden();

    await rate(page, 'Yes');
    await page.keyboard.press('Escape');
    await expect(notification(page)).toBeHidden();
  });
});
