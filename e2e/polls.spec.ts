import { expect, test } from '@playwright/test';
import { uniqueEmail } from './outbox.ts';
import { fillSignUp } from './shop.ts';

test.describe('product polls', () => {
  test('account menu → product polls → vote → results with the own vote → a switch stays on → remove', async ({
    page,
  }) => {
    await page.goto('/register');
    await fillSignUp(page, uniqueEmail('polls'));
    await expect(page).toHaveURL(/\/account\/account-overview/);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Product polls' }).click();
    await expect(page).toHaveURL(/\/account\/product-polls$/);
    await expect(page.getByRole('heading', { name: 'Product polls', level: 1 })).toBeVisible();

    const poll = page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    const title = (await poll.getByRole('heading', { level: 2 }).textContent())!;
    await expect(poll.getByRole('meter')).toHaveCount(0);
    const vote = poll.getByRole('button', { name: /^Vote for / });
    const choice = ((await vote.nth(1).getAttribute('aria-label')) ?? '').replace('Vote for ', '');
    await vote.nth(1).click();

    await expect(poll.getByText(/votes? in total$/)).toBeVisible();
    await expect(poll.getByText('· Your vote')).toBeVisible();
    await expect(poll.getByRole('meter', { name: `${choice}: share of votes` })).toBeVisible();
    await expect(poll.getByRole('button', { name: /^Vote for / })).toHaveCount(0);

    const push = poll.getByRole('checkbox', { name: 'Notify me when the results are in' });
    await push.check();
    await expect(push).toBeEnabled();
    await page.reload();
    const again = page.getByRole('region', { name: title });
    await expect(again.getByText('· Your vote')).toBeVisible();
    await expect(again.getByRole('checkbox', { name: 'Notify me when the results are in' })).toBeChecked();

    await again.getByRole('button', { name: 'Remove poll' }).click();
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Product polls', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);
  });
});
