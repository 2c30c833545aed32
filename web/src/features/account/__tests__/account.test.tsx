import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from '../../../../test/relay.tsx';
import { invalidateStore, signInForTest } from '../../../../test/session.ts';
import { isLogin } from '../../../platform/session/sessionStore.ts';
import { hasUserCookie } from '../../../platform/session/userCookie.ts';
import { LOG_STATUS_CHANNEL } from '../../../platform/session/logStatusChannel.ts';
import { formatMobile } from '@tote/contract/validation';
import { getUiState } from '../../../platform/state/ui.ts';
import { NicknameMessages } from '@tote/contract/nickname';

const { routes } = await import('../../../app/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const base: MockResolvers = {
  Query: () => ({ viewer: isLogin() ? undefined : null }),
  User: () => ({
    name: 'Ann Shopper',
    email: 'shopper@tote.test',
    mobile: '5551234567',
    subscriptionStatus: 'NOT_SUBSCRIBED',
    referralCode: 'ANN42',
    points: 2000,
    memberSince: '2025-03-01T00:00:00Z',
  }),
  Money: () => ({ formatted: '$20.00' }),
  MenuItem: (_context, generateId) => ({
    id: `menu-${generateId()}`,
    title: 'Dresses',
    url: '/category/DRESSES',
    children: [],
  }),
};

let operations: OperationDescriptor[] = [];
beforeEach(() => {
  invalidateStore(environment);
  operations = [];
});

function start(url: string, resolvers: MockResolvers = {}) {
  autoResolve(environment, { ...base, ...resolvers }, operations);
  return renderRoutes(routes, environment, url);
}

describe('formatMobile', () => {
  it('formats exactly 10 digits as (xxx) xxx-xxxx and leaves anything else as it is', () => {
    expect(formatMobile('5551234567')).toBe('(555) 123-4567');
    expect(formatMobile('15551234567')).toBe('15551234567');
    expect(formatMobile('555123456')).toBe('555123456');
    expect(formatMobile('')).toBe('');
  });
});

