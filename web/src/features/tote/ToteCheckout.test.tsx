import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ToteCheckoutTestQuery } from '../../__generated__/ToteCheckoutTestQuery.graphql.ts';
import { renderWithRelay } from '../../../test/relay.tsx';
import { signInForTest } from '../../../test/session.ts';
import { getUiState, openDrawer } from '../../platform/state/ui.ts';
import { ToteCheckout, toteCheckoutOffer } from './ToteCheckout.tsx';

function Harness() {
  const data = useLazyLoadQuery<ToteCheckoutTestQuery>(
    graphql`
      query ToteCheckoutTestQuery @relay_test_operation {
        viewer {
          ...ToteCheckout_user
          tote {
            ...ToteCheckout_tote
          }
        }
      }
    `,
    {},
  );
  return data.viewer ? <ToteCheckout tote={data.viewer.tote} user={data.viewer} /> : null;
}

const items = (checked: boolean[], quantity = 1) => checked.map((c) => ({ checked: c, quantity }));

function renderCheckout(status: string, rent: boolean[], purchase: boolean[], quantity = 1) {
  signInForTest();
  return renderWithRelay(<Harness />, {
    url: '/new-arrivals',
    resolvers: {
      User: () => ({ subscriptionStatus: status }),
      Tote: () => ({ rent: { items: items(rent) }, purchase: { items: items(purchase, quantity) } }),
    },
  });
}

describe('the Tote checkout button (by what is checked)', () => {
  it(
    'rent only → rent-only, buy only → purchase-only, both → ' +
      'rent-and-purchase; nothing checked → no checkout, with the reason',
    () => {
      expect(toteCheckoutOffer(2, 0, 'SUBSCRIBED')).toEqual({
        checkout: { href: '/subscribe?mode=rent-only', label: 'Check out' },
        membership: null,
        note: '2 items to rent',
      });
      expect(toteCheckoutOffer(0, 1, 'SUBSCRIBED')).toEqual({
        checkout: { href: '/subscribe?mode=purchase-only', label: 'Check out' },
        membership: null,
        note: '1 item to buy',
      });
      expect(toteCheckoutOffer(1, 3, 'SUBSCRIBED').checkout?.href).toBe('/subscribe?mode=rent-and-purchase');
      expect(toteCheckoutOffer(1, 3, 'SUBSCRIBED').note).toBe('1 item to rent · 3 items to buy');
      expect(toteCheckoutOffer(0, 0, 'SUBSCRIBED')).toEqual({
        checkout: null,
        membership: null,
        note: 'Check the items you want, then check out.',
      });
    },
  );

  it('renting needs a Subscribed member: the others are offered the membership, and can still buy', () => {
    expect(toteCheckoutOffer(1, 0, 'NOT_SUBSCRIBED')).toEqual({
      checkout: null,
      membership: { href: '/subscribe?notice=rent', label: 'Become a member to rent' },
      note: 'Renting is for members.',
    });
    expect(toteCheckoutOffer(1, 2, 'NOT_SUBSCRIBED')).toEqual({
      checkout: { href: '/subscribe?mode=purchase-only', label: 'Buy 2 items' },
      membership: { href: '/subscribe?notice=rent', label: 'Become a member to rent' },
      note: '2 items to buy. Renting is for members.',
    });
    expect(toteCheckoutOffer(0, 2, 'NOT_SUBSCRIBED').checkout?.href).toBe('/subscribe?mode=purchase-only');
    expect(toteCheckoutOffer(1, 0, 'PAUSED').membership).toEqual({
      href: '/resume-subscription?notice=rent',
      label: 'Resume your membership to rent',
    });
    expect(toteCheckoutOffer(1, 0, 'CANCELLED').membership).toEqual({
      href: '/subscribe?mode=resubscribe&notice=rent',
      label: 'Rejoin Tote to rent',
    });
  });

  it(
    'a member with both sections checked: one link to ' + 'rent-and-purchase, which closes the drawer and navigates',
    async () => {
      const { router } = renderCheckout('SUBSCRIBED', [true, false], [true]);
      openDrawer('cartOrderPreview');
      const link = await screen.findByRole('link', { name: 'Check out' });
      expect(link.getAttribute('href')).toBe('/subscribe?mode=rent-and-purchase');
      expect(screen.getByText('1 item to rent · 1 item to buy')).toBeTruthy();
      fireEvent.click(link);
      expect(getUiState().drawers.cartOrderPreview).toBe(false);
      expect(router.state.location.pathname + router.state.location.search).toBe('/subscribe?mode=rent-and-purchase');
    },
  );

  it('nothing checked: the button is disabled and says why', async () => {
    renderCheckout('SUBSCRIBED', [false], [false]);
    const button = await screen.findByRole('button', { name: 'Check out' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('tote-checkout-note');
    expect(screen.getByText('Check the items you want, then check out.')).toBeTruthy();
  });

  it('a non-member with rent and purchase items checked: "Become a member to rent", and buying the rest', async () => {
    renderCheckout('NOT_SUBSCRIBED', [true], [true], 2);
    expect((await screen.findByRole('link', { name: 'Become a member to rent' })).getAttribute('href')).toBe(
      '/subscribe?notice=rent',
    );
    expect(screen.getByRole('link', { name: 'Buy 2 items' }).getAttribute('href')).toBe(
      '/subscribe?mode=purchase-only',
    );
  });
});
