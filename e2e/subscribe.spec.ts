import type { Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { uniqueEmail } from './outbox.ts';
import { fillCardForm, fillSignUp } from './shop.ts';

/** A guest opening the membership page is sent to sign-up and comes back to it. */
async function signUpFromSubscribe(page: Page, email: string): Promise<void> {
  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/register\?redirect_uri=%2Fsubscribe/);
  await fillSignUp(page, email);
  await expect(page).toHaveURL(/\/subscribe$/);
}

/** Steps 1–4 with the given test card; ends on step 5. */
async function throughReview(page: Page, card: string): Promise<void> {
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Mobile Number is required', { exact: true })).toBeVisible();
  await page.getByLabel('First name').fill('Ava');
  await page.getByLabel('Last name').fill('Stone');
  await page.getByLabel('Street address').fill('12 Main St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('ZIP code').fill('62701');
  await page.getByLabel('Mobile number').fill('(555) 123-4567');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await fillCardForm(page, card);

  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByLabel('Promo code', { exact: true }).fill('NOPE-NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This promo code is invalid.')).toBeVisible();
  await expect(page.getByText('Classic membership')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
}

test.describe('subscribe', () => {
  test('a new shopper subscribes with 4242 4242 4242 4242 → result page → Subscribed', async ({ page }) => {
    await signUpFromSubscribe(page, uniqueEmail('sub-ok'));
    await throughReview(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Confirm and pay/ }).click();
    await expect(page).toHaveURL(
      /\/payment-result-check\?from=subscribe&orderIds=\d+&redirect_uri=%2Faccount%2Fmy-subscription&totalBilled=89\.00/,
    );
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/account\/my-subscription$/);
    await expect(page.getByRole('heading', { name: 'My subscription' })).toBeVisible();
    await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();

    // The receipt of the subscription.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Billing and receipts' }).click();
    await expect(page.getByRole('heading', { name: 'Billing and receipts' })).toBeVisible();
    await expect(page.getByText(/Subscription · VISA •••• 4242/)).toBeVisible();
    await page.getByRole('button', { name: 'View receipt' }).click();
    await expect(page.getByText('Total', { exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Bonus credits and referrals' })
      .click();
    await expect(page.getByRole('heading', { name: 'Referrals', exact: true })).toBeVisible();
    // She invites a friend by email: the friend's mail carries her referral link.
    const friend = uniqueEmail('friend');
    await page.getByRole('textbox', { name: "Friends' email addresses" }).fill(friend);
    await page.getByRole('textbox', { name: 'A note (optional)' }).fill('Rent with me!');
    await page.getByRole('button', { name: 'Send invites' }).click();
    await expect(page.getByText('Invites sent to 1 friend.')).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
    const mail = await page.request.get(`/dev/outbox?email=${encodeURIComponent(friend)}`);
    const [invite] = ((await mail.json()) as { data: { list: { text: string }[] } }).data.list;
    expect(invite?.text).toContain(new URL(link).pathname);
    expect(invite?.text).toContain('Rent with me!');

    // Now a member: the membership page sends them to the account page.
    await page.goto('/subscribe');
    await expect(page).toHaveURL(/\/account\/my-subscription$/);

    // pause → unpause → cancel with the survey → resubscribe link
    await page.getByRole('button', { name: 'Pause membership' }).click();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Unpause' }).click();
    await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();

    // Paused again, then resume now (pays on the saved card).
    await page.getByRole('button', { name: 'Pause membership' }).click();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Resume now' }).click();
    await expect(page).toHaveURL(/\/resume-subscription$/);
    await expect(page.getByRole('heading', { name: 'Resume your membership' })).toBeVisible();
    await page.goto('/resume-subscription?step=5');
    await page.getByRole('button', { name: /^Confirm/ }).click();
    await expect(page).toHaveURL(/\/payment-result-check\?from=resume-subscription&orderIds=\d+/);
    await expect(page.getByRole('heading', { name: /Payment successful|You’re all set/ })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(dialog.getByText('Please answer this question.').first()).toBeVisible();
    for (const group of await dialog.locator('fieldset').all()) {
      const first = group.locator('input[type="radio"], input[type="checkbox"]').first();
      if ((await first.count()) > 0) await first.check();
    }
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resubscribe' })).toHaveAttribute(
      'href',
      '/subscribe?mode=resubscribe',
    );

    // Resubscribe: the saved address and card carry over.
    await page.getByRole('link', { name: 'Resubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Rejoin Tote' })).toBeVisible();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('City')).toHaveValue('Springfield');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText(/Visa •••• 4242/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 4 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /^Confirm and pay/ }).click();
    await expect(page).toHaveURL(/\/payment-result-check\?from=resubscribe&orderIds=\d+/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
  });

  test('the 3-D Secure card: challenge page → back to the result page → success', async ({ page }) => {
    await signUpFromSubscribe(page, uniqueEmail('sub-3ds'));
    await throughReview(page, '4000 0025 0000 3155');
    await page.getByRole('button', { name: /^Confirm and pay/ }).click();
    await expect(page).toHaveURL(/\/payment-emulator\/3ds\//);
    await page
      .getByRole('button', { name: /complete|authori[sz]e|approve|succeed/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/payment-result-check\?/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  test('the declined card: the failure page with status=2 and the message', async ({ page }) => {
    await signUpFromSubscribe(page, uniqueEmail('sub-declined'));
    await throughReview(page, '4000 0000 0000 9995');
    await page.getByRole('button', { name: /^Confirm and pay/ }).click();
    await expect(page).toHaveURL(
      /\/payment-result-check\?from=subscribe&message=Your\+card\+has\+insufficient\+funds\.&status=2&totalBilled=89\.00/,
    );
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText('Your card has insufficient funds.')).toBeVisible();

    // Still not a member: the member-only pages send them to the membership page.
    await page.goto('/account/my-subscription');
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
  });
});
