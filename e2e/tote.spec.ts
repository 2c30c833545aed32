import { expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'tote-demo-1';

async function logIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

const toteButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Your Tote/ });
const toteCount = (page: Page) => page.getByRole('banner').getByTestId('tote-count');
const toteDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your Tote' });
const productTitle = (page: Page) => page.locator('main h1.pdp__title');

/** The member's Tote starts empty (the demo member is shared by both viewports' runs). */
async function emptyTote(page: Page): Promise<void> {
  await toteButton(page).click();
  const drawer = toteDrawer(page);
  await expect(drawer.getByRole('heading', { name: 'Rent' })).toBeVisible();
  const removeButtons = drawer.getByRole('button', { name: /^Remove .* from your Tote$/ });
  while ((await removeButtons.count()) > 0) {
    const before = await removeButtons.count();
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(before - 1);
  }
  await drawer.getByRole('button', { name: 'Close your tote' }).click();
  await expect(toteCount(page)).toHaveCount(0);
}

/** Opens the n-th product of New arrivals and picks its first well-stocked size; returns the title. */
async function openProductAndPickSize(page: Page, nth: number): Promise<string> {
  await page.goto('/new-arrivals');
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
  const hrefs = await page.locator('main a[href^="/product/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  await page.goto(hrefs[nth]!);
  await expect(productTitle(page)).toBeVisible();
  const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio');
  const labels = await sizes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
  // A size with a note ("M, only one left", "M, low stock", "M, sold out") has 3 pieces or fewer.
  const index = labels.findIndex((label) => !label.includes(','));
  expect(index).toBeGreaterThanOrEqual(0);
  await sizes.nth(index).click();
  return (await productTitle(page).textContent())!.trim();
}

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
    const heart = card.getByRole('button', { name: new RegExp(`(Save|Remove) ${escapeRegExp(cardTitle)} (to|from) your wishlist`) });
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
