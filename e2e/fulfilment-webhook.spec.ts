import { expect, test } from '@playwright/test';
import { sendFulfilmentEvent } from './dev-api.ts';
import { subscribeNewMember } from './new-member.ts';
import { checkOutWithSavedDetails, expectParcel } from './placed-order.ts';

/**
 * Issue 32: a member's rental moved by the warehouse's and carrier's signed webhook events (README "Fulfilment
 * webhook") rather than the local carrier's clock — packed, shipped with UPS (its tracking number and page), scanned
 * on the way, delivered — and the order page and rental history show the real carrier, tracking number and link.
 * Desktop only (playwright.config.ts).
 */
test.describe('fulfilment webhook', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the warehouse ships a rental: carrier, tracking number and link on the order page', async ({ page }) => {
    await subscribeNewMember(page, 'fulfilment');
    const orderPath = await checkOutWithSavedDetails(page, 7, /^Add to Tote$/, /^Confirm$/);
    const orderId = Number(orderPath.split('/').pop());
    const trackingNumber = `1ZE2E${orderId}`;
    const trackingUrl = `https://carrier.example/track?n=${trackingNumber}`;

    await sendFulfilmentEvent(page, { type: 'order.packed', orderId });
    await sendFulfilmentEvent(page, { type: 'parcel.shipped', orderId, carrier: 'UPS', trackingNumber, trackingUrl });
    await sendFulfilmentEvent(page, { type: 'parcel.scanned', trackingNumber, location: 'Louisville, KY' });

    await page.goto(orderPath);
    await expect(page.getByTestId('order-status')).toHaveText('Incoming');
    const parcel = await expectParcel(page, 'UPS', trackingNumber, trackingUrl);
    await expect(parcel.getByText(/Louisville, KY/)).toBeVisible();

    await sendFulfilmentEvent(page, { type: 'parcel.delivered', trackingNumber });
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    await expect(parcel.getByText('Delivered', { exact: true }).first()).toBeVisible();

    // The rental history shows where the item travelled, with the same link.
    await page.goto('/account/order-history/rentals');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: `Order #${orderId}` }) });
    await expect(card.getByRole('link', { name: 'Track with UPS' })).toHaveAttribute('href', trackingUrl);
    await expect(card.getByText(trackingNumber)).toBeVisible();
  });
});
