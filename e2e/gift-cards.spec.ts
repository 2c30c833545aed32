import { expect, test, type APIRequestContext } from '@playwright/test';
import { GiftCardMessages, type GiftCardIssued } from '@tote/contract/gift-cards';
import { API_URL } from './dev-api.ts';
import { uniqueEmail } from './outbox.ts';
import { fillSignUp } from './shop.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A card only this test redeems, from the api's development route: the seeded codes are shared by every spec and by
 * both viewports' runs against the one started shop.
 */
async function issueCard(request: APIRequestContext, amount: number): Promise<GiftCardIssued> {
  const res = await request.post(`${API_URL}/v1/dev/giftCard/issue`, { data: { amount } });
  const body = (await res.json()) as { code: number; data: GiftCardIssued };
  expect(body.code).toBe(0);
  return body.data;
}

test.describe('gift cards', () => {
  // A new account, not the demo member: every spec signs the member in, and its logins per 15 minutes are limited.
  test('a new shopper redeems a code on the account overview and sees the new balance', async ({ page }) => {
    const card = await issueCard(page.request, 35);
    await page.goto('/register');
    await fillSignUp(page, uniqueEmail('gift'));
    await expect(page).toHaveURL(/\/account\/account-overview/);

    const giftCards = page.getByRole('region', { name: 'Gift cards' });
    const balance = giftCards.getByTestId('gift-card-balance');
    await expect(balance).toHaveText('$0.00');

    // The seed's expired code changes nothing, whoever tries it: refused under the field.
    const code = giftCards.getByLabel('Gift card code');
    await code.fill('tote-demo-gone-0040');
    await giftCards.getByRole('button', { name: 'Redeem' }).click();
    await expect(giftCards.getByText(GiftCardMessages.expired)).toBeVisible();

    await code.fill(card.code.toLowerCase().replaceAll('-', ' '));
    await giftCards.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText('Gift card redeemed: $35.00 added to your balance.')).toBeVisible();
    const after = usd.format(35);
    await expect(balance).toHaveText(after);
    await expect(code).toHaveValue('');
    await expect(giftCards.getByText(GiftCardMessages.expired)).toHaveCount(0);
    await expect(giftCards.getByText(`•••• ${card.code.slice(-4)}`)).toBeVisible();

    await page.reload();
    await expect(balance).toHaveText(after);
    await code.fill(card.code);
    await giftCards.getByRole('button', { name: 'Redeem' }).click();
    await expect(giftCards.getByText(GiftCardMessages.alreadyRedeemed)).toBeVisible();
    await expect(balance).toHaveText(after);
  });
});
