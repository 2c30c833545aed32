import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { WishlistHeartTestQuery } from '../../../__generated__/WishlistHeartTestQuery.graphql.ts';
import { renderWithRelay, type MockEnvironment } from '../../../../test/relay.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { getUiState } from '../../../platform/state/ui.ts';
import { WishlistHeart } from './WishlistHeart.tsx';

function Harness() {
  const data = useLazyLoadQuery<WishlistHeartTestQuery>(
    graphql`
      query WishlistHeartTestQuery @relay_test_operation {
        product(productId: 12) {
          ...WishlistHeart_product
        }
      }
    `,
    {},
  );
  return data.product ? <WishlistHeart product={data.product} /> : null;
}

const PRODUCT_ID = 'UHJvZHVjdDoxMg==';

/** Renders the heart with its query answered, and leaves every later operation (the mutation) pending. */
async function renderHeart(isWished: boolean, url = '/new-arrivals') {
  const environment = createMockEnvironment();
  const rendered = renderWithRelay(<Harness />, { environment, url });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Product: () => ({ id: PRODUCT_ID, productId: 12, title: 'Silk Midi Dress', isWished }),
      }),
    );
  });
  return rendered;
}

const pendingMutation = (environment: MockEnvironment) => environment.mock.getMostRecentOperation().request;
const likes = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'likeProduct') as Array<
    Record<string, unknown>
  >;

beforeEach(() => {
  window.dataLayer = [];
});

describe('WishlistHeart', () => {
  it('saves at once (optimistic), asks the server, and keeps the heart when it answers', async () => {
    signInForTest();
    const { environment } = await renderHeart(false);
    const heart = await screen.findByRole('button', { name: 'Save Silk Midi Dress to your wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    const pressed = screen.getByRole('button', { name: 'Remove Silk Midi Dress from your wishlist' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    const request = pendingMutation(environment);
    expect(request.node.params.name).toBe('useAddToWishlistMutation');
    expect(request.variables).toEqual({ input: { productId: PRODUCT_ID } });

    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { addToWishlist: { product: { id: PRODUCT_ID, isWished: true }, wishlistCount: 1, userErrors: [] } },
      });
    });
    expect(
      screen.getByRole('button', { name: 'Remove Silk Midi Dress from your wishlist' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The saved product is reported as the add_wishlist tracking event (SPEC.md §4).
    await waitFor(() => expect(pendingMutation(environment).node.params.name).toBe('useTrackEventMutation'));
    expect(pendingMutation(environment).variables.input).toMatchObject({
      eventType: 'ADD_WISHLIST',
      productId: 12,
      refer: '/new-arrivals',
    });
    // And the likeProduct analytics event (SPEC.md §4) for the tag manager.
    await waitFor(() => expect(likes()).toHaveLength(1));
    expect(likes()[0]).toMatchObject({ product_id: 12, product_name: 'Silk Midi Dress' });
  });

  it('rolls the heart back when the request fails', async () => {
    signInForTest();
    const { environment } = await renderHeart(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Silk Midi Dress from your wishlist' }));
    expect(
      screen.getByRole('button', { name: 'Save Silk Midi Dress to your wishlist' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(pendingMutation(environment).node.params.name).toBe('useRemoveFromWishlistMutation');

    act(() => environment.mock.rejectMostRecentOperation(new Error('Network Error')));
    const heart = await screen.findByRole('button', { name: 'Remove Silk Midi Dress from your wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a userError and takes the server value', async () => {
    signInForTest();
    const { environment } = await renderHeart(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Save Silk Midi Dress to your wishlist' }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          addToWishlist: {
            product: { id: PRODUCT_ID, isWished: false },
            wishlistCount: 0,
            userErrors: [{ code: '70003', field: null, message: 'This style is no longer available.' }],
          },
        },
      });
    });
    expect(
      (await screen.findByRole('button', { name: 'Save Silk Midi Dress to your wishlist' })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('false');
    expect(getUiState().toasts.map((toast) => toast.message)).toEqual(['This style is no longer available.']);
    expect(likes()).toHaveLength(0);
  });

  it('sends a guest to login with redirect_uri = this page, without a request', async () => {
    const { environment, router } = await renderHeart(false, '/new-arrivals?sort=NEWEST');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Silk Midi Dress to your wishlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect_uri=%2Fnew-arrivals%3Fsort%3DNEWEST');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
