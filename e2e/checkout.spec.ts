import type { Page } from '@playwright/test';
import { expect, test } from './csp.ts';
import { advanceUntil } from './dev-api.ts';
import {
  emptyTote,
  fillCardForm,
  logIn,
  openProductAndPickSize,
  openTheBox,
  toteButton,
  toteCount,
  toteDrawer,
} from './shop.ts';

/** Steps 1–4 with what the account has saved (address, card); ends on step 5. */
async function throughSavedDetails(page: Page): Promise<void> {
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await expect(page.getByText(/•••• \d{4}/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
}

/** From the open drawer: its checkout button, to step 1 (the items) of the given mode. */
async function checkOutFromDrawer(page: Page, title: string, mode: string): Promise<void> {
  const drawer = toteDrawer(page);
  await expect(drawer.getByRole('checkbox', { name: `Include ${title} at checkout` })).toBeChecked();
  const checkout = drawer.getByRole('link', { name: 'Check out' });
  await expect(checkout).toHaveAttribute('href', `/subscribe?mode=${mode}`);
  await checkout.click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/subscribe\\?mode=${mode}$`));
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your items' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' }).getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The demo accounts have a shipping address: saved again as it is.
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
}

/** Shopper: a purchase item into the Tote, then the checkout's steps 1–4 with the given card; ends on step 5. */
async function buyWithCard(page: Page, nth: number, card: string): Promise<void> {
  const bought = await openProductAndPickSize(page, nth);
  await page.getByRole('button', { name: /^Buy for / }).click();
  await expect(toteDrawer(page).getByRole('region', { name: 'Buy' }).getByRole('link', { name: bought })).toBeVisible();
  await checkOutFromDrawer(page, bought, 'purchase-only');
  await page.getByRole('button', { name: 'Use a different card' }).click();
  await fillCardForm(page, card);
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
}

test.describe('checking out the Tote', () => {
  // Long journeys through several screens: the default 30 s is for one screen's worth of steps.
  test.describe.configure({ timeout: 120_000 });

  test(
    'member: rent an item → rent-only, nothing to pay → the item left the Tote; ' +
      'unlock the box early; keep the item (rent-to-buy)',
    async ({ page }) => {
      await page.goto('/login');
      await logIn(page, 'member@tote.test');
      await expect(page).toHaveURL(/\/account\//);
      await openTheBox(page);
      await emptyTote(page);

      const rented = await openProductAndPickSize(page, 4);
      await page.getByRole('button', { name: 'Add to Tote' }).click();
      await expect(toteCount(page)).toHaveText('1');
      await expect(
        toteDrawer(page).getByRole('region', { name: 'Rent' }).getByRole('link', { name: rented }),
      ).toBeVisible();
      await checkOutFromDrawer(page, rented, 'rent-only');

      // Nothing is billed: no card is asked for.
      await expect(page.getByText('Nothing to pay')).toBeVisible();
      await expect(page.getByLabel('Card number')).toHaveCount(0);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Step 4 of 5')).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Step 5 of 5')).toBeVisible();
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();

      await expect(page).toHaveURL(
        /\/payment-result-check\?from=rent-only&orderIds=\d+&redirect_uri=%2Forder%2F\d+&totalBilled=0\.00/,
      );
      await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
      await expect(page.getByText(/Nothing to pay/)).toBeVisible();
      const viewOrder = page.getByRole('link', { name: 'View your order' });
      await expect(viewOrder).toHaveAttribute('href', /^\/order\/\d+$/);
      const orderHref = (await viewOrder.getAttribute('href'))!;

      // The rented item left the Tote.
      await expect(toteCount(page)).toHaveCount(0);
      await toteButton(page).click();
      await expect(toteDrawer(page).getByRole('heading', { name: 'Rent' })).toBeVisible();
      await expect(toteDrawer(page).getByRole('link', { name: rented })).toHaveCount(0);
      // This period's box is ordered: the Tote says it is locked.
      await expect(
        toteDrawer(page)
          .getByRole('region', { name: 'Rent' })
          .getByText(/^0 \/ \d+ · Locked$/),
      ).toBeVisible();
      await page.keyboard.press('Escape');

      // Once it is on its way, the order page offers to keep the rented item (rent-to-buy).
      await page.goto(orderHref);
      await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Keep it for/ })).toHaveCount(0); // not shipped yet
      await advanceUntil(page, orderHref, 'Incoming');
      const keep = page.getByRole('link', { name: /^Love it\? Keep it for \$\d+\.\d\d$/ });
      await expect(keep).toHaveAttribute('href', /^\/subscribe\?mode=rent-to-buy&items=\d+$/);

      // This period's box is placed now: the account page offers to unlock the next one early.
      await page.goto('/account/my-subscription');
      await page.getByRole('link', { name: 'Unlock early' }).click();
      await expect(page.getByRole('heading', { name: 'Unlock your next box early' })).toBeVisible();
      await throughSavedDetails(page);
      await page.getByRole('button', { name: /^Confirm and pay/ }).click();
      await expect(page).toHaveURL(/\/payment-result-check\?from=unlock-early&orderIds=\d+/);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      await page.goto('/account/my-subscription');
      await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Unlock early' })).toHaveCount(0);

      // Keeping the rented item: a rent-to-buy checkout of that order item, paid with the saved card.
      await page.goto(orderHref);
      await keep.click();
      await expect(page.getByText('Step 1 of 5')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Items' }).getByText(rented)).toBeVisible();
      await throughSavedDetails(page);
      await page.getByRole('button', { name: /^Confirm and pay/ }).click();
      await expect(page).toHaveURL(/\/payment-result-check\?from=rent-to-buy&orderIds=\d+/);
      await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
      await page.goto(orderHref);
      await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Keep it for/ })).toHaveCount(0);
    },
  );

  test('shopper: buy with 4242 4242 4242 4242 → success; a declined card → the failure page', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'shopper@tote.test');
    await expect(page).toHaveURL(/\/account\//);
    await emptyTote(page);

    await buyWithCard(page, 5, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Confirm and pay \$/ }).click();
    await expect(page).toHaveURL(
      /\/payment-result-check\?from=purchase-only&orderIds=\d+&redirect_uri=%2Forder%2F\d+&totalBilled=\d+\.\d\d/,
    );
    await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
    await expect(page.getByText(/You paid \$\d+\.\d\d\. Thank you!/)).toBeVisible();
    await expect(toteCount(page)).toHaveCount(0);

    // Declined (insufficient funds): the failure page with status=2 and the provider's message.
    await buyWithCard(page, 6, '4000 0000 0000 9995');
    await page.getByRole('button', { name: /^Confirm and pay \$/ }).click();
    await expect(page).toHaveURL(
      /\/payment-result-check\?from=purchase-only&message=[^&]+&status=2&totalBilled=\d+\.\d\d/,
    );
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText('Your card has insufficient funds.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/subscribe?mode=purchase-only&step=3',
    );
    // Nothing was bought: the item is still in the Tote.
    await expect(toteCount(page)).toHaveText('1');
  });
});
