import { expect, test } from '@playwright/test';
import { subscribeNewMember } from './new-member.ts';
import { uniqueEmail } from './outbox.ts';
import { fillSignUp, logIn, newArrivalPath, productTitle, toteCount, toteDrawer, wellStockedSize } from './shop.ts';

/**
 * No lost taps (issue #31): on a phone the server-drawn product page shows seconds before the app has hydrated
 * it. A member who picks a size the moment it shows and presses Add to Tote right after gets the item in her
 * Tote: the size she picked natively is kept, and the press made before hydration is replayed after it
 * (web/src/platform/hydration/earlyTaps.ts). So does a shopper who types her email and password on the log-in page
 * and sends them before the app has started, and a member who types her name into her profile as soon as it shows:
 * that form hydrates after the rest of the page (a lazy screen in a Suspense boundary of its own), and keeps what she
 * typed as a change it heard (web/src/platform/hooks/useKeptEarlyInput.ts). The CPU is slowed 4× through the
 * DevTools protocol, as Lighthouse's mobile preset does. New members, not the demo one: its log-ins are limited.
 * Run once, on the phone.
 */

const NO_SIZE = 'Please select a size.';

test.describe('taps before the app has started', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a size and Add to Tote, tapped as soon as the product page shows, put the item in the Tote', async ({
    page,
  }) => {
    await subscribeNewMember(page, 'early-tap');
    const path = await newArrivalPath(page, 0);

    // Whether the size note ever shows, even for a moment, on the product page.
    await page.addInitScript((note) => {
      const seen = () => document.body?.textContent?.includes(note) === true;
      new MutationObserver(() => {
        if (seen()) document.documentElement.dataset['sawNote'] = 'yes';
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, NO_SIZE);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path, { waitUntil: 'commit' });
    const size = wellStockedSize(page);
    await size.tap();
    const sizeLabel = await size.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Add to Tote' }).tap();
    const hydratedBefore = await page.locator('html[data-app="ready"]').count();
    test.info().annotations.push({
      type: 'taps',
      description: hydratedBefore ? 'the app had hydrated before the taps' : 'both taps were made before hydration',
    });

    await expect(toteCount(page)).toHaveText('1');
    const drawer = toteDrawer(page);
    await expect(drawer).toBeVisible();
    const title = (await productTitle(page).textContent())!.trim();
    await expect(drawer.getByRole('link', { name: title })).toBeVisible();
    await expect(drawer.getByText(`Size ${sizeLabel} ·`)).toBeVisible();
    await expect(size).toBeChecked();
    await expect(page.getByText(NO_SIZE)).toHaveCount(0);
    expect(await page.locator('html[data-saw-note]').count(), `"${NO_SIZE}" showed`).toBe(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('an email and a password typed and sent before the app has started reach the api', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/login', { waitUntil: 'commit' });
    // The log-in form writes its own initial values into its fields when it hydrates: the shopper's stay.
    await logIn(page, uniqueEmail('early-login'), 'whatever-1');
    await expect(page.getByRole('alert').filter({ hasText: /does not exist/i })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(/^e2e-early-login-/);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('a name typed into the profile as soon as it shows, before its form has started, is kept and saved', async ({
    page,
  }) => {
    await page.goto('/register');
    await fillSignUp(page, uniqueEmail('early-profile'));
    await expect(page).toHaveURL(/\/account\/account-overview/);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/account/my-profile', { waitUntil: 'commit' });
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Early Bird');
    const hydratedBefore = await page.locator('html[data-app="ready"]').count();
    test.info().annotations.push({
      type: 'typing',
      description: hydratedBefore ? 'the app had hydrated before the typing' : 'typed before hydration',
    });
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    // Kept, and the form heard it: Save is enabled only for a changed profile.
    await expect(name).toHaveValue('Early Bird');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.reload();
    await expect(name).toHaveValue('Early Bird');
  });
});
