import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './outbox.ts';
import { fillSignUp, logIn, NEW_ACCOUNT_PASSWORD } from './shop.ts';

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await fillSignUp(page, email);
}

test.describe('accounts', () => {
  test('sign up with an emailed code → overview → log out → log in → /login redirects away', async ({ page }) => {
    const email = uniqueEmail('signup');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/account\/account-overview/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Ava/);

    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'tote_token');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain('tote_token');
    expect(visible).not.toContain(token!.value);
    expect(visible).toContain('tote_user');

    await page
      .getByRole('button', { name: /log out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login|\/$/);
    expect((await page.context().cookies()).find((c) => c.name === 'tote_token')).toBeUndefined();

    // The server knows how many accounts were used on this device (a cookie; their emails stay in the browser): it
    // draws the link to them, so nothing moves when the app starts and a tap lands where it was aimed. A guest
    // without the cookie gets the page without it, however often it was drawn (a kept page is per cookie).
    const guestPage = async () => (await fetch(new URL('/login', page.url()))).text();
    expect(await guestPage()).not.toContain('Choose an account used on this device');
    expect(await guestPage()).not.toContain('Choose an account used on this device');
    expect(await (await page.request.get('/login')).text()).toContain('Choose an account used on this device');
    await page.goto('/login', { waitUntil: 'commit' });
    const controls = [
      page.getByRole('button', { name: /^log in$/i }),
      page.getByRole('link', { name: /continue with google/i }),
      page.getByRole('button', { name: 'Choose an account used on this device' }),
      page.getByRole('link', { name: 'Create an account' }),
    ];
    const boxes = () => Promise.all(controls.map((control) => control.boundingBox()));
    const drawnAt = await boxes();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    expect(await boxes()).toEqual(drawnAt);
    expect(await guestPage()).not.toContain('Choose an account used on this device');

    // The entrance opens on the accounts used here: the server draws a row for each, the browser fills them in.
    const entrance = await (await page.request.get('/login-entrance')).text();
    expect(entrance).toContain('Welcome back');
    expect(entrance).not.toContain(email);
    await page.goto('/login-entrance', { waitUntil: 'commit' });
    const other = page.getByRole('button', { name: 'Use another account' });
    const otherAt = await other.boundingBox();
    // The row's name ends with its email (its remove button's with "from this device").
    await expect(page.getByRole('button', { name: new RegExp(`${email.replace(/[.+]/g, '\\$&')}$`) })).toBeVisible();
    expect(await other.boundingBox()).toEqual(otherAt);
    await page.goto('/login');
    await logIn(page, email, NEW_ACCOUNT_PASSWORD);
    await expect(page).toHaveURL(/\/account\/account-overview/);

    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('every sign-up message appears verbatim for the input that triggers it', async ({ page }) => {
    await page.goto('/register');
    await page
      .getByRole('button', { name: /send code|continue|sign up/i })
      .first()
      .click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Mobile Number is required',
      'Password is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Name', { exact: true }).fill('Ann3');
    await page.getByLabel('Email', { exact: true }).fill('nope@');
    await page.getByLabel('Mobile Number', { exact: true }).fill('12345');
    await page
      .getByRole('button', { name: /send code|continue|sign up/i })
      .first()
      .click();
    for (const message of [
      'This field may only contain alphabetic characters.',
      'Invalid Email address.',
      'Invalid Mobile Number.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await page.getByLabel('Name', { exact: true }).fill('Ann');
    await page.getByLabel('Email', { exact: true }).fill('shopper@tote.test');
    await page.getByLabel('Mobile Number', { exact: true }).fill('415-555-0100');
    await page.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
    await page
      .getByRole('button', { name: /send code|continue|sign up/i })
      .first()
      .click();
    await expect(page.getByText('This email already exists. Please login.', { exact: true })).toBeVisible();
  });

  test('login errors are shown on the screen', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'nobody-here@tote.test', 'whatever-1');
    await expect(page.getByRole('alert').filter({ hasText: /does not exist|not exist|no account/i })).toBeVisible();
    await logIn(page, 'shopper@tote.test', 'wrong-password-1');
    await expect(page.getByRole('alert').filter({ hasText: /email or password/i })).toBeVisible();
  });

  test('an account page sends a guest to login and back after login', async ({ page }) => {
    await page.goto('/account/my-profile');
    await expect(page).toHaveURL(/\/login\?redirect_uri=%2Faccount%2Fmy-profile/);
    await logIn(page, 'shopper@tote.test', 'tote-demo-1');
    await expect(page).toHaveURL(/\/account\/my-profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('logging out in one tab reloads the other', async ({ page, context }) => {
    await page.goto('/login');
    await logIn(page, 'shopper@tote.test', 'tote-demo-1');
    await expect(page).toHaveURL(/\/account\/account-overview/);

    const other = await context.newPage();
    await other.goto('/account/my-profile');
    await expect(other).toHaveURL(/\/account\/my-profile/);
    // The other tab listens for the log-out once the app has started in it.
    await expect(other.locator('html')).toHaveAttribute('data-app', 'ready');
    const reloaded = other.waitForEvent('load');

    await page
      .getByRole('button', { name: /log out/i })
      .first()
      .click();
    await reloaded;
    await expect(other).toHaveURL(/\/login\?redirect_uri=/);
  });

  test('a form post to /graphql without the CSRF header is refused', async ({ request }) => {
    const response = await request.post('/graphql', {
      form: { query: 'mutation { logOut(input: {}) { loggedOut } }' },
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });
});
