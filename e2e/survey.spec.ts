import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './outbox.ts';
import { fillSignUp } from './shop.ts';

/**
 * The style survey through the real screens: from the account overview, the vibe and brand crushes →
 * leave and come back (it resumes at size and fit) → sizes, day to day, spend style → done → start over
 * (step 1 again, nothing chosen). Desktop only (playwright.config.ts); shots at 1280 and 390 px.
 */

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
};
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });

test.describe('style survey', () => {
  test.describe.configure({ timeout: 180_000 });

  test('complete it, resume where left off, and reset', async ({ page }) => {
    await page.goto('/register');
    await fillSignUp(page, uniqueEmail('survey'));
    await expect(page).toHaveURL(/\/account\/account-overview/);
    await page.getByRole('link', { name: /^Style survey/ }).click();
    await expect(page).toHaveURL(/\/style-survey$/);

    // Step 1 and 2
    await expect(stepHeading(page, 'Set the vibe')).toBeVisible();
    await page.getByRole('button', { name: /^Romantic/ }).click();
    await page.getByRole('button', { name: /^Glam/ }).click();
    await expect(page.getByRole('button', { name: /^Glam/ })).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'survey-vibe');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Brand crushes')).toBeVisible();
    await page.locator('.survey-brand').first().click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Size and fit')).toBeVisible();

    // Leave and come back: it opens where it was left
    await page.goto('/account/account-overview');
    await page.goto('/style-survey');
    await expect(stepHeading(page, 'Size and fit')).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Survey steps' });
    await expect(steps.getByRole('button', { name: /Brand crushes.*done/ })).toBeVisible();

    // Steps 3 to 5
    // the size chips are labels over hidden checkboxes (the profile form's)
    await page.getByRole('group', { name: 'Clothing sizes' }).locator('label').filter({ hasText: /^M/ }).click();
    await expect(page.getByRole('checkbox', { name: /^M/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Your day to day')).toBeVisible();
    await page.getByRole('radio', { name: /^Office/ }).check();
    await shot(page, 'survey-day-to-day');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Your spend style')).toBeVisible();
    await page.getByRole('radio', { name: /^Balanced/ }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(stepHeading(page, 'Your style survey is done')).toBeVisible();
    await shot(page, 'survey-done');

    // Start over: step 1, nothing chosen; the sizes stay with the profile
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(stepHeading(page, 'Set the vibe')).toBeVisible();
    await expect(page.locator('.survey-vibe[aria-pressed="true"]')).toHaveCount(0);
    await page.reload();
    await expect(stepHeading(page, 'Set the vibe')).toBeVisible();
    await expect(steps.getByRole('button', { name: /Size and fit.*done/ })).toBeVisible();
  });
});
