import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { setCookie, setupSubscribeFixtures } from './subscribeFixtures.tsx';
import { failureUrl, paymentOutcome, successUrl } from '../paymentIntent.ts';
import { fullReload } from '../../../platform/session/fullReload.ts';

// Full-page navigations (guards, payment redirects) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operations, operationNames } = setupSubscribeFixtures();

describe('payment intent handling (SPEC.md §4)', () => {
  const result = {
    orderId: 41,
    orderIds: [41],
    status: 'PENDING',
    message: '',
    redirectUri: '/account/my-subscription',
    totalBilled: { amount: 89 },
  };
  const context = { from: 'subscribe', totalBilled: 89, orderId: 41 };

  it('an error goes to the failure page with from, message, status=2 and totalBilled', () => {
    const declined = paymentOutcome(
      { ...result, status: 'FAILED', message: 'Your card has insufficient funds.' },
      [],
      context,
    );
    expect(declined).toEqual({
      kind: 'redirect',
      url: '/payment-result-check?from=subscribe&message=Your+card+has+insufficient+funds.&status=2&totalBilled=89.00',
    });
    const provider = paymentOutcome(
      null,
      [{ code: '30007', message: 'The payment provider could not be reached.' }],
      context,
    );
    expect(provider).toEqual({
      kind: 'redirect',
      url: failureUrl('subscribe', 'The payment provider could not be reached.', 89),
    });
  });

  it(
    'requires_action / requires_confirmation: a full redirect ' +
      'to the next action (the challenge returns to return_url)',
    () => {
      for (const status of ['REQUIRES_ACTION', 'REQUIRES_CONFIRMATION']) {
        const r = paymentOutcome(
          { ...result, paymentIntent: { status, nextActionUrl: '/payment-emulator/3ds/pi_1' } },
          [],
          context,
        );
        expect(r).toEqual({ kind: 'redirect', url: '/payment-emulator/3ds/pi_1' });
      }
    },
  );

  it('succeeded: the result page with from, orderIds, redirect_uri and totalBilled', () => {
    const r = paymentOutcome({ ...result, status: 'SUCCESS', paymentIntent: { status: 'SUCCEEDED' } }, [], context);
    expect(r).toEqual({
      kind: 'redirect',
      url:
        '/payment-result-check?from=subscribe&orderIds=41' +
        '&redirect_uri=%2Faccount%2Fmy-subscription&totalBilled=89.00',
    });
    expect(successUrl('subscribe', [41], '/account/my-subscription', 89)).toBe(r.kind === 'redirect' ? r.url : '');
  });

  it('any other status is not a redirect (the screen hides its loading state and logs)', () => {
    expect(paymentOutcome({ ...result, paymentIntent: { status: 'PROCESSING' } }, [], context).kind).toBe('unknown');
  });
});

describe('membership page guards (SPEC.md §2)', () => {
  it('a guest opening /subscribe goes to sign-up, coming back after', async () => {
    const { router } = start('/subscribe?step=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_uri')).toBe('/subscribe?step=2');
  });

  it('a Subscribed or Paused member goes to the account page with a full reload', async () => {
    for (const status of ['Subscribed', 'Paused']) {
      signInForTest();
      setCookie(1, status);
      vi.mocked(fullReload).mockClear();
      start('/subscribe');
      await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/account/my-subscription'));
    }
    expect(operationNames()).not.toContain('SubscribeScreenQuery');
  });

  it('a Cancelled member goes to the resubscribe URL with a full reload', async () => {
    signInForTest();
    setCookie(1, 'Cancelled');
    start('/subscribe');
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/subscribe?mode=resubscribe'));
  });

  it('a non-member opening /account/my-subscription gets a full-page redirect to /subscribe', async () => {
    signInForTest();
    start('/account/my-subscription');
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/subscribe'));
  });
});

