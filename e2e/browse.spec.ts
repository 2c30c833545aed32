import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** The web's persisted operations: id → text. */
const PERSISTED = Object.entries(
  JSON.parse(readFileSync(new URL('../web/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>,
);
/** Persisted ids of the background requests a visit makes once: tracking's (its session id, its events), pop-ups. */
const BACKGROUND_IDS = new Set(
  PERSISTED.filter(([, text]) =>
    /^(query sessionIdQuery|mutation useTrackEventMutation|query PopupsQuery)\b/.test(text),
  ).map(([id]) => id),
);
const POPUPS_ID = PERSISTED.find(([, text]) => /^query PopupsQuery\b/.test(text))?.[0];

/** Follows a category link from the header navigation on desktop, from the menu drawer on mobile. */
async function goToCategory(page: Page, isMobile: boolean): Promise<string> {
  let navigation = page.getByRole('banner');
  if (isMobile) {
    await page.getByRole('button', { name: /menu/i }).first().click();
    navigation = page.getByRole('dialog');
    await navigation.getByText('Clothing', { exact: true }).click();
  }
  const link = navigation.locator('a[href^="/category/"]:visible').first();
  const categoryPath = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${categoryPath}$`));
  return categoryPath;
}

const listingHeading = (page: Page) => page.locator('main h1.listing__title');

const productTitle = (page: Page) => page.locator('main h1.pdp__title');
const colorPicker = (page: Page) => page.getByRole('group', { name: /^Color/ });

/** The first product page, among the given cards, that offers more than one color. */
async function openProductWithSeveralColors(page: Page): Promise<void> {
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))].slice(0, 12));
  expect(hrefs.length).toBeGreaterThan(0);
  const listUrl = page.url();
  for (const href of hrefs) {
    await expect(listingHeading(page)).toBeVisible();
    await page.locator(`main a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(productTitle(page)).toBeVisible();
    await expect(colorPicker(page)).toBeVisible();
    if ((await colorPicker(page).getByRole('radio').count()) > 1) return;
    await page.goto(listUrl);
  }
  throw new Error('no product with several colors among the first cards');
}

test('home → category → product → another color → brand page', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Tote/);
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();

  await goToCategory(page, isMobile);
  await expect(listingHeading(page)).not.toBeEmpty();
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();

  await openProductWithSeveralColors(page);
  const title = (await productTitle(page).innerText()).trim();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const other = colorPicker(page).getByRole('radio', { checked: false }).first();
  const otherColorId = await other.getAttribute('value');
  const otherColorName = await other.getAttribute('aria-label');
  await other.click();
  await expect(page).toHaveURL(new RegExp(`[?&]colorId=${otherColorId}(&|$)`));
  await expect(colorPicker(page).getByRole('radio', { name: otherColorName!, exact: true })).toBeChecked();
  await expect(page.locator('main img').first()).toHaveAttribute('alt', new RegExp(otherColorName!, 'i'));

  const brandLink = page.locator('main a[href^="/brand/"]').first();
  const brandName = (await brandLink.innerText()).trim();
  await brandLink.click();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(brandName, 'i'));
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
});

test('the home page is one GraphQL request, or none when the page came with its data', async ({ page }) => {
  expect(BACKGROUND_IDS.size).toBe(3);
  const graphqlRequests: string[] = [];
  const background: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postData() ?? '';
    const id = (JSON.parse(body) as { id?: string }).id ?? '';
    (BACKGROUND_IDS.has(id) ? background : graphqlRequests).push(body);
  });
  const response = await page.goto('/');
  // The gateway draws the page, its Relay records in it, when it has its data within its time budget.
  const inlined = (await response!.text()).includes('id="tote-records"');
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(graphqlRequests).toHaveLength(inlined ? 0 : 1);
  // The pop-ups come in a request of their own, once a visit: the next page does not ask again. It is sent when the
  // browser is first idle after hydration, which a busy machine may reach after the network went quiet.
  const popups = () => background.filter((body) => (JSON.parse(body) as { id?: string }).id === POPUPS_ID);
  await expect.poll(() => popups().length).toBe(1);
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.waitForLoadState('networkidle');
  expect(popups()).toHaveLength(1);
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/no/such-page');
  await expect(page.getByText('Page not found: /no/such-page')).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);

  await page.goto('/product/999999999-nothing-here');
  await expect(page.getByText('Page not found: /product/999999999-nothing-here')).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
});

test('the server error page carries the error and its title', async ({ page }) => {
  await page.goto('/500?error=Upstream%20failed');
  await expect(page).toHaveTitle(/Internal Server Error/);
  await expect(page.getByText('Upstream failed')).toBeVisible();

  // As the app sends it (platform/relay/serverErrorDetail.ts): the request and the response; a 404 titles it.
  const detail = { request: { operation: 'ProductScreenQuery' }, response: { status: 404, message: 'Not here' } };
  await page.goto(`/500?error=${encodeURIComponent(JSON.stringify(detail))}`);
  await expect(page).toHaveTitle(/^Page Not Found/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('ProductScreenQuery')).toBeVisible();
  await expect(page.getByText('Not here')).toBeVisible();
});

test('offline, the shop says so; back online, it asks again and says so', async ({ page, context }) => {
  await page.goto('/brands');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const offline = page.getByText("You're offline. We'll try again as soon as you're back.");
  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.getByText("You're back online.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Designers', level: 1 })).toBeVisible();
});

test('a route change closes the menu drawer and restores scrolling', async ({ page }) => {
  await page.goto('/brands');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await drawer.getByText('Shoes', { exact: true }).click();
  await drawer.locator('a[href^="/category/"]:visible').first().click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(drawer).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('listing filters and paging keep their state in the URL', async ({ page }) => {
  await page.goto('/new-arrivals');
  const cards = page.locator('main a[href^="/product/"]');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  await page.getByRole('button', { name: /load more/i }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);

  await page.getByLabel(/sort/i).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await page.reload();
  await expect(page.getByLabel(/sort/i)).toHaveValue('PRICE_ASC');
});
