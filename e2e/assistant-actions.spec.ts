/**
 * The assistant's actions, each clicked (SPEC §4): the weather widget; the minibot's Chat with AI on a product
 * page; a size out of stock and its back-in-stock email; the cancel survey's reasons; a confirmed survey reset;
 * rebuilding the style. One new member for the signed-in ones.
 */
import type { Page } from '@playwright/test';
import { API_URL } from './dev-api.ts';
import { expect, test } from './csp.ts';
import { subscribeNewMember } from './new-member.ts';
import { appRunning } from './shop.ts';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Tote Stylist' });
const conversation = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });
const replies = (page: Page) => conversation(page).getByRole('article', { name: 'Tote Stylist' });

async function openAssistant(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Open .*shopping assistant/ })
    .click();
  await expect(panel(page)).toBeVisible();
  await expect(replies(page).last()).toHaveAttribute('aria-busy', 'false');
}

/** Waits for the next reply after `act` and returns it, finished. */
async function nextReply(page: Page, act: () => Promise<void>) {
  const before = await replies(page).count();
  await act();
  await expect(replies(page)).toHaveCount(before + 1, { timeout: 15_000 });
  const reply = replies(page).nth(before);
  await expect(reply).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  return reply;
}

async function ask(page: Page, text: string) {
  return nextReply(page, async () => {
    const box = panel(page).getByRole('textbox');
    await box.fill(text);
    await box.press('Enter');
  });
}

const press = (page: Page, reply: ReturnType<Page['locator']>, name: string | RegExp) =>
  nextReply(page, () => reply.getByRole('button', { name }).click());

type Envelope<T> = { code: number; data: T };

/** A product on the shelf and a letter size it has, out of stock in every color. */
async function soldOutSize(page: Page): Promise<{ slug: string; size: string }> {
  for (let pageIndex = 1; pageIndex <= 10; pageIndex++) {
    const list = await page.request.get(`${API_URL}/v1/basic/productList?pageSize=50&pageIndex=${pageIndex}`);
    const { data } = (await list.json()) as Envelope<{ list: { shopProductId: number; slug: string }[] }>;
    for (const p of data.list) {
      const res = await page.request.get(`${API_URL}/v1/product/skuList?shopProductId=${p.shopProductId}`);
      const skus = ((await res.json()) as Envelope<{ list: { size: string; stock: number }[] }>).data.list;
      const sizes = [...new Set(skus.map((s) => s.size))].filter((size) => !/\d/.test(size));
      const size = sizes.find((label) => skus.every((s) => s.size !== label || s.stock === 0));
      if (size) return { slug: p.slug, size };
    }
  }
  throw new Error('no product with a size sold out in every color');
}

test.describe('the assistant actions', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a guest opens the weather widget, and the minibot's Chat with AI hands over to the assistant", async ({
    page,
  }) => {
    await page.goto('/');
    await appRunning(page);
    await openAssistant(page);
    const weather = await ask(page, 'What should I wear in Chicago this weekend?');
    await expect(weather).toContainText(/Chicago this weekend: highs around \d+°F/);
    const widgetButton = weather.getByRole('button', { name: 'Weather in Chicago' });
    await widgetButton.click();
    await expect(widgetButton).toHaveAttribute('aria-expanded', 'true');
    const widget = weather.getByRole('region', { name: 'Weather: Chicago, this weekend' });
    await expect(widget.getByRole('listitem').first()).toContainText(/(Saturday|Sunday)\d+° \/ \d+°F/);
    await expect(widget).toContainText('climate normals');
    await panel(page).getByRole('button', { name: 'Close the assistant' }).click();

    // The minibot speaks up on the second view of a product page.
    const product = page.locator('main a[href^="/product/"]').first();
    await page.goto('/new-arrivals');
    await appRunning(page);
    const href = (await product.getAttribute('href'))!;
    await page.goto(href);
    await appRunning(page);
    // The view is told once the assistant's recorder (loaded with the page's first product) has sent it.
    await page.waitForLoadState('networkidle');
    await page.goto('/');
    await page.goto(href);
    await appRunning(page);
    // A dot on the assistant's buttons: the minibot's message waits in the conversation, covering nothing.
    await page.getByRole('button', { name: /shopping assistant, a new message from Tote Minibot/ }).click();
    await expect(panel(page)).toBeVisible();
    const minibot = conversation(page).getByRole('article', { name: 'Tote Minibot' }).last();
    await expect(minibot).toContainText('Back for');
    await minibot.getByRole('button', { name: 'Chat with AI' }).click();
    const handedOver = replies(page).last();
    await expect(handedOver).toContainText("Let's talk about", { timeout: 15_000 });
    await expect(handedOver).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(handedOver.getByRole('article').first()).toBeVisible(); // a product card
  });

  test('a member: back in stock, a cancel reason, a confirmed reset, a rebuilt style', async ({ page }) => {
    const { slug, size } = await soldOutSize(page);
    await subscribeNewMember(page, 'assistant-actions');

    await page.goto(`/product/${slug}`);
    await appRunning(page);
    await openAssistant(page);
    const outOfStock = await ask(page, `Do you have this in ${size}?`);
    await expect(outOfStock).toContainText(`out of stock in ${size}`);
    const watched = await press(page, outOfStock, `Email me when ${size} is back`);
    await expect(watched).toContainText(/Done: I'll email you at .+ when .+ is back in/);

    const reasons = await ask(page, 'I want to cancel my membership');
    await expect(reasons.getByRole('button')).toHaveCount(7);
    const answer = await press(page, reasons, /taking a break/);
    await expect(answer).toContainText('pause');
    await answer.getByRole('button', { name: 'Continue to cancel' }).click();
    // The cancel form opens with the reason given to the assistant chosen; nothing is cancelled until confirmed.
    const cancelForm = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await expect(cancelForm.getByLabel(/taking a break/)).toBeChecked();
    await expect(page).toHaveURL(/\/account\/my-subscription$/);
    await cancelForm.getByRole('button', { name: 'Keep my membership' }).click();
    await expect(cancelForm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancel membership' })).toBeVisible(); // still a member

    const offer = await ask(page, 'Please reset my style survey');
    const reset = await press(page, offer, 'Yes, reset my survey');
    await expect(reset).toContainText('your style survey is reset');
    await expect(reset.getByRole('link', { name: 'Take the style survey' })).toBeVisible();

    const rebuild = await ask(page, 'I want to redo my style');
    await rebuild.getByRole('button', { name: 'Rebuild my style' }).click();
    await expect(page).toHaveURL(/\/style-survey$/, { timeout: 15_000 });
  });
});
