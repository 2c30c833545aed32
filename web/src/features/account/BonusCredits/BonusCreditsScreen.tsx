import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { BonusCreditsScreenQuery } from '../../../__generated__/BonusCreditsScreenQuery.graphql.ts';
import type { BonusCreditsScreen_credits$key } from '../../../__generated__/BonusCreditsScreen_credits.graphql.ts';
import type { BonusCreditsScreen_referrals$key } from '../../../__generated__/BonusCreditsScreen_referrals.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { useAbsoluteUrl } from '../../../platform/hooks/useAbsoluteUrl.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import '../BillingAndReceipts/BillingAndReceipts.css';
import { formatCount } from '../../../platform/format/counts.ts';
import { InviteFriendsForm } from './InviteFriendsForm.tsx';

export const bonusCreditsScreenQuery = graphql`
  query BonusCreditsScreenQuery {
    viewer {
      id
      ...BonusCreditsScreen_credits
      ...BonusCreditsScreen_referrals
    }
  }
`;

/** /account/bonus-credits-and-referrals: points balance and log, the referral code and log. */
export function BonusCreditsScreen() {
  const { queryRef } = useLoaderData() as ScreenData<BonusCreditsScreenQuery>;
  const { viewer } = usePreloadedQuery<BonusCreditsScreenQuery>(bonusCreditsScreenQuery, queryRef);
  useDocumentTitle('Bonus credits and referrals');
  if (!viewer) return null;
  return (
    <div className="bonus-credits">
      <h1 className="account-page__title">Bonus credits and referrals</h1>
      <Credits user={viewer} />
      <Referrals user={viewer} />
    </div>
  );
}

function Credits({ user }: { user: BonusCreditsScreen_credits$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment BonusCreditsScreen_credits on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "BonusCreditsPaginationQuery") {
        bonusCredits(first: $count, after: $cursor) @connection(key: "BonusCreditsScreen_bonusCredits") {
          balance
          balanceValue {
            formatted
          }
          edges {
            node {
              entryId
              delta
              label
              createdAt
            }
          }
        }
      }
    `,
    user,
  );
  const credits = data.bonusCredits;
  return (
    <section className="account-section" aria-labelledby="credits-title">
      <h2 id="credits-title" className="account-section__title">
        Bonus credits
      </h2>
      <div className="account-card">
        <p className="bonus-credits__balance">
          {formatCount(credits.balance)} points · worth {credits.balanceValue.formatted}
        </p>
        {credits.edges.length === 0 ? <p>No bonus credits yet.</p> : null}
        <ul className="receipt-list">
          {credits.edges.map(({ node }) => (
            <li key={node.entryId} className="receipt-list__item">
              <div className="receipt-list__row">
                <span>
                  <span className="receipt-list__title">{node.label}</span>
                  <span className="receipt-list__meta">{formatShortDate(node.createdAt)}</span>
                </span>
                <span className="receipt-list__amount">
                  {node.delta > 0 ? '+' : ''}
                  {formatCount(node.delta)} points
                </span>
                <span />
              </div>
            </li>
          ))}
        </ul>
        {hasNext ? (
          <button type="button" className="button button--ghost" disabled={isLoadingNext} onClick={() => loadNext(20)}>
            Show more
          </button>
        ) : null}
      </div>
    </section>
  );
}

function Referrals({ user }: { user: BonusCreditsScreen_referrals$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment BonusCreditsScreen_referrals on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "BonusCreditsReferralsPaginationQuery") {
        referrals(first: $count, after: $cursor) @connection(key: "BonusCreditsScreen_referrals") {
          referralCode
          rewardPoints
          earnedPoints
          edges {
            node {
              referralId
              friendName
              joinedAt
              status
              points
            }
          }
        }
      }
    `,
    user,
  );
  const referrals = data.referrals;
  const link = useAbsoluteUrl(`/register/${encodeURIComponent(referrals.referralCode)}`);
  return (
    <section className="account-section" aria-labelledby="referrals-title">
      <h2 id="referrals-title" className="account-section__title">
        Referrals
      </h2>
      <div className="account-card">
        <p>
          Invite friends: you earn {formatCount(referrals.rewardPoints)} points when a friend you referred first
          subscribes. Your code: <strong>{referrals.referralCode}</strong>
        </p>
        <label className="field">
          <span className="field__label">Your referral link</span>
          <input className="field__input" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </label>
        <InviteFriendsForm />
        <p>Earned from referrals: {formatCount(referrals.earnedPoints)} points</p>
        {referrals.edges.length === 0 ? <p>No friends have joined with your code yet.</p> : null}
        <ul className="receipt-list">
          {referrals.edges.map(({ node }) => (
            <li key={node.referralId} className="receipt-list__item">
              <div className="receipt-list__row">
                <span>
                  <span className="receipt-list__title">{node.friendName}</span>
                  <span className="receipt-list__meta">
                    Joined {formatShortDate(node.joinedAt)} · {node.status === 'SUBSCRIBED' ? 'Subscribed' : 'Joined'}
                  </span>
                </span>
                <span className="receipt-list__amount">
                  {node.points > 0 ? `+${formatCount(node.points)} points` : ''}
                </span>
                <span />
              </div>
            </li>
          ))}
        </ul>
        {hasNext ? (
          <button type="button" className="button button--ghost" disabled={isLoadingNext} onClick={() => loadNext(20)}>
            Show more
          </button>
        ) : null}
      </div>
    </section>
  );
}
