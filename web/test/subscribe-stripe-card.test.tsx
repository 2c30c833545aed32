import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, loadLazyRoutes, renderRoutes } from './relay.tsx';
import { invalidateStore, signInForTest } from './session.ts';
import { getUiState, resetUiState, subscribeUi } from '../src/state/ui.ts';
import { fakeStripe } from './fakeStripe.ts';

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
describe('payment step with Stripe', () => {
  it(
    'mounts the Payment Element (setup mode, manual creation), ' +
      'creates the PaymentMethod in the browser and saves only its id',
    async () => {
      signInForTest();
      const { stripe, elements, element } = fakeStripe();
      vi.mocked(loadStripeClient).mockResolvedValue(stripe as never);
      const { router } = start('/subscribe?step=3&plan=2', { SavePaymentMethodPayload: () => ({ userErrors: [] }) });
      const save = await screen.findByRole('button', { name: 'Save card and continue' });
      await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
      expect(loadStripeClient).toHaveBeenCalledWith('pk_test_tote');
      expect(stripe.elements).toHaveBeenCalledWith(
        expect.objectContaining({
          mode: 'setup',
          currency: 'usd',
          paymentMethodCreation: 'manual',
          allowedPaymentMethodTypes: ['card'],
        }),
      );
      expect(elements.create).toHaveBeenCalledWith('payment', expect.anything());
      expect(element.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-payment-element'));

      fireEvent.click(save);
      await waitFor(() => expect(named('useSavePaymentMethodMutation')).toHaveLength(1));
      expect(elements.submit).toHaveBeenCalled();
      expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ elements });
      expect(named('useSavePaymentMethodMutation')[0]!.request.variables.input).toEqual({
        paymentMethodId: 'pm_stripe_1',
        sameAsShipping: true,
      });
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('step')).toBe('4'));
    },
  );

  it("shows Stripe's refusal of the card on the step and saves nothing", async () => {
    signInForTest();
    const { stripe } = fakeStripe({
      createPaymentMethod: vi.fn(async () => ({
        error: { type: 'card_error', message: 'Your card number is incorrect.' },
      })),
    });
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
      billingAddress: {
        firstName: 'Ann',
        lastName: 'Shopper',
        streetAddress: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
      },
    });
  });

  it('the Payment Element failing to load says why, never a blank step', async () => {
    signInForTest();
    const { stripe, element } = fakeStripe();
    element.mount.mockImplementation(() => {
      setTimeout(
        () =>
          element.handlers.loaderror?.({
            elementType: 'payment',
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
          }),
        0,
      );
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
    vi.mocked(loadStripeClient)
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValue(stripe as never);
    start('/subscribe?step=3&plan=2');
    expect(await screen.findByText('The payment form could not be loaded: Failed to load Stripe.js')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const save = await screen.findByRole('button', { name: 'Save card and continue' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect(loadStripeClient).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
