import { graphql, useFragment } from 'react-relay';
import type { MembershipCard_viewer$key } from '../../../__generated__/MembershipCard_viewer.graphql.ts';
import { formatLongDate } from '../../../platform/format/dates.ts';

const STATUS_LABEL = {
  NOT_SUBSCRIBED: 'Not a member yet',
  SUBSCRIBED: 'Member',
  PAUSED: 'Membership paused',
  CANCELLED: 'Membership cancelled',
} as const;

/** Membership status: Not Subscribed, Subscribed, Paused or Cancelled. */
export function MembershipCard({ viewer }: { viewer: MembershipCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MembershipCard_viewer on User {
        isMember
        subscriptionStatus
        pausedUntil
        toteUpperLimit
      }
    `,
    viewer,
  );
  const status =
    data.subscriptionStatus in STATUS_LABEL
      ? STATUS_LABEL[data.subscriptionStatus as keyof typeof STATUS_LABEL]
      : 'Membership';
  let text: string;
  switch (data.subscriptionStatus) {
    case 'SUBSCRIBED':
      text = `You can rent up to ${data.toteUpperLimit} items at a time in your Tote.`;
      break;
    case 'PAUSED':
      text = formatLongDate(data.pausedUntil)
        ? `Your membership is paused until ${formatLongDate(data.pausedUntil)}.`
        : 'Your membership is paused.';
      break;
    case 'CANCELLED':
      text = 'Your membership has ended. You can still buy styles and keep your wishlist.';
      break;
    default:
      text = `Members rent up to ${data.toteUpperLimit} designer items at a time, with free shipping and returns.`;
  }
  return (
    <div className="account-card overview-card">
      <p className="eyebrow">Membership</p>
      <p className="account-card__title">
        {status}
        <span className={`status-dot status-dot--${data.subscriptionStatus.toLowerCase()}`} aria-hidden="true" />
      </p>
      <p className="account-card__text">{text}</p>
    </div>
  );
}