describe('/subscribe steps', () => {
  it(
    'unlock early: step 1 shows the current plan being ' + 'billed, with no plan to choose (the api ignores planId)',
    async () => {
      signInForTest();
      setCookie(1, 'Subscribed');
      const { router } = start('/subscribe?mode=unlock-early', {
        CheckoutLine: () => ({
          type: 'SUBSCRIPTION',
          title: 'Unlock your next box early',
          detail: 'Classic membership · a new month starts today',
          amount: { amount: 89, formatted: '$89.00' },
        }),
      });
      expect(await screen.findByRole('heading', { name: 'Unlock your next box early' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Your plan' })).toBeTruthy();
      expect(await screen.findByText('Classic membership · a new month starts today')).toBeTruthy();
      expect(screen.queryAllByRole('radio')).toHaveLength(0);
      const preview = operations.find((o) => o.request.node.params.name === 'CheckoutSummaryQuery')!;
      expect(preview.request.variables.input).toEqual({ mode: 'UNLOCK_EARLY' });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
      expect(new URLSearchParams(router.state.location.search).get('plan')).toBeNull();
    },
  );

  it('5 numbered steps from 1, kept in the URL; the address step shows the shared messages verbatim', async () => {
    signInForTest();
    const { router } = start('/subscribe');
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    expect(
      screen
        .getAllByRole('listitem')
        .filter((li) => li.closest('ol[aria-label="Steps"]'))
        .map((li) => li.textContent),
    ).toEqual(['1 Choose your plan', '2 Shipping address', '3 Payment info', '4 Review', '5 Confirm']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ plan: '2', step: '2' });

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('Name is required')).toHaveLength(2);
    expect(screen.getByText('Mobile Number is required')).toBeTruthy();
    expect(screen.getByText('Street address is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann3' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12' } });
    await waitFor(() => expect(screen.getByText('This field may only contain alphabetic characters.')).toBeTruthy());
    expect(screen.getByText('Invalid Mobile Number.')).toBeTruthy();
    expect(operationNames()).not.toContain('useSaveShippingAddressMutation');

    // Back goes back a step.
    await router.navigate(-1);
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
  });

  it('the review step shows a refused promo code (5000x) on the step', async () => {
    signInForTest();
    start('/subscribe?step=4&plan=2', {
      CouponPayload: () => ({
        coupon: null,
        userErrors: [{ code: '50000', field: ['input', 'code'], message: 'This promo code is invalid.' }],
      }),
    });
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code is invalid.')).toBeTruthy();
  });

  it(
    'confirm: createOrder + payOrder with one key per press; ' + 'REQUIRES_ACTION fully redirects to the challenge',
    async () => {
      signInForTest();
      start('/subscribe?step=5&plan=2', {
        CreateOrderPayload: () => ({ paymentResult: null, userErrors: [] }),
        CheckoutOrder: () => ({ orderId: 41, status: 'PENDING' }),
        PayOrderPayload: () => ({ userErrors: [] }),
        PaymentResult: () => ({ orderId: 41, orderIds: [41], status: 'PENDING', message: '' }),
        PaymentIntent: () => ({ status: 'REQUIRES_ACTION', nextActionUrl: '/payment-emulator/3ds/pi_1' }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
      await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/payment-emulator/3ds/pi_1'));
      const create = operations.find((o) => o.request.node.params.name === 'useCreateOrderMutation')!;
      const pay = operations.find((o) => o.request.node.params.name === 'usePayOrderMutation')!;
      const createKey = (create.request.variables.input as { idempotencyKey: string }).idempotencyKey;
      const payInput = pay.request.variables.input as { idempotencyKey: string; orderId: number; returnUrl: string };
      expect(payInput.orderId).toBe(41);
      expect(createKey.split(':')[0]).toBe(payInput.idempotencyKey.split(':')[0]);
      expect(payInput.returnUrl).toContain('/payment-result-check?from=subscribe&orderIds=41');
    },
  );

  it('confirm: a declined card goes to the failure page with status=2 and the message', async () => {
    signInForTest();
    start('/subscribe?step=5&plan=2', {
      CreateOrderPayload: () => ({ paymentResult: null, userErrors: [] }),
      CheckoutOrder: () => ({ orderId: 41, status: 'PENDING' }),
      PayOrderPayload: () => ({ userErrors: [] }),
      PaymentResult: () => ({
        orderId: 41,
        orderIds: [41],
        status: 'FAILED',
        message: 'Your card has insufficient funds.',
      }),
      PaymentIntent: () => ({ status: 'REQUIRES_PAYMENT_METHOD', nextActionUrl: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
    await waitFor(() =>
      expect(fullReload).toHaveBeenCalledWith(failureUrl('subscribe', 'Your card has insufficient funds.', 89)),
    );
  });
});
