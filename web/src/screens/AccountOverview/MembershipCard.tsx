import { graphql, useFragment } from 'react-relay';
import type { MembershipCard_viewer$key } from '../../__generated__/MembershipCard_viewer.graphql.ts';

const STATUS_LABEL = {
  NOT_SUBSCRIBED: 'Not a member yet',
  SUBSCRIBED: 'Member',
  PAUSED: 'Membership paused',
  CANCELLED: 'Membership cancelled',
} as const;

function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/** Membership status (SPEC.md §4: Not Subscribed, Subscribed, Paused, Cancelled). */
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
  const status = data.subscriptionStatus in STATUS_LABEL ? STATUS_LABEL[data.subscriptionStatus as keyof typeof STATUS_LABEL] : 'Membership';
  let text: string;
  switch (data.subscriptionStatus) {
    case 'SUBSCRIBED':
      text = `You can rent up to ${data.toteUpperLimit} items at a time in your Tote.`;
      break;
    case 'PAUSED':
      text = formatDate(data.pausedUntil) ? `Your membership is paused until ${formatDate(data.pausedUntil)}.` : 'Your membership is paused.';
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
