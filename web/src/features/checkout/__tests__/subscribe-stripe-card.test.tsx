import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { fakeStripe } from './fakeStripe.ts';
import { setupSubscribeStripeFixtures } from './subscribeStripeFixtures.tsx';
import { loadStripeClient } from '../stripe.ts';

vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));
// Stripe.js cannot load here (no network): the module boundary hands out a fake Stripe instead.
vi.mock('../stripe.ts', async (original) => (await import('./fakeStripe.ts')).stripeModule(original));

const { start, named } = setupSubscribeStripeFixtures();

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
    // The element goes in the mount effect's cleanup, a passive effect: after the commit that shows the message.
    await waitFor(() => expect(element.destroy).toHaveBeenCalled());
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
