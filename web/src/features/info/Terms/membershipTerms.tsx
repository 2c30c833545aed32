import { Link } from 'react-router';
import { PAUSE_MONTHS, RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_HOURS } from '@tote/contract/member';
import type { TermsPart } from './termsPart.ts';

const months = (n: number) => (n === 1 ? 'one month' : `${n} months`);

/** Who may use Tote, and the membership: what it includes, billing and renewals, pausing and cancelling. */
export const MEMBERSHIP_TERMS: TermsPart[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are the agreement between you and Tote for using the Tote shop on the web and in our apps:
          browsing, renting and buying clothing and shoes, and paying for a Tote membership. By creating an account,
          becoming a member or placing an order you accept them.
        </p>
        <p>
          When we change these terms in a way that matters to you, we email members at least 30 days before the change
          takes effect, and the date at the top of this page changes. If you do not agree with a change, you can cancel
          your membership before it applies.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You need to be at least 18 years old to open an account. Give us your real name, a working email address and
          mobile number, and keep your password to yourself: you are responsible for what happens under your account.
          One account per person.
        </p>
        <p>
          We may suspend or close an account that is used to abuse the shop, its members or its offers (for example
          several accounts for one person to claim a welcome offer more than once). You can delete your account at any
          time from your <Link to="/account/account-overview">account overview</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'membership',
    title: 'Membership',
    body: (
      <>
        <p>
          A Tote membership lets you rent designer pieces: up to the number of items your plan allows at a time, shown
          with each plan when you join. Shipping both ways and professional cleaning of every rental are included. You
          can also buy items outright, as a member or not.
        </p>
        <p>
          Each billing period includes one rental box. Once you have ordered a box, your next box opens when every
          rented item of it has come back (or you bought it), or on your next billing date, whichever comes first. If
          you want your next box sooner, you can unlock it early: a new billing period starts that day and is charged at
          your plan&rsquo;s price.
        </p>
        <p>
          When membership is by waitlist, you can join the list at any time and become a member once we have let you in.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Billing and renewals',
    body: (
      <>
        <p>
          Your membership is billed monthly. We charge your plan&rsquo;s price when you join, and then automatically on
          the same day each month (the last day of a shorter month) on the card saved in your account, until you cancel.
          Your next billing date is always shown on <Link to="/account/my-subscription">My subscription</Link>, and
          every charge has a receipt in <Link to="/account/billing-and-receipts">Billing and receipts</Link>.
        </p>
        <p>
          If a renewal payment fails, your membership stays active and we tell you why. We try again{' '}
          {RENEWAL_RETRY_HOURS} hours later, or as soon as you save another card. When {RENEWAL_MAX_ATTEMPTS} attempts
          in all have failed, your membership is cancelled.
        </p>
        <p>
          If we change the price of your plan, we tell you by email at least 30 days before your first billing date at
          the new price. Promo codes and bonus credits have no cash value, can&rsquo;t be exchanged, and apply as
          described with each offer; some are for your first subscription only.
        </p>
      </>
    ),
  },
  {
    id: 'pausing-and-cancelling',
    title: 'Pausing and cancelling',
    body: (
      <>
        <p>
          You can pause your membership from <Link to="/account/my-subscription">My subscription</Link> for{' '}
          {months(PAUSE_MONTHS)}. While it is paused you are not charged and can&rsquo;t start a rental; the days left
          in your billing period are kept, so your next billing date moves by the time you were paused. Your membership
          picks up again by itself at the end of the pause, or earlier when you unpause it.
        </p>
        <p>
          You can cancel at any time, also from My subscription (we ask a few short questions about why). Cancelling
          takes effect at once: there are no further charges and you can&rsquo;t start new rentals. Fees already paid
          are not refunded. Items you have out still need to be sent back, or bought, as set out below. You can
          resubscribe whenever you like; a new billing period starts on the day you do.
        </p>
      </>
    ),
  },
];
