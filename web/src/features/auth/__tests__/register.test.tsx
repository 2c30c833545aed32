import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from '../../../../test/relay.tsx';
import { invalidateStore, setUserCookie } from '../../../../test/session.ts';
import { isLogin } from '../../../platform/session/sessionStore.ts';

const { routes } = await import('../../../app/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const guest: MockResolvers = {
  // The viewer follows the session: none for a guest, a generated one once signed in.
  Query: () => ({ viewer: isLogin() ? undefined : null }),
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

async function openRegister(resolvers: MockResolvers = {}, url = '/register') {
  autoResolve(environment, { ...guest, ...resolvers }, operations);
  const result = renderRoutes(routes, environment, url);
  await screen.findByRole('heading', { name: 'Create your account' });
  return result;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

/** The message under a field: the element its aria-describedby points at. */
function messageNode(label: string): HTMLElement {
  const id = field(label).getAttribute('aria-describedby');
  const node = id ? document.getElementById(id) : null;
  if (!node || !node.classList.contains('field__error')) throw new Error(`no message under ${label}`);
  return node;
}

async function expectMessageUnder(label: string, message: string): Promise<void> {
  await waitFor(() => expect(messageNode(label).textContent).toBe(message));
}

describe('/register', () => {
  it('is titled "Sign up | Tote"', async () => {
    await openRegister();
    await waitFor(() => expect(document.title).toBe('Sign up | Tote'));
  });

  it('shows every required message verbatim on submit of an empty form', async () => {
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await expectMessageUnder('Name', 'Name is required');
    await expectMessageUnder('Email', 'Email is required');
    await expectMessageUnder('Mobile Number', 'Mobile Number is required');
    await expectMessageUnder('Password', 'Password is required');
    expect(operations.map((operation) => operation.request.node.params.name)).not.toContain('useSendEmailCodeMutation');
  });

  it('checks each field when it loses focus, with the messages of SPEC.md §5', async () => {
    await openRegister();
    type('Name', 'Ann3');
    await expectMessageUnder('Name', 'This field may only contain alphabetic characters.');
    type('Email', 'nope@');
    await expectMessageUnder('Email', 'Invalid Email address.');
    type('Mobile Number', '12345');
    await expectMessageUnder('Mobile Number', 'Invalid Mobile Number.');

    // Emptied again: the required messages.
    type('Name', '');
    await expectMessageUnder('Name', 'Name is required');
    type('Email', '');
    await expectMessageUnder('Email', 'Email is required');
    type('Mobile Number', '');
    await expectMessageUnder('Mobile Number', 'Mobile Number is required');
    fireEvent.focus(field('Password'));
    fireEvent.blur(field('Password'));
    await expectMessageUnder('Password', 'Password is required');
  });

  it('shows a valid 10-digit mobile as (xxx) xxx-xxxx', async () => {
    await openRegister();
    type('Mobile Number', '5551234567');
    await waitFor(() => expect(field('Mobile Number').value).toBe('(555) 123-4567'));
    type('Mobile Number', '+1 555.123.4567');
    await waitFor(() => expect(field('Mobile Number').value).toBe('(555) 123-4567'));
    expect(screen.queryByText('Invalid Mobile Number.')).toBeNull();
  });

  it('shows 20001 "This email already exists. Please login." on the email field, with a link to log in', async () => {
    await openRegister({
      SendCodePayload: () => ({
        sent: false,
        resendAfterSeconds: null,
        userErrors: [{ code: '20001', field: ['input', 'email'], message: 'This email already exists. Please login.' }],
      }),
    });
    type('Name', 'Ann Shopper');
    type('Email', 'shopper@tote.test');
    type('Mobile Number', '(555) 123-4567');
    type('Password', 'tote-demo-1');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const message = await waitFor(() => messageNode('Email'));
    expect(within(message).getByText('This email already exists. Please login.')).toBeTruthy();
    expect(within(message).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?email=shopper%40tote.test',
    );
  });

  it('sends the code, then signs up with it and the invitation code, and lands on the account', async () => {
    const { router } = await openRegister(
      {
        ReferralCodeCheck: () => ({
          valid: true,
          code: 'AVA20',
          message: 'Sign up and get $20 in bonus credits from Ava.',
        }),
        SendCodePayload: () => ({ sent: true, resendAfterSeconds: 30, userErrors: [] }),
        AuthPayload: () => {
          setUserCookie(); // what the gateway's Set-Cookie does
          return { viewer: { email: 'new@tote.test', name: 'New Shopper' }, userErrors: [] };
        },
      },
      '/register/AVA20/from-ava',
    );
    expect(await screen.findByText('Sign up and get $20 in bonus credits from Ava.')).toBeTruthy();
    type('Name', 'New Shopper');
    type('Email', 'new@tote.test');
    type('Mobile Number', '5551234567');
    type('Password', 'a-good-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await screen.findByRole('heading', { name: 'Check your email' });
    expect(screen.getByRole('button', { name: /Resend code in \d+s/ })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/account-overview'));
    expect(isLogin()).toBe(true);
    const signUp = operations.find((operation) => operation.request.node.params.name === 'useSignUpMutation');
    expect(signUp?.request.variables.input).toEqual({
      name: 'New Shopper',
      email: 'new@tote.test',
      mobile: '5551234567',
      password: 'a-good-password',
      code: '123456',
      invitationCode: 'AVA20',
    });
  });
});
