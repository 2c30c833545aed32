import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './outbox.ts';
import { fillCardForm, fillSignUp } from './shop.ts';

/** Signs a new shopper up (`tag` names the address) and pays the membership with 4242 4242 4242 4242. */
export async function subscribeNewMember(page: Page, tag: string): Promise<void> {
  await page.goto('/subscribe');
  await fillSignUp(page, uniqueEmail(tag));
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByLabel('First name').fill('Ava');
  await page.getByLabel('Last name').fill('Stone');
  await page.getByLabel('Street address').fill('12 Main St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('ZIP code').fill('62701');
  await page.getByLabel('Mobile number').fill('(555) 123-4567');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await fillCardForm(page, '4242 4242 4242 4242');
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}
