import { expect, test, type Browser, type Page } from '@playwright/test';
import { sendFulfilmentEvent, setStock } from './dev-api.ts';
import { graphql } from './graphql.ts';
import { subscribeNewMember } from './new-member.ts';
import { checkOutPickedSize, expectParcel, requestReturn } from './placed-order.ts';
import { appRunning, openProductAndPickSize, productTitle } from './shop.ts';

/**
 * Issue 32, "a hold for the member who waited": a member rents the last unit of a size; the warehouse's signed
 * events ship it (the order page shows the carrier and tracking link) and bring it back inspected fine; a member who
 * asked to be told while it was sold out finds it held for her until a time (product page and account) and rents
 * it, while another member sees the size sold out. New accounts (log-ins are limited per email). Desktop only
 * (playwright.config.ts).
 */

/** A product of New arrivals no other spec picks (they share the shop's database). */
const NTH = 12;

const ORDER = /* GraphQL */ `
  query ($orderId: Int!) {
    order(orderId: $orderId) {
      lines {
        orderItemId
      }
      shipments {
        direction
        trackingCode
      }
    }
  }
`;

async function newMember(browser: Browser, tag: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await subscribeNewMember(page, tag);
  return page;
}

/** Opens the product page and picks the size by its SKU; answers the size's radio. */
async function openSize(page: Page, productPath: string, sku: string) {
  await page.goto(productPath);
  await appRunning(page);
  await page.waitForLoadState('networkidle');
  const radio = page.getByRole('group', { name: /^Size/ }).locator(`input[value="${sku}"]`);
  await radio.click();
  return radio;
}

test.describe('stock hold', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the size back from a return is held for the member who waited: she rents it, others see it sold out', async ({
    page,
    browser,
  }) => {
    // A member rents the last unit of a size.
    await subscribeNewMember(page, 'hold-renter');
    const title = await openProductAndPickSize(page, NTH);
    const productPath = new URL(page.url()).pathname;
    const sku = (await page.getByRole('group', { name: /^Size/ }).locator('input:checked').getAttribute('value'))!;
    await setStock(page, sku, 1);
    const orderPath = await checkOutPickedSize(page, title, /^Add to Tote$/, /^Confirm$/);
    const orderId = Number(orderPath.split('/').pop());

    // Sold out now: a second member asks to be told; a third will only look.
    const waiting = await newMember(browser, 'hold-waiting');
    await openSize(waiting, productPath, sku);
    await expect(waiting.getByRole('button', { name: 'Sold out' }).first()).toBeDisabled();
    await waiting.getByRole('button', { name: 'Email me when it’s back' }).click();
    await expect(waiting.getByRole('status').filter({ hasText: /We'll email you when/ })).toBeVisible();
    const other = await newMember(browser, 'hold-other');

    // The warehouse ships it by webhook; the order page shows the carrier and its tracking link.
    const trackingNumber = `1ZHOLD${orderId}`;
    const trackingUrl = `https://carrier.example/track?n=${trackingNumber}`;
    await sendFulfilmentEvent(page, { type: 'order.packed', orderId });
    await sendFulfilmentEvent(page, { type: 'parcel.shipped', orderId, carrier: 'UPS', trackingNumber, trackingUrl });
    await sendFulfilmentEvent(page, { type: 'parcel.delivered', trackingNumber });
    await page.goto(orderPath);
    await appRunning(page);
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    await expectParcel(page, 'UPS', trackingNumber, trackingUrl);

    // She sends it back; the warehouse receives it and finds it fine: the size is back.
    await requestReturn(page, title);
    const { order } = await graphql<{
      order: { lines: { orderItemId: number }[]; shipments: { direction: string; trackingCode: string }[] };
    }>(page.request, ORDER, { orderId });
    const back = order.shipments.find((s) => s.direction === 'RETURN')!;
    await sendFulfilmentEvent(page, { type: 'return.received', trackingNumber: back.trackingCode });
    await sendFulfilmentEvent(page, {
      type: 'item.inspected',
      orderItemId: order.lines[0]!.orderItemId,
      outcome: 'fine',
    });

    // The member who waited: her account and the product page say it is held for her, until when.
    await waiting.goto('/account/account-overview');
    await appRunning(waiting);
    const holds = waiting.getByRole('region', { name: 'Held for you' });
    await expect(holds.getByRole('link', { name: title })).toBeVisible();
    await expect(holds.getByText(/held for you until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M UTC/)).toBeVisible();
    await expect(holds.getByRole('button', { name: `Decline ${title} in` })).toBeVisible();

    const mine = await openSize(waiting, productPath, sku);
    await expect(mine).toHaveAttribute('aria-label', /, held for you$/);
    await expect(waiting.getByRole('status').filter({ hasText: /^Held for you until / })).toBeVisible();

    // The other member sees the size sold out, and may only ask to be told.
    const theirs = await openSize(other, productPath, sku);
    await expect(theirs).toHaveAttribute('aria-label', /, sold out$/);
    await expect(other.getByRole('button', { name: 'Sold out' }).first()).toBeDisabled();
    await expect(other.getByText(/Held for you/)).toHaveCount(0);

    // She rents it: the hold is used, and her account lists none.
    await expect(productTitle(waiting)).toHaveText(title);
    await checkOutPickedSize(waiting, title, /^Add to Tote$/, /^Confirm$/);
    await waiting.goto('/account/account-overview');
    await appRunning(waiting);
    await expect(waiting.getByRole('heading', { name: /^Hi, / })).toBeVisible();
    await expect(waiting.getByRole('region', { name: 'Held for you' })).toHaveCount(0);
    await waiting.context().close();
    await other.context().close();
  });
});
