import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ToteCheckout_tote$key } from '../../__generated__/ToteCheckout_tote.graphql.ts';
import type { ToteCheckout_user$key } from '../../__generated__/ToteCheckout_user.graphql.ts';
import { closeDrawer } from '../../platform/state/ui.ts';
import { rentMembershipUrl } from '../../platform/session/guards.ts';
import { modeParam, toteCheckoutMode } from '../checkout/index.ts';

export type MembershipStatus = 'NOT_SUBSCRIBED' | 'SUBSCRIBED' | 'PAUSED' | 'CANCELLED' | string;

/** What the drawer offers for the checked items (the checkout mode they call for). */
export interface ToteCheckoutOffer {
  /** The checkout link (/subscribe?mode=…), or null when there is nothing the shopper may check out. */
  checkout: { href: string; label: string } | null;
  /** Checked rent items while not a Subscribed member: the membership step to take first. */
  membership: { href: string; label: string } | null;
  /** Why the checkout button is disabled, or what it leaves out. */
  note: string | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The membership step before renting, by status (the same place the checkout's guard sends them). */
function membershipStep(status: MembershipStatus): { href: string; label: string } {
  if (status === 'PAUSED') return { href: rentMembershipUrl('Paused'), label: 'Resume your membership to rent' };
  if (status === 'CANCELLED') return { href: rentMembershipUrl('Cancelled'), label: 'Rejoin Tote to rent' };
  return { href: rentMembershipUrl('Not Subscribed'), label: 'Become a member to rent' };
}

/**
 * The Tote's checkout for the checked items: rent only → rent-only, buy only → purchase-only, both →
 * rent-and-purchase. Renting needs a Subscribed member: anyone else is offered the membership for
 * the rent items and can still buy the purchase items (purchase-only takes the checked purchase items).
 */
export function toteCheckoutOffer(
  rentChecked: number,
  purchaseChecked: number,
  status: MembershipStatus,
): ToteCheckoutOffer {
  const canRent = status === 'SUBSCRIBED';
  const rent = canRent ? rentChecked : 0;
  const mode = toteCheckoutMode(rent, purchaseChecked);
  const membership = rentChecked > 0 && !canRent ? membershipStep(status) : null;
  const checkout = mode
    ? {
        href: `/subscribe?mode=${modeParam(mode)}`,
        label: membership ? `Buy ${plural(purchaseChecked, 'item')}` : 'Check out',
      }
    : null;
  let note: string | null;
  if (rentChecked === 0 && purchaseChecked === 0) note = 'Check the items you want, then check out.';
  else if (membership && purchaseChecked > 0)
    note = `${plural(purchaseChecked, 'item')} to buy. Renting is for members.`;
  else if (membership) note = 'Renting is for members.';
  else
    note = [
      rent > 0 ? `${plural(rent, 'item')} to rent` : null,
      purchaseChecked > 0 ? `${plural(purchaseChecked, 'item')} to buy` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return { checkout, membership, note };
}

interface Props {
  tote: ToteCheckout_tote$key;
  user: ToteCheckout_user$key;
}

/** The drawer's checkout button(s), from what is checked in each section. */
export function ToteCheckout({ tote, user }: Props) {
  const data = useFragment(
    graphql`
      fragment ToteCheckout_tote on Tote {
        rent {
          items {
            checked
          }
        }
        purchase {
          items {
            checked
            quantity
          }
        }
      }
    `,
    tote,
  );
  const viewer = useFragment(
    graphql`
      fragment ToteCheckout_user on User {
        subscriptionStatus
      }
    `,
    user,
  );
  const rentChecked = data.rent.items.filter((item) => item.checked).length;
  const purchaseChecked = data.purchase.items
    .filter((item) => item.checked)
    .reduce((sum, item) => sum + item.quantity, 0);
  if (data.rent.items.length === 0 && data.purchase.items.length === 0) return null;
  const offer = toteCheckoutOffer(rentChecked, purchaseChecked, viewer.subscriptionStatus);
  const close = () => closeDrawer('cartOrderPreview');

  return (
    <div className="tote-checkout">
      {offer.note ? (
        <p id="tote-checkout-note" className="tote-checkout__note">
          {offer.note}
        </p>
      ) : null}
      <div className="tote-checkout__actions">
        {offer.membership ? (
          <Link
            to={offer.membership.href}
            className={`button${offer.checkout ? ' button--ghost' : ''}`}
            onClick={close}
          >
            {offer.membership.label}
          </Link>
        ) : null}
        {offer.checkout ? (
          <Link
            to={offer.checkout.href}
            className="button"
            onClick={close}
            aria-describedby={offer.note ? 'tote-checkout-note' : undefined}
          >
            {offer.checkout.label}
          </Link>
        ) : offer.membership ? null : (
          <button type="button" className="button" disabled aria-describedby="tote-checkout-note">
            Check out
          </button>
        )}
      </div>
    </div>
  );
}
