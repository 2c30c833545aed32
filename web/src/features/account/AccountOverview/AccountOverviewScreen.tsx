import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { AccountOverviewScreenQuery } from '../../../__generated__/AccountOverviewScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { formatMonthYear } from '../../../platform/format/dates.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { useLogOut } from '../../../platform/session/useLogOut.ts';
import { MembershipCard } from './MembershipCard.tsx';
import { ReferralCard } from './ReferralCard.tsx';
import { GiftCardsCard } from './GiftCardsCard.tsx';
import { StockHoldsCard } from './StockHoldsCard.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { FeedbackWidget } from '../FeedbackWidget/FeedbackWidget.tsx';
import '../../../ui/FormField/FormField.css';
import './AccountOverview.css';

export const accountOverviewScreenQuery = graphql`
  query AccountOverviewScreenQuery {
    viewer {
      id
      name
      email
      memberSince
      ...MembershipCard_viewer
      ...ReferralCard_viewer
      ...GiftCardsCard_viewer
      ...StockHoldsCard_viewer
    }
  }
`;

const QUICK_LINKS = [
  { to: '/account/my-profile', label: 'Edit my profile', text: 'Sizes, body shape, notifications and mobile number' },
  { to: '/style-survey', label: 'Style survey', text: 'Your vibe, brand crushes, sizes and budget' },
  { to: '/new-arrivals', label: 'New arrivals', text: 'The latest styles to rent or buy' },
  { to: '/brands', label: 'Designers A–Z', text: 'Every brand on Tote' },
] as const;

/** /account/account-overview. */
export function AccountOverviewScreen() {
  const { queryRef } = useLoaderData() as ScreenData<AccountOverviewScreenQuery>;
  const { viewer } = usePreloadedQuery<AccountOverviewScreenQuery>(accountOverviewScreenQuery, queryRef);
  useDocumentTitle('Account overview');
  const [logOut, loggingOut] = useLogOut();
  const [deleting, setDeleting] = useState(false);
  if (!viewer) return null; // the account layout sends a signed-out shopper to login

  const firstName = viewer.name.split(' ')[0] || viewer.name;
  const since = formatMonthYear(viewer.memberSince);
  return (
    <div className="overview">
      <h1 className="account-page__title">Hi, {firstName}</h1>
      <p className="account-page__lead">
        {viewer.email}
        {since ? ` · with Tote since ${since}` : ''}
      </p>

      <div className="overview__cards">
        <StockHoldsCard viewer={viewer} />
        <MembershipCard viewer={viewer} />
        <ReferralCard viewer={viewer} />
        <GiftCardsCard viewer={viewer} />
      </div>

      <section className="account-section" aria-labelledby="quick-links">
        <h2 id="quick-links" className="account-section__title">
          Quick links
        </h2>
        <ul className="overview__links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="overview__link">
                <span className="overview__link-label">{link.label}</span>
                <span className="overview__link-text">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <FeedbackWidget place="ACCOUNT_OVERVIEW" question="Is your account page helpful?" />

      <section className="account-section overview__actions" aria-label="Session">
        <button type="button" className="button button--ghost" onClick={() => void logOut()} disabled={loggingOut}>
          Log out
        </button>
        <button type="button" className="link-button overview__delete" onClick={() => setDeleting(true)}>
          Delete account
        </button>
      </section>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
