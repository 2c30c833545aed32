import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from '../../../../test/relay.tsx';
import { invalidateStore, setUserCookie, signInForTest } from '../../../../test/session.ts';
import { isLogin } from '../../../platform/session/sessionStore.ts';
import { rememberLogin } from '../../../platform/session/loginHistory.ts';

const { routes } = await import('../../../app/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const base: MockResolvers = {
  // The viewer follows the session: none for a guest, a generated one once signed in.
  Query: () => ({
    viewer: isLogin() ? undefined : null,
    loginMethods: (['EMAIL', 'GOOGLE', 'APPLE', 'FACEBOOK'] as const).map((channel) => ({
      channel,
      enabled: true,
      label: channel === 'EMAIL' ? 'Email' : `Continue with ${channel.charAt(0)}${channel.slice(1).toLowerCase()}`,
      authorizeUrl: channel === 'EMAIL' ? null : `/oauth/local/authorize?channel=${channel.toLowerCase()}`,
    })),
  }),
  User: () => ({ name: 'Ann Shopper', email: 'shopper@tote.test', mobile: '5551234567' }),
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

const loginFails = (code: string, message: string): MockResolvers => ({
  // As the gateway answers: the code, the field it is about, the message to show.
  AuthPayload: () => ({ viewer: null, userErrors: [{ code, field: ['input', 'email'], message }] }),
});

const loginSucceeds: MockResolvers = {
  AuthPayload: () => {
    setUserCookie(); // what the gateway's Set-Cookie does
    return { viewer: { email: 'shopper@tote.test', name: 'Ann Shopper' }, userErrors: [] };
  },
};

function fillLogin(email = 'shopper@tote.test', password = 'tote-demo-1') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/login', () => {
  it('is titled "Log in | Tote" and offers email and the social channels', async () => {
    start('/login');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(document.title).toBe('Log in | Tote'));
    expect(screen.getByRole('link', { name: /Continue with Google/ }).getAttribute('href')).toBe(
      '/oauth/local/authorize?channel=google',
    );
    expect(screen.getByRole('link', { name: /Continue with Apple/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Continue with Facebook/ })).toBeTruthy();
  });

  it('shows 20008 (email does not exist) on the screen, with a way to sign up', async () => {
    start('/login', loginFails('20008', 'This email does not exist. Please sign up.'));
    await screen.findByLabelText('Email');
    fillLogin('nobody@tote.test');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This email does not exist. Please sign up.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('shows 20011 (email or password wrong) on the screen', async () => {
    start('/login', loginFails('20011', 'Email or password is wrong.'));
    await screen.findByLabelText('Email');
    fillLogin('shopper@tote.test', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Email or password is wrong.')).toBeTruthy();
    expect(isLogin()).toBe(false);
  });

  it('links a locked account (20021) to /unlock', async () => {
    start('/login', loginFails('20021', 'Your account is locked after too many wrong passwords.'));
    await screen.findByLabelText('Email');
    fillLogin();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Unlock your account' }).getAttribute('href')).toBe(
      '/unlock?email=shopper%40tote.test',
    );
  });

  it('shows the validation messages of the login form', async () => {
    start('/login');
    await screen.findByLabelText('Email');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('shows the accounts used on this device, signs in with the chosen one, and can forget one', async () => {
    rememberLogin('bo@tote.test', 'Bo');
    rememberLogin('shopper@tote.test', 'Ann Shopper');
    const { router } = start('/login-entrance', loginSucceeds);
    await screen.findByRole('heading', { name: 'Welcome back' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove bo@tote.test from this device' }));
    expect(screen.queryByText('bo@tote.test')).toBeNull();
    expect(localStorage.getItem('tote:loginHistory')).not.toContain('bo@tote.test');

    fireEvent.click(screen.getByRole('button', { name: /Ann Shopper/ }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'tote-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/account-overview'));
    const logIn = operations.find((operation) => operation.request.node.params.name === 'useLogInMutation');
    expect(logIn?.request.variables.input).toEqual({ email: 'shopper@tote.test', password: 'tote-demo-1' });
  });

  it('opens the login details on /login, with a way to the accounts used on this device', async () => {
    rememberLogin('shopper@tote.test', 'Ann Shopper');
    start('/login');
    await screen.findByLabelText('Email');
    fireEvent.click(screen.getByRole('button', { name: 'Choose an account used on this device' }));
    expect(await screen.findByRole('button', { name: /Ann Shopper/ })).toBeTruthy();
  });

  it('shows ?error= from the social callback', async () => {
    start('/login?error=Google%20sign-in%20was%20cancelled.');
    expect(await screen.findByText('Google sign-in was cancelled.')).toBeTruthy();
  });

  it('step=confirm links a social sign-in with the account password', async () => {
    const { router } = start(
      '/login-entrance?step=confirm&ticket=t1&email=shopper%40tote.test&name=Ann&channel=google&returnTo=%2Fbrands',
      loginSucceeds,
    );
    await screen.findByRole('heading', { name: 'Link your Google account' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tote-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands'));
    const confirm = operations.find(
      (operation) => operation.request.node.params.name === 'useConfirmSocialLoginMutation',
    );
    expect(confirm?.request.variables.input).toEqual({ ticket: 't1', password: 'tote-demo-1' });
  });
});

describe('route guards', () => {
  it('sends a signed-in shopper from /login to the account, or to redirect_uri', async () => {
    signInForTest();
    const { router } = start('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/account-overview'));
    await screen.findByRole('heading', { name: /^Hi, / });
  });

  it('honours a same-origin redirect_uri on /login-entrance, and refuses another origin', async () => {
    signInForTest();
    const first = start('/login-entrance?redirect_uri=%2Fbrands');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/brands'));
    first.unmount();
    const second = start('/login?redirect_uri=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/account/account-overview'));
  });

  it('sends a signed-in shopper from /register to the default page', async () => {
    signInForTest();
    const { router } = start('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a guest from /account/my-profile to /login?redirect_uri=…, and back there after login', async () => {
    const { router } = start('/account/my-profile', loginSucceeds);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect_uri=%2Faccount%2Fmy-profile');
    await screen.findByLabelText('Email');
    fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/my-profile'));
    expect(isLogin()).toBe(true);
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
  });

  it('opens the overview from /account', async () => {
    signInForTest();
    const { router } = start('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/account-overview'));
  });
});