describe('the header', () => {
  it('shows "Log in" to a guest, linking to /login', async () => {
    start('/download_app');
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login?redirect_uri=%2Fdownload_app');
  });

  it('shows the account menu to a signed-in shopper: only pages that exist, and Log out', async () => {
    signInForTest();
    start('/download_app');
    const summary = await screen.findByLabelText('Account menu for Ann Shopper');
    const menu = summary.closest('details')!;
    expect(within(menu).queryByRole('button', { name: 'Log out' })).toBeNull();
    fireEvent.click(summary);
    await within(menu).findByRole('button', { name: 'Log out' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/account/account-overview',
      '/account/my-subscription',
      '/account/order-history',
      '/account/product-polls',
      '/account/billing-and-receipts',
      '/account/bonus-credits-and-referrals',
      '/account/my-profile',
    ]);
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});

describe('/account', () => {
  it('account overview: greeting, membership, points, referral link, and links only to built pages', async () => {
    signInForTest();
    start('/account/account-overview');
    expect(await screen.findByRole('heading', { name: 'Hi, Ann' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Account overview | Tote'));
    expect(screen.getByText('Not a member yet')).toBeTruthy();
    expect(screen.getByText('2,000 points')).toBeTruthy();
    expect((screen.getByLabelText('Your referral link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/register/ANN42`,
    );
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/account/account-overview',
      '/account/my-subscription',
      '/account/order-history',
      '/account/product-polls',
      '/account/billing-and-receipts',
      '/account/bonus-credits-and-referrals',
      '/account/my-profile',
    ]);
  });

  it('logs out: the session ends on this device, other tabs hear of it, and the shopper goes home', async () => {
    signInForTest();
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel(LOG_STATUS_CHANNEL);
    otherTab.onmessage = (event) => heard.push(event.data);
    const { router } = start('/account/account-overview', {
      LogOutPayload: () => ({ loggedOut: true, userErrors: [] }),
    });
    await screen.findByRole('heading', { name: 'Hi, Ann' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(isLogin()).toBe(false);
    expect(hasUserCookie()).toBe(false);
    await waitFor(() => expect(heard).toEqual(['change']));
    otherTab.close();
  });

  it('asks for the password before deleting the account', async () => {
    signInForTest();
    const { router } = start('/account/account-overview', {
      DeleteAccountPayload: () => ({
        deleted: false,
        userErrors: [{ code: '20011', field: null, message: 'The password is wrong.' }],
      }),
    });
    await screen.findByRole('heading', { name: 'Hi, Ann' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    // The dialog opens after the click's state update (and its content may load): wait for it.
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?', hidden: true }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account', hidden: true }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(operations.map((operation) => operation.request.node.params.name)).not.toContain('useDeleteAccountMutation');

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'not-it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account', hidden: true }));
    expect(await within(dialog).findByText('The password is wrong.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/account-overview');
    expect(isLogin()).toBe(true);
  });

  it('my profile: email read-only, the mobile as (xxx) xxx-xxxx, the SPEC.md §3 lists', async () => {
    signInForTest();
    start('/account/my-profile');
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My profile | Tote'));
    const main = screen.getByRole('main');
    expect(within(main).getByText('shopper@tote.test')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.getByText('(555) 123-4567')).toBeTruthy();
    const years = within(screen.getByLabelText('Birth year'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[1]).toBe('2024');
    expect(years.at(-1)).toBe('1970');
    expect(screen.getByRole('radio', { name: 'Inverted Triangle' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /XXL/ })).toBeTruthy();
    // The shop's one list of shoe sizes (contract/sizes.ts, as the catalog's), with the half sizes each fits:
    // US 5-5.5 through 12-13.5.
    expect(screen.getByRole('checkbox', { name: /^US 5\s*5–5\.5 · EU 35–36$/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^US 12\s*12–13\.5 · EU 42–44$/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /US 5-5\.5/ })).toBeNull();
  });

  it("a nickname: the rules' message before it is sent, the api's 20018 under the field, blank clears it", async () => {
    signInForTest();
    let answer: { code: string; field: string[]; message: string } | null = {
      code: '20018',
      field: ['input', 'nickname'],
      message: NicknameMessages.taken,
    };
    start('/account/my-profile', {
      Profile: () => ({ nickname: null, clothingSizes: [], shoeSizes: [] }),
      UpdateViewerPayload: () => ({ userErrors: answer ? [answer] : [] }),
    });
    await screen.findByRole('heading', { name: 'My profile' });
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const sent = () =>
      operations.filter((operation) => operation.request.node.params.name === 'useUpdateProfileMutation');

    fireEvent.change(field, { target: { value: 'Tote Stylist' } });
    save();
    expect(await screen.findByText(NicknameMessages.reserved)).toBeTruthy();
    expect(sent()).toHaveLength(0);

    fireEvent.change(field, { target: { value: '  Velvet   Mia ' } });
    save();
    expect(await screen.findByText(NicknameMessages.taken)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent()[0]?.request.variables.input).toMatchObject({ nickname: 'Velvet Mia' });

    answer = null;
    fireEvent.change(field, { target: { value: '   ' } });
    save();
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]?.request.variables.input).toMatchObject({ nickname: null });
  });

  it('turning the marketing email on makes a newsletter lead; another switch does not', async () => {
    signInForTest();
    const setting = (key: string, label: string) => ({ key, label, description: label, email: false, sms: false });
    start('/account/my-profile', {
      User: () => ({
        name: 'Ann Shopper',
        notificationSettings: [setting('promotions', 'Offers and news'), setting('newArrivals', 'New arrivals')],
      }),
      UpdateViewerPayload: () => ({ userErrors: [] }),
    });
    await screen.findByRole('heading', { name: 'My profile' });
    const leads = () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'submitLead');
    const before = leads().length;
    fireEvent.click(await screen.findByRole('switch', { name: 'New arrivals by email' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Offers and news by email' }));
    await waitFor(() => expect(leads().length).toBe(before + 1));
    expect(leads().at(-1)).toMatchObject({ lead_type: 'newsletter', lead_source: 'profile' });
  });

  it('invites friends by email: the addresses checked first, then her link mailed and a toast', async () => {
    signInForTest();
    start('/account/bonus-credits-and-referrals', {
      InviteFriendsPayload: () => ({ sent: 2, userErrors: [] }),
    });
    const emails = await screen.findByRole('textbox', { name: "Friends' email addresses" });
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invites' }));
    const sent = () => operations.filter((o) => o.request.node.params.name === 'useInviteFriendsMutation');

    fireEvent.change(emails, { target: { value: 'ann@tote.test, not-an-address' } });
    send();
    expect(await screen.findByText('Invalid Email address.')).toBeTruthy();
    expect(sent()).toHaveLength(0);

    fireEvent.change(emails, { target: { value: 'ann@tote.test,\n bea@tote.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'A note (optional)' }), { target: { value: ' Join me! ' } });
    send();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.request.variables.input).toEqual({
      emails: ['ann@tote.test', 'bea@tote.test'],
      note: 'Join me!',
    });
    await waitFor(() =>
      expect(getUiState().toasts.map((toast) => toast.message)).toContain('Invites sent to 2 friends.'),
    );
  });

  it('changes the mobile number: new number → code → changeMobile', async () => {
    signInForTest();
    start('/account/my-profile', {
      SendCodePayload: () => ({ sent: true, resendAfterSeconds: 30, userErrors: [] }),
      UpdateViewerPayload: () => ({ userErrors: [] }),
    });
    await screen.findByRole('heading', { name: 'My profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const input = screen.getByLabelText('New mobile number');
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Invalid Mobile Number.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '+1 (555) 987-6543' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We texted a 6-digit code to (555) 987-6543.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    await waitFor(() => expect(screen.queryByLabelText('Verification code')).toBeNull());
    const change = operations.find((operation) => operation.request.node.params.name === 'useChangeMobileMutation');
    expect(change?.request.variables.input).toEqual({ mobile: '5559876543', code: '654321' });
  });
});
