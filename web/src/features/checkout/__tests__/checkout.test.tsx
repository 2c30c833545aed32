/** The cart checkout modes (purchase-only, rent-only, rent-and-purchase, rent-to-buy) through /subscribe. */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { line, setupCheckoutFixtures, signInAs } from './checkoutFixtures.tsx';
import { itemsFromParams, modeFromUrl, modeParam, redirectUriFor, stepsFor, toteCheckoutMode } from '../modes.ts';
import { fullReload } from '../../../platform/session/fullReload.ts';
import { closeDrawer, getUiState } from '../../../platform/state/ui.ts';

// Full-page navigations (guards, payment redirects) are watched, not performed, here.
vi.mock('../../../platform/session/fullReload.ts', () => import('../../../../test/fullReloadMock.ts'));

const { start, operations } = setupCheckoutFixtures();

const previewInputs = () =>
  operations
    .filter((o) => o.request.node.params.name === 'CheckoutSummaryQuery')
    .map((o) => (o.request.variables as { input: Record<string, unknown> }).input);

describe('the cart modes in the URL', () => {
  it('maps every ?mode= to its mode and back; unknown is subscribe', () => {
    const at = (search: string) => modeFromUrl(new URL(`https://tote.test/subscribe${search}`));
    expect(at('?mode=purchase-only')).toBe('PURCHASE_ONLY');
    expect(at('?mode=rent-only')).toBe('RENT_ONLY');
    expect(at('?mode=RENT_AND_PURCHASE')).toBe('RENT_AND_PURCHASE');
    expect(at('?mode=rent-to-buy')).toBe('RENT_TO_BUY');
    expect(at('?mode=unlock-early')).toBe('UNLOCK_EARLY');
    expect(at('?mode=nope')).toBe('SUBSCRIBE');
    expect(at('')).toBe('SUBSCRIBE');
    for (const mode of ['PURCHASE_ONLY', 'RENT_ONLY', 'RENT_AND_PURCHASE', 'RENT_TO_BUY'] as const) {
      expect(at(`?mode=${modeParam(mode)}`)).toBe(mode);
      expect(stepsFor(mode)[0]).toBe('Your items');
      expect(redirectUriFor(mode, 41)).toBe('/order/41');
    }
    expect(stepsFor('SUBSCRIBE')[0]).toBe('Choose your plan');
    expect(redirectUriFor('RESUBSCRIBE', 41)).toBe('/account/my-subscription');
  });

  it('?items= are order items for rent-to-buy, Tote items for the Tote modes, else the checked items', () => {
    const params = new URLSearchParams('items=12, 13,x,12');
    expect(itemsFromParams('RENT_TO_BUY', params)).toEqual({ cartItemIds: null, orderItemIds: [12, 13] });
    expect(itemsFromParams('PURCHASE_ONLY', new URLSearchParams('items=VG90ZUl0ZW06MTI=,VG90ZUl0ZW06MTM='))).toEqual({
      cartItemIds: ['VG90ZUl0ZW06MTI=', 'VG90ZUl0ZW06MTM='],
      orderItemIds: null,
    });
    expect(itemsFromParams('RENT_ONLY', new URLSearchParams())).toEqual({ cartItemIds: null, orderItemIds: null });
    expect(itemsFromParams('SUBSCRIBE', params)).toEqual({ cartItemIds: null, orderItemIds: null });
  });

  it('the Tote checkout mode follows what is checked', () => {
    expect(toteCheckoutMode(2, 0)).toBe('RENT_ONLY');
    expect(toteCheckoutMode(0, 1)).toBe('PURCHASE_ONLY');
    expect(toteCheckoutMode(1, 3)).toBe('RENT_AND_PURCHASE');
    expect(toteCheckoutMode(0, 0)).toBeNull();
  });
});

