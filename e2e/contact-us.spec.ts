import { expect, test } from '@playwright/test';
import { buyAndOpenOrder, DEMO_EMAIL } from './placed-order.ts';

test.describe('contact us from an order', () => {
  // A whole purchase first: the default 30 s is for one screen's worth of steps.
  test.describe.configure({ timeout: 120_000 });

  test('the order page opens the support form → a short message is refused → sent, with a request number', async ({
    page,
  }) => {
    const { orderPath } = await buyAndOpenOrder(page, 8);
    const orderId = orderPath.split('/').pop();

    await page.getByRole('button', { name: 'Contact us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog.getByText(`About order #${orderId}`)).toBeVisible();
    await dialog.getByLabel('What is it about?').selectOption('delivery');
    await dialog.getByLabel('Your message').fill('Where?');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Your message must be at least 10 characters.')).toBeVisible();

    await dialog.getByLabel('Your message').fill('My parcel has not arrived yet. Could you check where it is?');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText(/^Request TS-\d{6,}$/)).toBeVisible();
    const number = (await dialog.locator('.contact-us__number strong').textContent())!;
    await expect(dialog.getByText(DEMO_EMAIL)).toBeVisible();

    // The confirmation mail is in the local outbox.
    const outbox = await page.request.get(`/dev/outbox?email=${encodeURIComponent(DEMO_EMAIL)}`);
    const mails = ((await outbox.json()) as { data: { list: { subject: string }[] } }).data.list;
    expect(mails.map((m) => m.subject)).toContain(`We got your request ${number}`);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });
});
