/** Helpers shared by the e2e specs: the demo log-in, the Tote drawer, product pages and the emulator's card form. */
import { expect, type Page } from '@playwright/test';
import { latestCode } from './outbox.ts';

export const DEMO_PASSWORD = 'tote-demo-1';
/** The password of the accounts the e2e tests sign up. */
export const NEW_ACCOUNT_PASSWORD = 'tote-e2e-secret-1';

/** Fills the sign-up form (the page is on it) for a new account and confirms it with the emailed code. */
export async function fillSignUp(page: Page, email: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill('Ava Stone');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile Number', { exact: true }).fill('(415) 555-0134');
  await page.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page
    .getByRole('button', { name: /send code|continue|sign up/i })
    .first()
    .click();
  const code = await latestCode(page.request, email);
  await page.getByLabel(/code/i).fill(code);
  await page
    .getByRole('button', { name: /create account|sign up|verify/i })
    .first()
    .click();
}

/** Fills the log-in form (the page is on /login) with a demo account. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

export const toteButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Your Tote/ });
export const toteCount = (page: Page) => page.getByRole('banner').getByTestId('tote-count');
export const toteDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your Tote' });
export const productTitle = (page: Page) => page.locator('main h1.pdp__title');

/** Empties the signed-in shopper's Tote (the demo accounts are shared by both viewports' runs). */
export async function emptyTote(page: Page): Promise<void> {
  await toteButton(page).click();
  const drawer = toteDrawer(page);
  await expect(drawer.getByRole('heading', { name: 'Rent' })).toBeVisible();
  const removeButtons = drawer.getByRole('button', { name: /^Remove .* from your Tote$/ });
  while ((await removeButtons.count()) > 0) {
    const before = await removeButtons.count();
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(before - 1);
  }
  await drawer.getByRole('button', { name: 'Close your tote' }).click();
  await expect(toteCount(page)).toHaveCount(0);
}

/**
 * Waits until the app runs the page: the server-rendered page hydrated (or, without one, the app's first
 * render committed), which web/src/app/main.tsx marks with `<html data-app="ready">`.
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
}

/** The path of the n-th product of New arrivals. */
export async function newArrivalPath(page: Page, nth = 0): Promise<string> {
  await page.goto('/new-arrivals');
  await appRunning(page);
  const links = page.locator('main a[href^="/product/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
  return hrefs[nth]!;
}

/**
 * The product page's first well-stocked size: a size with a note ("M, only one left", "M, low stock",
 * "M, sold out") has 3 pieces or fewer.
 */
export const wellStockedSize = (page: Page) =>
  page.getByRole('group', { name: /^Size/ }).locator('input[type="radio"]:not([aria-label*=","])').first();

/** Opens the n-th product of New arrivals and picks its first well-stocked size; returns the title. */
export async function openProductAndPickSize(page: Page, nth: number): Promise<string> {
  await page.goto(await newArrivalPath(page, nth));
  await appRunning(page);
  await expect(productTitle(page)).toBeVisible();
  await wellStockedSize(page).click();
  return (await productTitle(page).textContent())!.trim();
}

/** The payment step's card form (the payment emulator), billing address same as shipping; submits it. */
export async function fillCardForm(page: Page, card: string): Promise<void> {
  await expect(page.getByLabel('Billing address same as shipping')).toBeChecked();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 2).slice(-2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card and continue' }).click();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Renting locks the member's box for the period (the api's 23002): the demo member is shared by
 * both viewports' runs, so a locked box is unlocked early first (paid with the saved card).
 */
export async function openTheBox(page: Page): Promise<void> {
  await page.goto('/account/my-subscription');
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
  if ((await page.getByRole('link', { name: 'Unlock early' }).count()) === 0) return;
  await page.goto('/subscribe?mode=unlock-early&step=5');
  await page.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page).toHaveURL(/\/payment-result-check\?from=unlock-early/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}