describe('cart checkout guards', () => {
  it('a guest goes to login (not sign-up) and comes back to the checkout', async () => {
    const { router } = start('/subscribe?mode=purchase-only');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect_uri')).toBe('/subscribe?mode=purchase-only');
  });

  it('a non-member may buy, but renting sends them to become a member with a notice', async () => {
    signInAs(0, 'Not Subscribed');
    const { router } = start('/subscribe?mode=rent-and-purchase');
    await waitFor(() => expect(router.state.location.search).toBe('?notice=rent'));
    expect(router.state.location.pathname).toBe('/subscribe');
    expect(await screen.findByText(/Renting from your Tote is for members/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Become a member' })).toBeTruthy();
  });

  it(
    'a Paused member renting goes to resume; a Subscribed member is ' +
      'not sent away (the membership guards are for the membership modes)',
    async () => {
      signInAs(1, 'Paused');
      const paused = start('/subscribe?mode=rent-only');
      await waitFor(() => expect(paused.router.state.location.pathname).toBe('/resume-subscription'));
      paused.unmount();

      signInAs(1, 'Subscribed');
      start('/subscribe?mode=rent-only');
      expect(await screen.findByRole('heading', { name: 'Rent from your Tote' })).toBeTruthy();
      // The preview answered in this test (not left in flight for the next one).
      expect(await screen.findByText('Silk Dress')).toBeTruthy();
      expect(fullReload).not.toHaveBeenCalled();
    },
  );
});

describe('step 1: your items', () => {
  it(
    '5 numbered steps with the items first; the lines with ' + 'picture, size and price; the checked items by default',
    async () => {
      signInAs(1, 'Subscribed');
      const { router } = start('/subscribe?mode=rent-and-purchase');
      expect(await screen.findByRole('heading', { name: 'Rent and buy from your Tote' })).toBeTruthy();
      expect(screen.getByText('Step 1 of 5')).toBeTruthy();
      expect(
        screen
          .getAllByRole('listitem')
          .filter((li) => li.closest('ol[aria-label="Steps"]'))
          .map((li) => li.textContent),
      ).toEqual(['1 Your items', '2 Shipping address', '3 Payment info', '4 Review', '5 Confirm']);
      const items = await screen.findByRole('region', { name: 'Items' });
      expect(within(items).getByText('1 to rent · 1 to buy')).toBeTruthy();
      expect(within(items).getByText('Silk Dress')).toBeTruthy();
      expect(within(items).getByText('Size S · Red · included in your membership')).toBeTruthy();
      expect(within(items).getByText('Included')).toBeTruthy();
      expect(within(items).getByText('Wool Coat')).toBeTruthy();
      expect(within(items).getAllByText('$120.00').length).toBeGreaterThanOrEqual(1);
      expect(items.querySelectorAll('img')).toHaveLength(2);
      expect(previewInputs()[0]).toEqual({ mode: 'RENT_AND_PURCHASE' });
      expect(operations.map((o) => o.request.node.params.name)).not.toContain('PlanStep_plans');

      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        mode: 'rent-and-purchase',
        step: '2',
      });
    },
  );

  it('editing the Tote from the step (its drawer) prices the items again when the drawer closes', async () => {
    signInAs(1, 'Subscribed');
    start('/subscribe?mode=purchase-only');
    expect(await screen.findByText('Wool Coat')).toBeTruthy();
    // The step watches the drawer from an effect, which a loaded runner may not have run yet when the lines show.
    await act(async () => {});
    const before = previewInputs().length;
    fireEvent.click(screen.getByRole('button', { name: 'Edit your Tote' }));
    expect(getUiState().drawers.cartOrderPreview).toBe(true);
    act(() => closeDrawer('cartOrderPreview'));
    await waitFor(() => expect(previewInputs().length).toBeGreaterThan(before));
    expect(previewInputs().at(-1)).toEqual({ mode: 'PURCHASE_ONLY' });
  });

  it('rent-to-buy sends ?items= as orderItemIds', async () => {
    signInAs(1, 'Subscribed');
    start('/subscribe?mode=rent-to-buy&items=12,13', {
      CheckoutPreview: () => ({
        isFree: false,
        lines: [line({ type: 'RENT_TO_BUY', title: 'Linen Shirt', cartItemId: null, orderItemId: 12 })],
        messages: [],
        coupon: null,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Buy what you rented' })).toBeTruthy();
    expect(await screen.findByText('Linen Shirt')).toBeTruthy();
    expect(previewInputs()[0]).toEqual({ mode: 'RENT_TO_BUY', orderItemIds: [12, 13] });
    expect(screen.getByRole('link', { name: 'Back to your orders' }).getAttribute('href')).toBe(
      '/account/order-history',
    );
  });

  it('an item no longer available (21003) is shown with the way back to the Tote, and no Continue', async () => {
    signInAs(1, 'Subscribed');
    start('/subscribe?mode=purchase-only', {
      CheckoutPreviewResult: () => ({
        preview: null,
        userErrors: [{ code: '21003', field: null, message: 'Wool Coat in M is no longer available.' }],
      }),
    });
    expect(await screen.findByText('Wool Coat in M is no longer available.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to your Tote' }));
    expect(getUiState().drawers.cartOrderPreview).toBe(true);
  });

  it('the api refusing the mode (23001 / 23002) is shown on the step with where to go', async () => {
    signInAs(1, 'Subscribed');
    start('/subscribe?mode=rent-only', {
      CheckoutPreviewResult: () => ({
        preview: null,
        userErrors: [{ code: '23002', field: null, message: 'Your box is locked until your next billing date.' }],
      }),
    });
    expect(await screen.findByText('Your box is locked until your next billing date.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unlock your box early' }).getAttribute('href')).toBe(
      '/subscribe?mode=unlock-early',
    );
  });
});
