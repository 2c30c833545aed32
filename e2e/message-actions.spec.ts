import { expect, test, type Page } from '@playwright/test';
import { advanceUntil, API_URL } from './dev-api.ts';
import { subscribeNewMember } from './new-member.ts';
import { checkOutWithSavedDetails } from './placed-order.ts';
import { appRunning } from './shop.ts';
import { nextStreamBody, streamedEvents } from './stream-body.ts';

/**
 * SPEC §8 "Other errors follow message.action", through the real screens: a page that went stale while it was
 * open. A new member rents an item; the carrier (ticked through the api's development endpoint) ships it while
 * the order page still offers "Cancel order" → the api says 'back', and the shop goes to the page's redirect_uri.
 * Once delivered, the return is asked in a second tab while the first still shows the form → the api says
 * 'redirect' to that return's page, and the first tab goes there. A member who chats faster than the assistant's
 * limit (AI_CHAT_RATE_LIMIT, 20 chat requests a minute by default; the e2e shop keeps it) is refused with the api's
 * 42900, whose action is 'toast': the chat removes its pending reply and toasts the api's sentence, and stays where
 * it is. Desktop only (playwright.config.ts).
 */

/** The api's chat requests a shopper may make per minute (DEFAULT_LIMITS.aiChatPerOwner; no AI_CHAT_RATE_LIMIT). */
const CHAT_REQUESTS_PER_MINUTE = 20;

const assistantPanel = (page: Page) => page.getByRole('complementary', { name: 'Tote Stylist' });
const assistantReplies = (page: Page) =>
  assistantPanel(page).getByRole('log', { name: 'Conversation' }).getByRole('article', { name: 'Tote Stylist' });

/** An assistantReply event as the shop's stream sends it (AssistantReplyFailed's fields). */
interface ReplyEvent {
  __typename: string;
  code?: string;
  text?: string;
  action?: string;
}

/** One tick of the local carrier for the order: the e2e shop has no clock of its own. */
async function tick(page: Page, orderId: number): Promise<void> {
  const res = await page.request.post(`${API_URL}/v1/dev/fulfilment/advance`, { data: { orderId } });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

test.describe('message actions', () => {
  test.describe.configure({ timeout: 180_000 });

  test('back when the order shipped under the cancel; redirect to the return asked in another tab', async ({
    page,
    context,
  }) => {
    await subscribeNewMember(page, 'actions');
    const orderPath = await checkOutWithSavedDetails(page, 5, /^Add to Tote$/, /^Confirm$/);
    const orderId = Number(orderPath.split('/').pop());

    await test.step("back: the cancel of an order that has since shipped → the page's redirect_uri", async () => {
      await page.goto(`${orderPath}?redirect_uri=${encodeURIComponent('/account/order-history')}`);
      // The app has taken over and asked for the order once more (a shopper's own page): it is stale only from now.
      await appRunning(page);
      await page.waitForLoadState('networkidle');
      const cancel = page.getByRole('region', { name: 'Order actions' }).getByRole('button', { name: 'Cancel order' });
      await expect(cancel).toBeVisible();
      await tick(page, orderId); // packed
      await tick(page, orderId); // with the carrier
      await cancel.click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(page).toHaveURL(/\/account\/order-history$/);
      await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toHaveCount(0);
    });

    await test.step("redirect: a return asked already in another tab → that return's page", async () => {
      await advanceUntil(page, orderPath, 'Delivered');
      const title = (await page.locator('.order-line__title').first().textContent())!.trim();
      await page.goto(`${orderPath}/return`);
      await page.getByRole('checkbox', { name: `Return ${title}` }).check();

      const other = await context.newPage();
      await other.goto(`${orderPath}/return`);
      await other.getByRole('checkbox', { name: `Return ${title}` }).check();
      await other.getByRole('button', { name: 'Request return' }).click();
      await expect(other).toHaveURL(/\/return\/\d+$/);
      const ticketPath = new URL(other.url()).pathname;
      await other.close();

      await page.getByRole('button', { name: 'Request return' }).click();
      await expect(page).toHaveURL(new RegExp(`${ticketPath}$`));
      await expect(page.getByRole('heading', { name: 'Your return', exact: true })).toBeVisible();
    });
  });

  test("toast: a member chatting past the assistant's rate limit sees the api's sentence", async ({ page }) => {
    await subscribeNewMember(page, 'chat-limit');
    await page.goto('/');
    await appRunning(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Open .*shopping assistant/ })
      .click();
    const panel = assistantPanel(page);
    const replies = assistantReplies(page);
    const box = panel.getByRole('textbox');
    const pending = panel.locator('.assistant-message--pending');
    // The greeting (intent boot) is the minute's first chat request; a member has no trial limit to stop her first.
    await expect(replies).toHaveCount(1);
    await expect(replies.last()).toHaveAttribute('aria-busy', 'false');

    for (let sent = 1; sent < CHAT_REQUESTS_PER_MINUTE; sent++) {
      await box.fill('hi');
      await box.press('Enter');
      await expect(replies).toHaveCount(sent + 1);
      await expect(replies.last()).toHaveAttribute('aria-busy', 'false');
      await expect(pending).toHaveCount(0);
    }

    const url = page.url();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const refusal = await nextStreamBody(page);
    await box.fill('hi');
    await box.press('Enter');
    // What the gateway streamed: the api's 42900 as one failed reply, its action and sentence as the api sent them.
    const body = await refusal();
    const failed = streamedEvents<ReplyEvent>(body, 'assistantReply').find(
      (e) => e.__typename === 'AssistantReplyFailed',
    );
    expect(failed, `the stream's body: ${JSON.stringify(body)}`).toMatchObject({ code: '42900', action: 'TOAST' });
    const sentence = failed!.text!;
    expect(sentence).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);

    const toast = page.locator('.toast-region').getByRole('alert');
    await expect(toast).toBeVisible();
    await expect(toast.locator('.toast__message')).toHaveText(sentence);
    await expect(pending).toHaveCount(0);
    await expect(replies).toHaveCount(CHAT_REQUESTS_PER_MINUTE); // no reply to the refused message
    await expect(panel).toBeVisible();
    expect(page.url()).toBe(url);
    expect(navigations).toEqual([]);
  });
});
