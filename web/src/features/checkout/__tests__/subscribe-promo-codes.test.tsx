import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { setupSubscribeStripeFixtures } from './subscribeStripeFixtures.tsx';

vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));
// Stripe.js cannot load here (no network): the module boundary hands out a fake Stripe instead.
vi.mock('../stripe.ts', async (original) => (await import('./fakeStripe.ts')).stripeModule(original));

const { start, operations, named } = setupSubscribeStripeFixtures();

describe('review step: the promo code wallet', () => {
  const wallet = [
    {
      code: 'TOTE10',
      description: '$10 off anything',
      appliesTo: 'ANY',
      firstSubscriptionOnly: false,
      expiresAt: null,
    },
    {
      code: 'SHOP15',
      description: '15% off purchases',
      appliesTo: 'PURCHASE',
      firstSubscriptionOnly: false,
      expiresAt: '2027-01-31T00:00:00Z',
    },
  ];
  const preview =
    (coupon: string | null = null) =>
    () => ({
      isFree: false,
      hasPaymentMethod: true,
      messages: [],
      coupon: coupon ? { code: coupon, description: '$10 off anything' } : null,
      walletCoupons: wallet,
    });

  it(
    'lists the wallet with the applicable codes selectable; ' +
      'Use checks the code against this checkout and chooses it',
    async () => {
      signInForTest();
      const { router } = start('/subscribe?step=4&plan=2', {
        CheckoutPreview: preview(),
        CouponPayload: () => ({
          coupon: { kind: 'PROMO', code: 'TOTE10', message: '$10 off your order.' },
          userErrors: [],
        }),
      });
      const list = await screen.findByRole('heading', { name: 'Your promo codes' });
      expect(list).toBeTruthy();
      expect(screen.getByText('$10 off anything')).toBeTruthy();
      expect(screen.getByText('For purchases only · Expires Jan 31, 2027')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Use SHOP15' }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Use TOTE10' }));
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('coupon')).toBe('TOTE10'));
      const check = named('useValidateCouponMutation')[0]!;
      expect(check.request.variables.input).toEqual({ code: 'TOTE10', checkout: { mode: 'SUBSCRIBE', planId: 2 } });
      expect(named('useApplyCouponMutation')).toHaveLength(0);
    },
  );

  it('Apply checks the typed code, then binds it to the account, and this checkout uses it', async () => {
    signInForTest();
    const { router } = start('/subscribe?step=4&plan=2', {
      CheckoutPreview: preview(),
      CouponPayload: () => ({
        coupon: { kind: 'PROMO', code: 'WELCOME20', message: '20% off your first month.' },
        userErrors: [],
      }),
    });
    fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: ' welcome20 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('coupon')).toBe('WELCOME20'));
    expect(named('useValidateCouponMutation')[0]!.request.variables.input).toMatchObject({ code: 'welcome20' });
    expect(named('useApplyCouponMutation')[0]!.request.variables.input).toEqual({ code: 'WELCOME20' });
    const order = operations.map((o) => o.request.node.params.name);
    expect(order.indexOf('useValidateCouponMutation')).toBeLessThan(order.indexOf('useApplyCouponMutation'));
    expect(await screen.findByText('20% off your first month.')).toBeTruthy();
  });

  it('a refusal of the bind (5000x) shows verbatim on the step and the code is not chosen', async () => {
    signInForTest();
    const { router } = start('/subscribe?step=4&plan=2', {
      CheckoutPreview: preview(),
      CouponPayload: (context) =>
        context?.path?.[0] === 'applyCoupon'
          ? {
              coupon: null,
              userErrors: [
                { code: '50001', field: ['input', 'code'], message: 'You have already used this promo code.' },
              ],
            }
          : { coupon: { kind: 'PROMO', code: 'TOTE10', message: '$10 off your order.' }, userErrors: [] },
    });
    fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: 'TOTE10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have already used this promo code.')).toBeTruthy();
    expect(named('useApplyCouponMutation')).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('coupon')).toBeNull();
  });

  it('a wallet code this checkout refuses shows the message verbatim', async () => {
    signInForTest();
    start('/subscribe?step=4&plan=2', {
      CheckoutPreview: preview(),
      CouponPayload: () => ({
        coupon: null,
        userErrors: [
          { code: '50004', field: ['input', 'code'], message: 'This promo code is only for your first subscription.' },
        ],
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use TOTE10' }));
    expect(await screen.findByText('This promo code is only for your first subscription.')).toBeTruthy();
  });

  it(
    'Remove unbinds the code from the account; removing ' + 'the chosen code also drops it from this checkout',
    async () => {
      signInForTest();
      const { router } = start('/subscribe?step=4&plan=2&coupon=TOTE10', {
        CheckoutPreview: preview('TOTE10'),
        RemoveCouponPayload: () => ({ removed: true, userErrors: [] }),
      });
      expect(await screen.findByText('Applied')).toBeTruthy();
      const previews = named('CheckoutSummaryQuery').length;
      fireEvent.click(screen.getByRole('button', { name: 'Remove SHOP15 from your account' }));
      await waitFor(() => expect(named('useRemoveCouponMutation')).toHaveLength(1));
      expect(named('useRemoveCouponMutation')[0]!.request.variables.input).toEqual({ code: 'SHOP15' });
      // The wallet is read again; the chosen code stays.
      await waitFor(() => expect(named('CheckoutSummaryQuery').length).toBeGreaterThan(previews));
      expect(new URLSearchParams(router.state.location.search).get('coupon')).toBe('TOTE10');

      fireEvent.click(screen.getByRole('button', { name: 'Remove TOTE10 from your account' }));
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('coupon')).toBeNull());
      expect(named('useRemoveCouponMutation')[1]!.request.variables.input).toEqual({ code: 'TOTE10' });
    },
  );

  it('a failed remove (20003) shows its message', async () => {
    signInForTest();
    start('/subscribe?step=4&plan=2', {
      CheckoutPreview: preview(),
      RemoveCouponPayload: () => ({
        removed: false,
        userErrors: [{ code: '20003', field: ['input', 'code'], message: 'This promo code is not in your wallet.' }],
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove TOTE10 from your account' }));
    expect(await screen.findByText('This promo code is not in your wallet.')).toBeTruthy();
  });
});
