/** The AI shopping assistant: a streamed reply with matching products, the member's own Tote, the trial limit. */
import type { Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { logIn } from './shop.ts';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Tote Stylist' });
const conversation = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });
const replies = (page: Page) => conversation(page).getByRole('article', { name: 'Tote Stylist' });

async function openAssistant(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Open .*shopping assistant/ })
    .click();
  await expect(panel(page)).toBeVisible();
  // The greeting (intent boot) ends before the shopper types.
  await expect(replies(page).last()).toHaveAttribute('aria-busy', 'false');
}

/** Sends a message and waits for the reply to finish; returns the reply's article. */
async function ask(page: Page, text: string) {
  const before = await replies(page).count();
  const box = panel(page).getByRole('textbox');
  await box.fill(text);
  await box.press('Enter');
  await expect(replies(page)).toHaveCount(before + 1, { timeout: 15_000 });
  const reply = replies(page).nth(before);
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  return reply;
}

/** Records every text the newest assistant message shows while it streams. */
async function watchStreamedText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __streamed: string[] }).__streamed = seen;
    const log = document.querySelector('[role="log"]')!;
    new MutationObserver(() => {
      const last = Array.from(log.querySelectorAll('article[aria-label="Tote Stylist"] .assistant-text')).at(-1);
      const text = last?.textContent ?? '';
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(log, { subtree: true, childList: true, characterData: true });
  });
}

interface ProductFacts {
  price: { amount: number };
  categories: { code: string }[];
  sizes: { label: string; stock: number }[];
}

async function productFacts(page: Page, url: string): Promise<ProductFacts> {
  const slug = url.replace(/^\/product\//, '');
  const res = await page.request.post('/graphql', {
    headers: { 'x-graphql-yoga-csrf': '1' },
    data: {
      query: `query($slug: String!) { product(slug: $slug) {
        price { amount } categories { code } sizes { label stock } } }`,
      variables: { slug },
    },
  });
  return ((await res.json()) as { data: { product: ProductFacts } }).data.product;
}

test.describe('the assistant', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a wedding dress request streams a reply with matching products; a guest then hits the trial limit', async ({
    page,
  }) => {
    await page.goto('/');
    await openAssistant(page);
    await watchStreamedText(page);

    const reply = await ask(page, 'a dress for a wedding under $150 in size M');
    const streamed = await page.evaluate(() => (window as unknown as { __streamed: string[] }).__streamed);
    const final = streamed.at(-1)!;
    // At least two partial renders before the whole text.
    expect(streamed.filter((t) => t !== final && final.startsWith(t)).length).toBeGreaterThanOrEqual(2);

    const cards = reply.locator('.assistant-product');
    await expect(cards.first()).toBeVisible();
    const links = await cards
      .locator('a[href^="/product/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      const facts = await productFacts(page, href);
      expect(facts.categories.map((c) => c.code)).toContain('DRESSES');
      expect(facts.price.amount).toBeLessThanOrEqual(150);
      expect(facts.sizes.some((s) => s.label === 'M' && s.stock > 0)).toBe(true);
    }

    await cards.first().locator('a[href^="/product/"]').click();
    await expect(page).toHaveURL(new RegExp(links[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('main h1')).toBeVisible();

    // A guest has 5 messages on the free trial: 1 used above, 4 more, then the limit.
    await expect(panel(page)).toBeVisible();
    for (let i = 0; i < 4; i++) await ask(page, 'show me black boots');
    const limited = await ask(page, 'and a red party dress?');
    await expect(limited).toContainText(/used your 5 free messages/);
    await expect(limited.getByRole('link', { name: /style survey/i })).toBeVisible();
    await expect(panel(page).getByRole('textbox')).toBeDisabled();
  });

  test('a member asks how many Tote slots are free and gets the true number', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'member@tote.test');
    await expect(page).not.toHaveURL(/\/login/);
    const res = await page.request.post('/graphql', {
      headers: { 'x-graphql-yoga-csrf': '1' },
      data: { query: '{ viewer { tote { upperLimit rent { num } } } }' },
    });
    const tote = ((await res.json()) as { data: { viewer: { tote: { upperLimit: number; rent: { num: number } } } } })
      .data.viewer.tote;
    const free = tote.upperLimit - tote.rent.num;

    await openAssistant(page);
    const reply = await ask(page, 'How many slots are free in my Tote?');
    if (free > 0) await expect(reply).toContainText(`You have ${free} free slot${free === 1 ? '' : 's'} in your Tote`);
    else await expect(reply).toContainText('Your Tote is full');
    await expect(reply).toContainText(`${tote.rent.num} of ${tote.upperLimit} rental items`);
  });
});
