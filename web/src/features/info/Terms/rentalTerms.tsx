import { Link } from 'react-router';
import type { TermsPart } from './termsPart.ts';

/** Renting, sending back, damage and loss, buying, and paying. */
export const RENTAL_TERMS: TermsPart[] = [
  {
    id: 'rentals-and-returns',
    title: 'Rentals and returns',
    body: (
      <>
        <p>
          Rented items stay Tote&rsquo;s property. Wear them as you would your own, but please don&rsquo;t alter, wash,
          dry-clean or repair them yourself: we clean and check every piece between members.
        </p>
        <p>
          Send rentals back within the return window shown on your order page, which starts when the order is delivered.
          Print the prepaid return label from the order page, pack the items with care and hand the parcel to the
          carrier before the label expires. You can follow the return on the order page; the items free their places in
          your plan when they reach us.
        </p>
        <p>
          If a return label is not used in time, or a parcel does not reach us within a reasonable time after it was
          sent, the items are marked unresolved and we get in touch with you to sort it out before anything else
          happens.
        </p>
      </>
    ),
  },
  {
    id: 'damage',
    title: 'Damage, loss and wear',
    body: (
      <>
        <p>
          Everyday wear is on us: a loose thread, a lost button or a small mark that comes out in cleaning costs you
          nothing. If something happens to an item, tell us when you return it.
        </p>
        <p>
          If an item comes back with damage beyond normal wear (tears, burns, stains that can&rsquo;t be removed,
          alterations), or does not come back at all, we contact you before charging anything. We may then charge a fair
          repair fee or, for an item that is lost or beyond repair, up to the purchase price it was listed at when you
          rented it. You can also choose to buy an item you have out instead of returning it.
        </p>
      </>
    ),
  },
  {
    id: 'purchases',
    title: 'Purchases',
    body: (
      <>
        <p>
          You can buy items outright at the price shown, and as a member you can keep a piece you are renting by buying
          it. Payment is taken when you place the order, and the item is yours once it is delivered (or, for an item you
          kept, once the purchase is paid).
        </p>
        <p>
          You can return an item you bought within the return window shown on your order page, unworn and with its tags.
          Once it reaches us, we refund what you paid for it to the card you paid with; bonus credits used on the order
          are not paid out in cash. An order can be cancelled from its page until it has shipped.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Card payments are handled by our payment provider: your card number goes to them directly and never reaches our
        servers. Your bank may ask you to confirm a payment (3-D Secure). The card you pay with at checkout is saved for
        your renewals, which are charged to the card saved when they are due; you can see it in{' '}
        <Link to="/account/billing-and-receipts">Billing and receipts</Link>.
      </p>
    ),
  },
];
