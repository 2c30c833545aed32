import { expect, test } from '@playwright/test';
import { emptyTote, escapeRegExp, logIn, openProductAndPickSize, productTitle, toteCount, toteDrawer } from './shop.ts';

test.describe('the Tote and the wishlist', () => {
  // Long journeys through several screens: the default 30 s is for one screen's worth of steps.
  test.describe.configure({ timeout: 90_000 });

  test('member: rent a size → count → drawer → remove → undo → buy 2 → heart → /wishlist', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'member@tote.test');
    await expect(page).toHaveURL(/\/account\//);
    await emptyTote(page);

    // Rent: the header count moves at once (optimistic), the drawer opens with the item.
    const rented = await openProductAndPickSize(page, 0);
    await page.getByRole('button', { name: 'Add to Tote' }).click();
    await expect(toteCount(page)).toHaveText('1');
    const drawer = toteDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: rented })).toBeVisible();

    // Remove, then undo brings the same item back.
    await drawer.getByRole('button', { name: `Remove ${rented} from your Tote` }).click();
    await expect(drawer.getByRole('link', { name: rented })).toHaveCount(0);
    await expect(toteCount(page)).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Undo' }).click();
    await expect(drawer.getByRole('link', { name: rented })).toBeVisible();
    await expect(toteCount(page)).toHaveText('1');
    await drawer.getByRole('button', { name: 'Close your tote' }).click();

    // Buy another item, quantity 2.
    const bought = await openProductAndPickSize(page, 1);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: /^Buy for / }).click();
    await expect(toteCount(page)).toHaveText('3');
    const buySection = toteDrawer(page).getByRole('region', { name: 'Buy' });
    await expect(buySection.getByRole('link', { name: bought })).toBeVisible();
    await expect(buySection.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await toteDrawer(page).getByRole('button', { name: 'Close your tote' }).click();

    // A heart on a card, then /wishlist shows the product.
    await page.goto('/new-arrivals');
    const card = page.locator('main article.product-card').nth(2);
    await expect(card).toBeVisible();
    const cardTitle = (await card.locator('.product-card__title').textContent())!.trim();
    const heart = card.getByRole('button', {
      name: new RegExp(`(Save|Remove) ${escapeRegExp(cardTitle)} (to|from) your wishlist`),
    });
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/wishlist');
    await expect(page.locator('main').getByRole('heading', { name: cardTitle })).toBeVisible();
  });

  test('guest: rent goes to login and comes back to the product', async ({ page }) => {
    await openProductAndPickSize(page, 3);
    const productPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Add to Tote' }).click();
    await expect(page).toHaveURL(/\/login\?redirect_uri=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect_uri') ?? '')).toContain(productPath);
    await logIn(page, 'shopper@tote.test');
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(productPath)}`));
    await expect(productTitle(page)).toBeVisible();
    // A registered non-member: renting needs the membership, buying does not.
    await expect(page.getByRole('button', { name: /^Buy for / })).toBeEnabled();
  });
});
