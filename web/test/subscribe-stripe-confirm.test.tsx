import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from './relay.tsx';
import { invalidateStore, signInForTest } from './session.ts';
import { failureUrl, successUrl } from '../src/checkout/paymentIntent.ts';
import { Modal } from '../src/components/Modal/Modal.tsx';
import { getUiState, openModal, resetUiState, subscribeUi } from '../src/state/ui.ts';
import { deferred, fakeStripe } from './fakeStripe.ts';

vi.mock('../src/session/fullReload.ts', () => ({
  fullReload: vi.fn(),
  pageIsLeaving: () => new Promise<never>(() => {}),
}));
// Stripe.js cannot load here (no network): the module boundary hands out a fake Stripe instead.
vi.mock('../src/checkout/stripe.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/checkout/stripe.ts')>();
  return { ...actual, loadStripeClient: vi.fn() };
});

const { routes } = await import('../src/routes.tsx');
beforeAll(() => loadLazyRoutes(routes), 120_000);
const { fullReload } = await import('../src/session/fullReload.ts');
const { loadStripeClient } = await import('../src/checkout/stripe.ts');

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const base: MockResolvers = {
  Query: () => ({ viewer: undefined }),
  User: () => ({
    name: 'Ann Shopper',
    points: 0,
    subscriptionStatus: 'NOT_SUBSCRIBED',
    isMember: false,
    shippingAddress: null,
    paymentMethod: null,
  }),
  MenuItem: (_context, generateId) => ({
    id: `menu-${generateId()}`,
    title: 'Dresses',
    url: '/category/DRESSES',
    children: [],
  }),
  MembershipPlan: (_context, generateId) => ({
    id: `plan-${generateId()}`,
    planId: 2,
    name: 'Classic',
    isDefault: true,
    features: ['Free shipping'],
  }),
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
describe('confirm step: payment intent handling with Stripe and the loading modal', () => {
  const paying = {
    CreateOrderPayload: () => ({ paymentResult: null, userErrors: [] }),
    CheckoutOrder: () => ({ orderId: 41, status: 'PENDING' }),
    PayOrderPayload: () => ({ userErrors: [] }),
  };

  it(
    'REQUIRES_ACTION: handleNextAction with the client secret (the modal hidden ' +
      'meanwhile), then the result is read again and the page goes to the result',
    async () => {
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
            : {
                orderId: 41,
                orderIds: [41],
                status: 'SUCCESS',
                message: '',
                redirectUri: '/account/my-subscription',
                paymentIntent: null,
              };
        },
        PaymentIntent: () => ({
          status: 'REQUIRES_ACTION',
          clientSecret: 'pi_1_secret_x',
          nextActionUrl: 'https://hooks.stripe.com/3d_secure/x',
        }),
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
      await waitFor(() =>
        expect(fullReload).toHaveBeenCalledWith(successUrl('subscribe', [41], '/account/my-subscription', 89)),
      );
      expect(named('stripeNextActionPaymentResultQuery')).toHaveLength(1);
      expect(named('stripeNextActionPaymentResultQuery')[0]!.request.variables).toEqual({ orderId: 41 });
      expect(modalHistory).toEqual([true, false, true, false]);
    },
  );

  it("a failed challenge goes to the failure page with Stripe's message", async () => {
    signInForTest();
    const { stripe } = fakeStripe({
      handleNextAction: vi.fn(async () => ({
        error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' },
      })),
    });
    vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
    start('/subscribe?step=5&plan=2', {
      ...paying,
      PaymentResult: () => ({ orderId: 41, orderIds: [41], status: 'PENDING', message: '' }),
      PaymentIntent: () => ({ status: 'REQUIRES_ACTION', clientSecret: 'pi_1_secret_x', nextActionUrl: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
    await waitFor(() =>
      expect(fullReload).toHaveBeenCalledWith(
        failureUrl('subscribe', 'We are unable to authenticate your payment method.', 89),
      ),
    );
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
        return {
          orderId: 41,
          orderIds: [41],
          status: results === 1 ? 'PENDING' : 'SUCCESS',
          message: '',
          redirectUri: '/account/my-subscription',
        };
      },
      PaymentIntent: () => ({ status: 'REQUIRES_CONFIRMATION', clientSecret: 'pi_2_secret_y', nextActionUrl: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
    await waitFor(() =>
      expect(fullReload).toHaveBeenCalledWith(successUrl('subscribe', [41], '/account/my-subscription', 89)),
    );
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_y', {
      return_url: expect.stringContaining('/payment-result-check?from=subscribe&orderIds=41'),
    });
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });

  it('SPEC.md §8: an exception of Stripe.js shows its text on the step and hides the modal', async () => {
    signInForTest();
    const { stripe } = fakeStripe({
      handleNextAction: vi.fn(async () => Promise.reject(new Error('IntegrationError: Invalid client secret.'))),
    });
    vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
    start('/subscribe?step=5&plan=2', {
      ...paying,
      PaymentResult: () => ({ orderId: 41, orderIds: [41], status: 'PENDING', message: '' }),
      PaymentIntent: () => ({ status: 'REQUIRES_ACTION', clientSecret: 'bad', nextActionUrl: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay $89.00' }));
    expect(
      await screen.findByText('Your payment could not be checked: IntegrationError: Invalid client secret.'),
    ).toBeTruthy();
    expect(fullReload).not.toHaveBeenCalled();
    expect(getUiState().modals.loadingProgress).toBe(false);
    expect((screen.getByRole('button', { name: 'Confirm and pay $89.00' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('with the emulator REQUIRES_ACTION still goes to its challenge page; Stripe.js is never loaded', async () => {
    signInForTest();
    start('/subscribe?step=5&plan=2', {
      ...paying,
      PaymentConfig: () => ({
        provider: 'EMULATOR',
        publishableKey: null,
        emulatorBasePath: '/payment-emulator',
        testCards: [],
      }),
      PaymentResult: () => ({ orderId: 41, orderIds: [41], status: 'PENDING', message: '' }),
      PaymentIntent: () => ({
        status: 'REQUIRES_ACTION',
        clientSecret: 'pi_1_secret_x',
        nextActionUrl: '/payment-emulator/3ds/pi_1',
      }),
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
      await waitFor(() =>
        expect((screen.getByRole('button', { name: 'Confirm and pay $89.00' }) as HTMLButtonElement).disabled).toBe(
          false,
        ),
      );
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
