import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signInForTest } from '../../../../test/session.ts';
import { deferred, fakeStripe } from './fakeStripe.ts';
import { setupSubscribeStripeFixtures } from './subscribeStripeFixtures.tsx';
import { failureUrl, successUrl } from '../paymentIntent.ts';
import { loadStripeClient } from '../stripe.ts';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { fullReload } from '../../../platform/session/fullReload.ts';
import { getUiState, openModal, resetUiState } from '../../../platform/state/ui.ts';

vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));
// Stripe.js cannot load here (no network): the module boundary hands out a fake Stripe instead.
vi.mock('../stripe.ts', async (original) => (await import('./fakeStripe.ts')).stripeModule(original));

const { start, named, modalHistory } = setupSubscribeStripeFixtures();

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
