/**
 * Steps of the order specs (share-order, contact-us, returns, order-history, stock-hold): placing an order, the
 * parcel on its page, asking items back.
 */
import { expect, type Page } from '@playwright/test';
import { emptyTote, fillCardForm, logIn, openProductAndPickSize, toteDrawer } from './shop.ts';

/**
 * The account these specs buy with: a cancelled member (buying needs no membership). Not the demo shopper: the api
 * allows 10 log-ins per email in 15 minutes, and the other specs log the shopper in 8 times a run.
 */
export const DEMO_EMAIL = 'cancelled@tote.test';

/**
 * Logs the demo account in, buys the n-th new arrival with 4242 4242 4242 4242 and opens the order
 * page; answers the bought item's title and the order page's path.
 */
export async function buyAndOpenOrder(page: Page, nth: number): Promise<{ title: string; orderPath: string }> {
  await page.goto('/login');
  await logIn(page, DEMO_EMAIL);
  await expect(page).toHaveURL(/\/account\//);
  await emptyTote(page);
  const title = await openProductAndPickSize(page, nth);
  await page.getByRole('button', { name: /^Buy for / }).click();
  const drawer = toteDrawer(page);
  await expect(drawer.getByRole('region', { name: 'Buy' }).getByRole('link', { name: title })).toBeVisible();
  await drawer.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Use a different card' }).click();
  await fillCardForm(page, '4242 4242 4242 4242');
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: /^Confirm and pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
  const viewOrder = page.getByRole('link', { name: 'View your order' });
  const orderPath = (await viewOrder.getAttribute('href'))!;
  await viewOrder.click();
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  return { title, orderPath };
}

/** Puts the n-th new arrival in the Tote (`button`: Add to Tote / Buy for …) and checks out with the saved details. */
export async function checkOutWithSavedDetails(
  page: Page,
  nth: number,
  button: RegExp,
  confirm: RegExp,
): Promise<string> {
  return checkOutPickedSize(page, await openProductAndPickSize(page, nth), button, confirm);
}

/**
 * On a product page (`title`) with a size picked: puts it in the Tote (`button`) and checks out with the saved
 * details; answers the order page's path.
 */
export async function checkOutPickedSize(page: Page, title: string, button: RegExp, confirm: RegExp): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  await expect(toteDrawer(page).getByRole('link', { name: title })).toBeVisible();
  await toteDrawer(page).getByRole('link', { name: 'Check out' }).click();
  for (const [step, next] of [
    [1, 'Continue'],
    [2, 'Save and continue'],
    [3, 'Continue'],
    [4, 'Continue'],
  ] as const) {
    await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
    await page.getByRole('button', { name: next }).click();
  }
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: confirm }).click();
  await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
  return (await page.getByRole('link', { name: 'View your order' }).getAttribute('href'))!;
}

/** The order page's parcel (after a reload) carries the carrier's name, tracking number and tracking link. */
export async function expectParcel(page: Page, carrier: string, trackingNumber: string, trackingUrl: string) {
  const parcel = page.getByRole('region', { name: 'Track your Tote' }).getByRole('article', { name: 'Parcel' });
  await expect(parcel.getByText(carrier, { exact: true })).toBeVisible();
  await expect(parcel.getByText(trackingNumber)).toBeVisible();
  await expect(parcel.getByRole('link', { name: `Track with ${carrier}` })).toHaveAttribute('href', trackingUrl);
  return parcel;
}

/** From the delivered order's page: Return items → choose the one item → request → the return's page. */
export async function requestReturn(page: Page, title: string): Promise<void> {
  await page.getByRole('region', { name: 'Order actions' }).getByRole('link', { name: 'Return items' }).click();
  await expect(page.getByRole('heading', { name: 'Return items', exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: `Return ${title}` }).check();
  await page.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByRole('heading', { name: 'Your return', exact: true })).toBeVisible();
  await expect(page.getByTestId('return-status')).toHaveText('Requested');
}
