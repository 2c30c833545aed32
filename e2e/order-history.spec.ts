import { expect, test, type Page } from '@playwright/test';
import { advanceUntil } from './dev-api.ts';
import { checkOutWithSavedDetails } from './placed-order.ts';
import { emptyTote, logIn, openTheBox } from './shop.ts';

/**
 * A member rents an item → the order is in the order history's Current tab as Requested → the local
 * carrier (ticked now through the api's development endpoint, contract/fulfilment.ts) ships it: the
 * order page shows Incoming with the parcel's tracking events, then Delivered, and the rental history
 * shows the item out with her. Screenshots of each tab and of the order on its way land in the test's
 * output folder.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.describe('order history', () => {
  test.describe.configure({ timeout: 120_000 });

  test('member: rent → Current tab, Requested → Incoming with tracking → Delivered', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'member@tote.test');
    await expect(page).toHaveURL(/\/account\//);
    await openTheBox(page);
    await emptyTote(page);
    const orderPath = await checkOutWithSavedDetails(page, 6, /^Add to Tote$/, /^Confirm$/);
    const orderNumber = `Order #${orderPath.split('/').pop()}`;

    // The account menu leads to the order history; the new rental is in Current as Requested.
    await page.goto('/account/order-history');
    const tabs = page.getByRole('navigation', { name: 'Order tabs' });
    await expect(tabs.getByRole('link', { name: /^Current \d+$/ })).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('article', { name: orderNumber });
    await expect(card.getByText('Requested')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Items' }).getByRole('img')).toHaveCount(1);
    await shot(page, 'history-current');
    for (const tab of ['Past', 'Cancelled']) {
      await tabs.getByRole('link', { name: new RegExp(`^${tab} \\d+$`) }).click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=${tab.toLowerCase()}$`));
      await expect(tabs.getByRole('link', { name: new RegExp(`^${tab} `) })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('article', { name: orderNumber })).toHaveCount(0);
      await shot(page, `history-${tab.toLowerCase()}`);
    }

    // The carrier picks it up: Incoming, Track your Tote with the carrier, the code and the scans.
    await advanceUntil(page, orderPath, 'Incoming');
    await page.getByRole('link', { name: 'Track your Tote' }).click();
    await expect(page).toHaveURL(/#track$/);
    const tracking = page.getByRole('region', { name: 'Track your Tote' });
    const parcel = tracking.getByRole('article', { name: 'Parcel' });
    await expect(parcel.getByText('On its way', { exact: true })).toBeVisible();
    await expect(parcel.getByText('Tote Local Carrier')).toBeVisible();
    await expect(parcel.getByText(/^Tracking code /)).toBeVisible();
    await expect(parcel.getByRole('listitem')).toHaveCount(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'order-incoming');

    await page.goto('/account/order-history');
    await expect(page.getByRole('article', { name: orderNumber }).getByText('Incoming')).toBeVisible();
    await expect(
      page.getByRole('article', { name: orderNumber }).getByRole('link', { name: 'Track your Tote' }),
    ).toHaveAttribute('href', `${orderPath}#track`);

    // Delivered: the tracking stays, the Track action goes.
    await advanceUntil(page, orderPath, 'Delivered');
    await expect(page.getByRole('link', { name: 'Track your Tote' })).toHaveCount(0);
    await expect(
      tracking.getByRole('article', { name: 'Parcel' }).getByText('Delivered', { exact: true }),
    ).toBeVisible();
    await expect(tracking.getByRole('listitem')).toHaveCount(3);
    await shot(page, 'order-delivered');

    // The rental history: the delivered item is out with her, with its order and the price to keep it.
    await page.goto('/account/order-history');
    await page.getByRole('link', { name: 'Rental history' }).click();
    await expect(page).toHaveURL(/\/account\/order-history\/rentals$/);
    const rental = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: orderNumber, exact: true }) });
    await expect(rental.getByText('With you')).toBeVisible();
    await expect(rental.getByRole('link', { name: /^Keep it for \$/ })).toHaveAttribute(
      'href',
      /^\/subscribe\?mode=rent-to-buy&items=\d+$/,
    );
    await shot(page, 'rental-history');
    const filters = page.getByRole('navigation', { name: 'Rental filter' });
    await filters.getByRole('link', { name: /^Back \d+$/ }).click();
    await expect(page).toHaveURL(/\?filter=back$/);
    await expect(filters.getByRole('link', { name: /^Back / })).toHaveAttribute('aria-current', 'page');
    await expect(rental).toHaveCount(0);
  });
});
