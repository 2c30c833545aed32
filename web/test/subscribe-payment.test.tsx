import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, loadLazyRoutes, renderRoutes, type MockEnvironment } from './relay.tsx';
import { invalidateStore, signInForTest } from './session.ts';
import { failureUrl, successUrl } from '../src/screens/Subscribe/paymentIntent.ts';
import { Modal } from '../src/components/Modal/Modal.tsx';
import { getUiState, openModal, resetUiState, subscribeUi } from '../src/state/ui.ts';

vi.mock('../src/relay/environment.ts', async () => {
  const { createMockEnvironment } = await import('relay-test-utils');
  return { environment: createMockEnvironment() };
});
vi.mock('../src/session/fullReload.ts', () => ({
  fullReload: vi.fn(),
  pageIsLeaving: () => new Promise<never>(() => {}),
}));
// Stripe.js cannot load here (no network): the module boundary hands out a fake Stripe instead.
vi.mock('../src/payments/stripe.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/payments/stripe.ts')>();
  return { ...actual, loadStripeClient: vi.fn() };
});

const { environment: mocked } = await import('../src/relay/environment.ts');
const environment = mocked as unknown as MockEnvironment;
const { routes } = await import('../src/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);
const { fullReload } = await import('../src/session/fullReload.ts');
const { loadStripeClient } = await import('../src/payments/stripe.ts');

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const base: MockResolvers = {
  Query: () => ({ viewer: undefined }),
  User: () => ({ name: 'Ann Shopper', points: 0, subscriptionStatus: 'NOT_SUBSCRIBED', isMember: false, shippingAddress: null, paymentMethod: null }),
  MenuItem: (_context, generateId) => ({ id: `menu-${generateId()}`, title: 'Dresses', url: '/category/DRESSES', children: [] }),
  MembershipPlan: (_context, generateId) => ({ id: `plan-${generateId()}`, planId: 2, name: 'Classic', isDefault: true, features: ['Free shipping'] }),
  PaymentConfig: () => ({ provider: 'STRIPE', publishableKey: 'pk_test_tote', emulatorBasePath: null, testCards: [] }),
  Money: () => ({ amount: 89, formatted: '$89.00' }),
  CheckoutPreviewResult: () => ({ userErrors: [] }),
  CheckoutPreview: () => ({ isFree: false, hasPaymentMethod: true, messages: [], coupon: null, walletCoupons: [] }),
};

let operations: OperationDescriptor[] = [];
let modalHistory: boolean[] = [];
let unsubscribe: () => void = () => {};
beforeEach(() => {
  invalidateStore(environment);
  operations = [];
  vi.mocked(fullReload).mockClear();
  vi.mocked(loadStripeClient).mockReset();
  resetUiState();
  modalHistory = [];
  let last = false;
  unsubscribe = subscribeUi(() => {
    const open = getUiState().modals.loadingProgress;
    if (open !== last) modalHistory.push(open);
    last = open;
  });
});
afterEach(() => unsubscribe());

function start(url: string, resolvers: MockResolvers = {}) {
  autoResolve(environment, { ...base, ...resolvers }, operations);
  return renderRoutes(routes, environment, url);
}

const named = (name: string) => operations.filter((o) => o.request.node.params.name === name);

/** A fake Stripe with the methods the shop calls; the Payment Element says "ready" once mounted. */
function fakeStripe(overrides: Record<string, unknown> = {}) {
  const element = {
    handlers: {} as Record<string, (event?: unknown) => void>,
    on(event: string, handler: (event?: unknown) => void) {
      element.handlers[event] = handler;
      return element;
    },
    mount: vi.fn(() => {
      setTimeout(() => element.handlers.ready?.(), 0);
    }),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => element), submit: vi.fn(async () => ({ selectedPaymentMethod: 'card' })) };
  const stripe = {
    elements: vi.fn(() => elements),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_stripe_1' } })),
    handleNextAction: vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
    confirmCardPayment: vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
    ...overrides,
  };
  return { stripe, elements, element };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('payment step with Stripe', () => {
  it('mounts the Payment Element (setup mode, manual creation), creates the PaymentMethod in the browser and saves only its id', async () => {
    signInForTest();
    const { stripe, elements, element } = fakeStripe();
    vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
    const { router } = start('/subscribe?step=3&plan=2', { SavePaymentMethodPayload: () => ({ userErrors: [] }) });
    const save = await screen.findByRole('button', { name: 'Save card and continue' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(loadStripeClient).toHaveBeenCalledWith('pk_test_tote');
    expect(stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ mode: 'setup', currency: 'usd', paymentMethodCreation: 'manual', allowedPaymentMethodTypes: ['card'] }));
    expect(elements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(element.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-payment-element'));

    fireEvent.click(save);
    await waitFor(() => expect(named('useSavePaymentMethodMutation')).toHaveLength(1));
    expect(elements.submit).toHaveBeenCalled();
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ elements });
    expect(named('useSavePaymentMethodMutation')[0]!.request.variables.input).toEqual({ paymentMethodId: 'pm_stripe_1', sameAsShipping: true });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('step')).toBe('4'));
  });

  it("shows Stripe's refusal of the card on the step and saves nothing", async () => {
    signInForTest();
    const { stripe } = fakeStripe({ createPaymentMethod: vi.fn(async () => ({ error: { type: 'card_error', message: 'Your card number is incorrect.' } })) });
    vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
    start('/subscribe?step=3&plan=2');
    const save = await screen.findByRole('button', { name: 'Save card and continue' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Your card number is incorrect.')).toBeTruthy();
    expect(named('useSavePaymentMethodMutation')).toHaveLength(0);
  });

  it('a billing address other than the shipping address is checked by the form and saved with the card', async () => {
    signInForTest();
    const { stripe } = fakeStripe();
    vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
    start('/subscribe?step=3&plan=2', { SavePaymentMethodPayload: () => ({ userErrors: [] }) });
    const save = await screen.findByRole('button', { name: 'Save card and continue' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByLabelText('Billing address same as shipping'));
    fireEvent.click(save);
    expect(await screen.findByText('Street address is required')).toBeTruthy();
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Shopper' } });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '1 Main St' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Springfield' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'IL' } });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '62701' } });
    fireEvent.click(save);
    await waitFor(() => expect(named('useSavePaymentMethodMutation')).toHaveLength(1));
    expect(named('useSavePaymentMethodMutation')[0]!.request.variables.input).toMatchObject({
      paymentMethodId: 'pm_stripe_1',
      sameAsShipping: false,
      billingAddress: { firstName: 'Ann', lastName: 'Shopper', streetAddress: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
    });
  });

  it('the Payment Element failing to load says why, never a blank step', async () => {
    signInForTest();
    const { stripe, element } = fakeStripe();
    element.mount.mockImplementation(() => {
      setTimeout(() => element.handlers.loaderror?.({ elementType: 'payment', error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }), 0);
    });
    vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
    start('/subscribe?step=3&plan=2');
    expect(await screen.findByText('The payment form could not be loaded: Invalid API Key provided.')).toBeTruthy();
    expect(element.destroy).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('Stripe.js failing to load says why, with a retry that loads it again', async () => {
    signInForTest();
    const { stripe } = fakeStripe();
    vi.mocked(loadStripeClient).mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValue(stripe as never);
    start('/subscribe?step=3&plan=2');
    expect(await screen.findByText('The payment form could not be loaded: Failed to load Stripe.js')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const save = await screen.findByRole('button', { name: 'Save card and continue' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(loadStripeClient).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});

describe('confirm step: payment intent handling with Stripe and the loading modal', () => {
  const paying = {
    CreateOrderPayload: () => ({ paymentResult: null, userErrors: [] }),
    CheckoutOrder: () => ({ orderId: 41, status: 'PENDING' }),
    PayOrderPayload: () => ({ userErrors: [] }),
  };

  it('REQUIRES_ACTION: handleNextAction with the client secret (the modal hidden meanwhile), then the result is read again and the page goes to the result', async () => {
    signInForTest();
    const next = deferred<{ paymentIntent: { status: string } }>();
    const { stripe } = fakeStripe({ handleNextAction: vi.fn(() => next.promise) });
    const load = deferred<typeof stripe>();
    vi.mocked(loadStripeClient).mockReturnValue(load.promise as never);
    let results = 0;
    start('/subscribe?step=5&plan=2', {
      ...paying,
      PaymentResult: () => {
        results += 1;
        return results === 1
          ? { orderId: 41, orderIds: [41], status: 'PENDING', message: '', redirectUri: '/account/my-subscription' }
          : { orderId: 41, orderIds: [41], status: 'SUCCESS', message: '', redirectUri: '/account/my-subscription', paymentIntent: null };
      },
      PaymentIntent: () => ({ status: 'REQUIRES_ACTION', clientSecret: 'pi_1_secret_x', nextActionUrl: 'https://hooks.stripe.com/3d_secure/x' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));

    // While the order is created, paid and Stripe.js loads: the modal, which cannot be dismissed.
    await waitFor(() => expect(loadStripeClient).toHaveBeenCalledWith('pk_test_tote'));
    const dialog = screen.getByRole('dialog', { name: 'Processing your payment…', hidden: true });
    expect(getUiState().modals.loadingProgress).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Close', hidden: true })).toBeNull();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog);
    expect(getUiState().modals.loadingProgress).toBe(true);

    await act(async () => load.resolve(stripe));
    await waitFor(() => expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' }));
    expect(getUiState().modals.loadingProgress).toBe(false); // Stripe's challenge overlay must not be inert
    expect(fullReload).not.toHaveBeenCalled();

    await act(async () => next.resolve({ paymentIntent: { status: 'succeeded' } }));
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith(successUrl('subscribe', [41], '/account/my-subscription', 89)));
    expect(named('stripeNextActionPaymentResultQuery')).toHaveLength(1);
    expect(named('stripeNextActionPaymentResultQuery')[0]!.request.variables).toEqual({ orderId: 41 });
    expect(modalHistory).toEqual([true, false, true, false]);
  });

  it('a failed challenge goes to the failure page with Stripe\'s message', async () => {
    signInForTest();
    const { stripe } = fakeStripe({ handleNextAction: vi.fn(async () => ({ error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' } })) });
    vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
    start('/subscribe?step=5&plan=2', {
      ...paying,
      PaymentResult: () => ({ orderId: 41, orderIds: [41], status: 'PENDING', message: '' }),
      PaymentIntent: () => ({ status: 'REQUIRES_ACTION', clientSecret: 'pi_1_secret_x', nextActionUrl: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith(failureUrl('subscribe', 'We are unable to authenticate your payment method.', 89)));
    expect(named('stripeNextActionPaymentResultQuery')).toHaveLength(0);
    expect(getUiState().modals.loadingProgress).toBe(false);
  });

  it('REQUIRES_CONFIRMATION confirms with the return_url', async () => {
    signInForTest();
    const { stripe } = fakeStripe();
    vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
    let results = 0;
    start('/subscribe?step=5&plan=2', {
      ...paying,
      PaymentResult: () => {
        results += 1;
        return { orderId: 41, orderIds: [41], status: results === 1 ? 'PENDING' : 'SUCCESS', message: '', redirectUri: '/account/my-subscription' };
      },
      PaymentIntent: () => ({ status: 'REQUIRES_CONFIRMATION', clientSecret: 'pi_2_secret_y', nextActionUrl: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith(successUrl('subscribe', [41], '/account/my-subscription', 89)));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_y', { return_url: expect.stringContaining('/payment-result-check?from=subscribe&orderIds=41') });
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });

  it('SPEC.md §8: an exception of Stripe.js shows its text on the step and hides the modal', async () => {
    signInForTest();
    const { stripe } = fakeStripe({ handleNextAction: vi.fn(async () => Promise.reject(new Error('IntegrationError: Invalid client secret.'))) });
    vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
    start('/subscribe?step=5&plan=2', {
      ...paying,
      PaymentResult: () => ({ orderId: 41, orderIds: [41], status: 'PENDING', message: '' }),
      PaymentIntent: () => ({ status: 'REQUIRES_ACTION', clientSecret: 'bad', nextActionUrl: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
    expect(await screen.findByText('Your payment could not be checked: IntegrationError: Invalid client secret.')).toBeTruthy();
    expect(fullReload).not.toHaveBeenCalled();
    expect(getUiState().modals.loadingProgress).toBe(false);
    expect((screen.getByRole('button', { name: 'Confirm and pay $89.00' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('with the emulator REQUIRES_ACTION still goes to its challenge page; Stripe.js is never loaded', async () => {
    signInForTest();
    start('/subscribe?step=5&plan=2', {
      ...paying,
      PaymentConfig: () => ({ provider: 'EMULATOR', publishableKey: null, emulatorBasePath: '/payment-emulator', testCards: [] }),
      PaymentResult: () => ({ orderId: 41, orderIds: [41], status: 'PENDING', message: '' }),
      PaymentIntent: () => ({ status: 'REQUIRES_ACTION', clientSecret: 'pi_1_secret_x', nextActionUrl: '/payment-emulator/3ds/pi_1' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/payment-emulator/3ds/pi_1'));
    expect(loadStripeClient).not.toHaveBeenCalled();
    expect(modalHistory).toEqual([true, false]);
  });

  it('any other status hides the loading modal and logs an error (SPEC.md §4)', async () => {
    signInForTest();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      start('/subscribe?step=5&plan=2', {
        ...paying,
        PaymentResult: () => ({ orderId: 41, orderIds: [41], status: 'PENDING', message: '' }),
        PaymentIntent: () => ({ status: 'PROCESSING', clientSecret: 'pi_1_secret_x', nextActionUrl: null }),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
      await waitFor(() => expect(log).toHaveBeenCalledWith('Unexpected payment state: PENDING / PROCESSING'));
      expect(modalHistory).toEqual([true, false]);
      expect(fullReload).not.toHaveBeenCalled();
      await waitFor(() => expect((screen.getByRole('button', { name: 'Confirm and pay $89.00' }) as HTMLButtonElement).disabled).toBe(false));
    } finally {
      log.mockRestore();
    }
  });
});

describe('Modal dismissible={false}', () => {
  it('has no close button; Escape and the backdrop leave it open; closing the flag closes it', async () => {
    render(
      <Modal name="loadingProgress" title="Processing your payment…" dismissible={false}>
        <p>Please wait</p>
      </Modal>,
    );
    act(() => openModal('loadingProgress'));
    const dialog = screen.getByRole('dialog', { name: 'Processing your payment…', hidden: true });
    expect(within(dialog).getByText('Please wait')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close', hidden: true })).toBeNull();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog);
    expect(getUiState().modals.loadingProgress).toBe(true);
    act(() => resetUiState());
    await waitFor(() => expect(within(dialog).queryByText('Please wait')).toBeNull());
  });
});

describe('review step: the promo code wallet', () => {
  const wallet = [
    { code: 'TOTE10', description: '$10 off anything', appliesTo: 'ANY', firstSubscriptionOnly: false, expiresAt: null },
    { code: 'SHOP15', description: '15% off purchases', appliesTo: 'PURCHASE', firstSubscriptionOnly: false, expiresAt: '2027-01-31T00:00:00Z' },
  ];
  const preview = (coupon: string | null = null) => () => ({
    isFree: false,
    hasPaymentMethod: true,
    messages: [],
    coupon: coupon ? { code: coupon, description: '$10 off anything' } : null,
    walletCoupons: wallet,
  });

  it('lists the wallet with the applicable codes selectable; Use checks the code against this checkout and chooses it', async () => {
    signInForTest();
    const { router } = start('/subscribe?step=4&plan=2', {
      CheckoutPreview: preview(),
      CouponPayload: () => ({ coupon: { kind: 'PROMO', code: 'TOTE10', message: '$10 off your order.' }, userErrors: [] }),
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
  });

  it('Apply checks the typed code, then binds it to the account, and this checkout uses it', async () => {
    signInForTest();
    const { router } = start('/subscribe?step=4&plan=2', {
      CheckoutPreview: preview(),
      CouponPayload: () => ({ coupon: { kind: 'PROMO', code: 'WELCOME20', message: '20% off your first month.' }, userErrors: [] }),
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
          ? { coupon: null, userErrors: [{ code: '50001', field: ['input', 'code'], message: 'You have already used this promo code.' }] }
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
      CouponPayload: () => ({ coupon: null, userErrors: [{ code: '50004', field: ['input', 'code'], message: 'This promo code is only for your first subscription.' }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use TOTE10' }));
    expect(await screen.findByText('This promo code is only for your first subscription.')).toBeTruthy();
  });

  it('Remove unbinds the code from the account; removing the chosen code also drops it from this checkout', async () => {
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
  });

  it('a failed remove (20003) shows its message', async () => {
    signInForTest();
    start('/subscribe?step=4&plan=2', {
      CheckoutPreview: preview(),
      RemoveCouponPayload: () => ({ removed: false, userErrors: [{ code: '20003', field: ['input', 'code'], message: 'This promo code is not in your wallet.' }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove TOTE10 from your account' }));
    expect(await screen.findByText('This promo code is not in your wallet.')).toBeTruthy();
  });
});
