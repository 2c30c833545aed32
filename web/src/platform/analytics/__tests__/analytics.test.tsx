/**
 * The analytics events of SPEC.md §4 where they happen: page views, login and sign-up, the product
 * page, and the subscribe flow's address and payment steps (the payment result page:
 * analytics-payment-confirmation.test.tsx).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  EMAIL,
  events,
  HASHED,
  setUserCookie,
  setupAnalyticsFixtures,
  signIn,
} from '../../../../test/analyticsFixtures.tsx';

vi.mock('../../session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start } = setupAnalyticsFixtures();

describe('pageView', () => {
  it(
    'one per route change (the first page too), none for a ' + 'change of the query string alone; no user for a guest',
    async () => {
      const { router } = start('/new-arrivals');
      await waitFor(() => expect(events('pageView')).toHaveLength(1));
      expect(events('pageView')[0]).toMatchObject({ page_path: '/new-arrivals', user: null });

      await router.navigate('/brands');
      await waitFor(() => expect(events('pageView')).toHaveLength(2));
      expect(events('pageView')[1]).toMatchObject({ page_path: '/brands' });

      await router.navigate('/brands?letter=B');
      await router.navigate('/new-arrivals?sort=new');
      await waitFor(() => expect(events('pageView')).toHaveLength(3));
      expect(events('pageView').map((e) => e.page_path)).toEqual([
        '/new-arrivals',
        '/brands',
        '/new-arrivals?sort=new',
      ]);
    },
  );

  it('carries the user properties when logged in', async () => {
    signIn('Paused');
    start('/new-arrivals');
    await waitFor(() => expect(events('pageView')).toHaveLength(1));
    expect(events('pageView')[0]!.user).toMatchObject({
      user_id: '7',
      hashed_email: HASHED,
      subscribed: true,
      sub_status: 'Paused',
    });
  });
});

describe('login and signUp', () => {
  it('login after a successful login, with the new shopper', async () => {
    const { router } = start('/login', {
      AuthPayload: () => {
        setUserCookie();
        return { viewer: { email: EMAIL, name: 'Ann Shopper' }, userErrors: [] };
      },
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tote-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/account-overview'));
    await waitFor(() => expect(events('login')).toHaveLength(1));
    expect(events('login')[0]!.user).toMatchObject({ user_id: '7', hashed_email: HASHED, subscribed: false });
    expect(events('signUp')).toHaveLength(0);
  });

  it('no login event when the login is refused', async () => {
    start('/login', {
      AuthPayload: () => ({
        viewer: null,
        userErrors: [{ code: '20011', field: ['input', 'email'], message: 'Email or password wrong.' }],
      }),
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Email or password wrong.');
    expect(events('login')).toHaveLength(0);
  });

  it('signUp after a successful sign-up', async () => {
    const { router } = start('/register', {
      SendCodePayload: () => ({ sent: true, resendAfterSeconds: 30, userErrors: [] }),
      AuthPayload: () => {
        setUserCookie();
        return { viewer: { email: EMAIL, name: 'Ann Shopper' }, userErrors: [] };
      },
    });
    await screen.findByRole('heading', { name: 'Create your account' });
    for (const [label, value] of [
      ['Name', 'Ann Shopper'],
      ['Email', EMAIL],
      ['Mobile Number', '5551234567'],
      ['Password', 'a-good-password'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/account-overview'));
    await waitFor(() => expect(events('signUp')).toHaveLength(1));
    expect(events('signUp')[0]!.user).toMatchObject({ user_id: '7', hashed_email: HASHED });
    expect(events('login')).toHaveLength(0);
  });
});

describe('viewProduct', () => {
  it('once on the product page, with product id, title and price', async () => {
    start('/product/12-silk-midi-dress', {
      Product: () => ({
        id: 'UHJvZHVjdDoxMg==',
        productId: 12,
        title: 'Silk Midi Dress',
        details: ['100% silk'],
        brand: { name: 'Ganni', url: '/brand/3' },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Silk Midi Dress' });
    await waitFor(() => expect(events('viewProduct')).toHaveLength(1));
    expect(events('viewProduct')[0]).toMatchObject({
      product_id: 12,
      product_name: 'Silk Midi Dress',
      brand: 'Ganni',
      price: 89,
      currency: 'USD',
      user: null,
    });
  });
});

describe('subscribe flow', () => {
  it('addShippingAddress once the address step saved the address', async () => {
    signIn();
    start('/subscribe?plan=2&step=2', { SaveShippingAddressPayload: () => ({ userErrors: [] }) });
    await screen.findByText('Step 2 of 5');
    for (const [label, value] of [
      ['First name', 'Ann'],
      ['Last name', 'Shopper'],
      ['Street address', '1 Main Street'],
      ['City', 'Springfield'],
      ['State', 'NY'],
      ['ZIP code', '10001'],
      ['Mobile number', '5551234567'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    expect(events('addShippingAddress')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    await waitFor(() => expect(events('addShippingAddress')).toHaveLength(1));
    expect(events('addShippingAddress')[0]!.user).toMatchObject({ user_id: '7', hashed_email: HASHED });
  });

  it('addPaymentInfo once the payment step saved a card', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ id: 'pm_test_1' }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    start('/subscribe?plan=2&step=3', { SavePaymentMethodPayload: () => ({ userErrors: [] }) });
    await screen.findByText('Step 3 of 5');
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), {
      target: { value: `12/${String(new Date().getFullYear() + 2).slice(-2)}` },
    });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    expect(events('addPaymentInfo')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save card and continue' }));
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    await waitFor(() => expect(events('addPaymentInfo')).toHaveLength(1));
  });
});
