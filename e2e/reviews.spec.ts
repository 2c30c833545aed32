import { expect, test, type Page } from '@playwright/test';
import { advanceUntil } from './dev-api.ts';
import { subscribeNewMember } from './new-member.ts';
import { checkOutWithSavedDetails } from './placed-order.ts';
import { fillSignUp } from './shop.ts';
import { uniqueEmail } from './outbox.ts';
import { NicknameMessages } from '@tote/contract/nickname';

/**
 * Reviews with fit data through the real screens: a new member rents a new arrival (seeded with reviews:
 * two Pear-shaped members of 166 and 170 cm wore its middle size true to size) → delivered → "Write a
 * review" on the order page → stars, title, text, fit, size worn, height, body shape and a photo → the review
 * (with its photo) shows
 * on the product page and her size suggestion becomes "Most members like you wore …" from three reviews; the
 * nickname she then sets on her profile shows on it.
 * Abuse: a second review of the item is refused; another member cannot open the item. Desktop only.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const suggestion = (page: Page) => page.getByText(/^Most members( like you)? wore /);

test.describe('reviews', () => {
  test.describe.configure({ timeout: 240_000 });

  test('delivered item → review with fit data → on the product page, the size suggestion moves', async ({
    page,
    browser,
  }) => {
    await subscribeNewMember(page, 'reviews');
    const orderPath = await checkOutWithSavedDetails(page, 1, /^Add to Tote$/, /^Confirm$/);
    await advanceUntil(page, orderPath, 'Delivered');
    const productPath = (await page.locator('.order-line__title a').first().getAttribute('href'))!;

    // Before: nothing is known of her, so a suggestion (if any) is every member's.
    await page.goto(productPath);
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
    await expect(page.getByText(/^Most members like you wore /)).toHaveCount(0);

    await page.goto(orderPath);
    await page.getByRole('link', { name: 'Write a review' }).click();
    await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
    const reviewUrl = page.url();
    const sizeWorn = page.getByLabel('Size worn');
    await expect(sizeWorn).not.toHaveValue('');
    const sizes = (await sizeWorn.locator('option').allTextContents()).filter((s) => s !== 'Choose a size');
    const middle = sizes[Math.floor((sizes.length - 1) / 2)]!;

    await page.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByText('Choose 1 to 5 stars.')).toBeVisible();
    await page.getByLabel('5 stars').check();
    await page.getByLabel('Title').fill('Made for dancing');
    await page.getByLabel('Your review').fill('Light fabric, true to size on me; the hem hit just right.');
    await page.getByLabel('True to size').check();
    await sizeWorn.selectOption(middle);
    await page.getByLabel('Height (cm, optional)').fill('168');
    await page.getByLabel('Body shape (optional)').selectOption('PEAR');
    await page
      .getByLabel('Add photos (optional)')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByText('Thank you! Your review is live.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
    await expect(page.getByText('Reviewed', { exact: true })).toBeVisible();

    // On the product page: her review, and the suggestion from members like her (166, 168, 170 cm, Pear).
    await page.goto(productPath);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const mine = reviews.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Made for dancing' }) });
    await expect(mine.first()).toBeVisible();
    await expect(mine.first().getByRole('img', { name: /^Photo 1 by / })).toBeVisible();
    await expect(suggestion(page)).toHaveText(`Most members like you wore ${middle}`);
    await expect(page.getByText(/from 3 reviews of members like you \(168 cm, Pear\)/)).toBeVisible();
    await reviews.getByLabel('Body shape').selectOption('PEAR');
    await expect(reviews.getByText(/· Pear$/).first()).toBeVisible();

    // Her nickname, set on her profile, shows on her review instead of her first name and initial.
    const byline = await mine.first().textContent();
    await page.goto('/account/my-profile');
    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await nickname.fill('Tote Stylist');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(NicknameMessages.reserved)).toBeVisible();
    const chosen = `Dancing Dee ${Date.now() % 100_000}`;
    await nickname.fill(chosen);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await expect(async () => {
      await page.goto(productPath);
      await expect(mine.first()).toContainText(chosen, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    expect(byline).not.toContain(chosen);

    // A second review of the same item is refused.
    await page.goto(reviewUrl);
    await expect(page.getByText('You have already reviewed this item.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post review' })).toHaveCount(0);

    // Another member (who never had the item) cannot open it.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto('/register');
    await fillSignUp(stranger, uniqueEmail('reviews-other'));
    await expect(stranger).toHaveURL(/\/account\/account-overview/);
    await stranger.goto(reviewUrl);
    await expect(stranger.getByRole('heading', { name: 'Write a review' })).toHaveCount(0);
    await expect(stranger.getByRole('heading', { name: /^Page not found/ })).toBeVisible();
    await other.close();
  });
});
