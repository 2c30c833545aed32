import { graphql, useFragment } from 'react-relay';
import type { ReferralCard_viewer$key } from '../../../__generated__/ReferralCard_viewer.graphql.ts';
import { copyLink } from '../../share/index.ts';
import { useAbsoluteUrl } from '../../../platform/hooks/useAbsoluteUrl.ts';
import { formatCount } from '../../../platform/format/counts.ts';

/** Bonus credits and the shopper's own referral code and link (/register/{referralCode}). */
export function ReferralCard({ viewer }: { viewer: ReferralCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ReferralCard_viewer on User {
        referralCode
        points
        pointsValue {
          formatted
        }
      }
    `,
    viewer,
  );
  const link = useAbsoluteUrl(`/register/${encodeURIComponent(data.referralCode)}`);
  const copy = () => void copyLink(link, 'Your referral link is copied.');
  return (
    <>
      <div className="account-card overview-card">
        <p className="eyebrow">Bonus credits</p>
        <p className="account-card__title">{formatCount(data.points)} points</p>
        <p className="account-card__text">Worth {data.pointsValue.formatted} on your next order.</p>
      </div>
      <div className="account-card overview-card overview-card--wide">
        <p className="eyebrow">Invite friends</p>
        <p className="account-card__text">
          Share your code: friends get a welcome bonus when they sign up, and you earn bonus credits.
        </p>
        <p className="referral__code">
          Your code <strong>{data.referralCode}</strong>
        </p>
        <div className="referral__link">
          <input
            className="field__input"
            readOnly
            value={link}
            aria-label="Your referral link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="button button--ghost" onClick={copy}>
            Copy link
          </button>
        </div>
      </div>
    </>
  );
}
