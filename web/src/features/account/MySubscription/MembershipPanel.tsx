import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import { CANCEL_REASON_PARAM, parseCancelReason } from '@tote/contract/member';
import type { MembershipPanel_user$key } from '../../../__generated__/MembershipPanel_user.graphql.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { usePauseMembershipMutation } from './usePauseMembershipMutation.ts';
import { useUnpauseMembershipMutation } from './useUnpauseMembershipMutation.ts';
import { useTrackEvent } from '../../../platform/tracking/useTrackEventMutation.ts';
import { openModal } from '../../../platform/state/ui.ts';
import { CancelMembershipModal } from './CancelMembershipModal.tsx';
import { PastDueNotice } from './PastDueNotice.tsx';
import type { ProviderCardForm_config$key } from '../../../__generated__/ProviderCardForm_config.graphql.ts';

export const STATUS_LABELS: Record<string, string> = {
  NOT_SUBSCRIBED: 'Not subscribed',
  SUBSCRIBED: 'Subscribed',
  PAUSED: 'Paused',
  CANCELLED: 'Cancelled',
};

interface Props {
  user: MembershipPanel_user$key;
  /** The payment provider, for a new card when the membership is past due. */
  paymentConfig: ProviderCardForm_config$key;
}

export function MembershipPanel({ user: key, paymentConfig }: Props) {
  const user = useFragment(
    graphql`
      fragment MembershipPanel_user on User {
        membership {
          status
          plan {
            name
            monthlyPrice {
              formatted
            }
            rentalSlots
          }
          memberSince
          nextBillingDate
          pausedUntil
          pauseMonths
          cancelledAt
          boxLocked
          showUnlockEarly
          allowedActions
          messages
          renewal {
            failedAttempts
          }
          ...PastDueNotice_membership
        }
      }
    `,
    key,
  );
  const m = user.membership;
  const [pause, pausing] = usePauseMembershipMutation();
  const [unpause, unpausing] = useUnpauseMembershipMutation();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const track = useTrackEvent();
  const allowed = new Set(m.allowedActions);
  const canCancel = allowed.has('CANCEL');
  // The assistant's "Continue to cancel" names the reason the shopper gave it: the form opens with it chosen.
  const [params, setParams] = useSearchParams();
  const [reason] = useState(() => parseCancelReason(params.get(CANCEL_REASON_PARAM)));
  useEffect(() => {
    if (!params.has(CANCEL_REASON_PARAM)) return;
    setParams(
      (current) => {
        current.delete(CANCEL_REASON_PARAM);
        return current;
      },
      { replace: true },
    );
    if (reason && canCancel) openModal('cancelMembership');
    // Once, for the URL the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async (action: () => Promise<{ userErrors: ReadonlyArray<{ message: string }> }>, done: string) => {
    setError(null);
    setNotice(null);
    try {
      const r = await action();
      if (r.userErrors.length > 0) setError(r.userErrors.map((e) => e.message).join(' '));
      else setNotice(done);
    } catch {
      setError('Network Error. Please try again later.');
    }
  };

  const rows: Array<[string, string | null]> = [
    ['Status', STATUS_LABELS[m.status] ?? m.status],
    ['Plan', m.plan ? `${m.plan.name} · ${m.plan.monthlyPrice.formatted} / month · ${m.plan.rentalSlots}` : null],
    ['Member since', formatShortDate(m.memberSince)],
    ['Next billing date', formatShortDate(m.nextBillingDate)],
    ['Paused until', formatShortDate(m.pausedUntil)],
    ['Cancelled on', formatShortDate(m.cancelledAt)],
  ];

  return (
    <section className="account-section" aria-label="Membership">
      <div className="account-card">
        {error ? <FormAlert>{error}</FormAlert> : null}
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
        <dl className="membership-facts">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {/* Past due: the notice says it all (the messages would say it again as text). */}
        {m.renewal ? <PastDueNotice membership={m} config={paymentConfig} /> : null}
        {m.renewal
          ? null
          : m.messages.map((message) => (
              <p key={message} className="membership-message">
                {message}
              </p>
            ))}
        {m.boxLocked ? (
          <p className="membership-message">
            This period’s box is placed: your next rental box opens on the next billing date.
          </p>
        ) : null}
        <div className="membership-actions">
          {allowed.has('SUBSCRIBE') ? (
            <Link className="button" to="/subscribe">
              Become a member
            </Link>
          ) : null}
          {allowed.has('UNLOCK_EARLY') && m.showUnlockEarly ? (
            <Link className="button" to="/subscribe?mode=unlock-early">
              Unlock early
            </Link>
          ) : null}
          {allowed.has('RESUME') ? (
            <Link className="button" to="/resume-subscription">
              Resume now
            </Link>
          ) : null}
          {allowed.has('RESUBSCRIBE') ? (
            <Link
              className="button"
              to="/subscribe?mode=resubscribe"
              onClick={() => track({ eventType: 'REACTIVATE' })}
            >
              Resubscribe
            </Link>
          ) : null}
          {allowed.has('UNPAUSE') ? (
            <button
              type="button"
              className="button"
              disabled={unpausing}
              onClick={() =>
                void run(async () => (await unpause({})).unpauseMembership, 'Your membership is active again.')
              }
            >
              Unpause
            </button>
          ) : null}
          {allowed.has('PAUSE') ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={pausing}
              onClick={() =>
                void run(
                  async () => (await pause({})).pauseMembership,
                  `Your membership is paused for ${m.pauseMonths} month${m.pauseMonths === 1 ? '' : 's'}.`,
                )
              }
            >
              Pause membership
            </button>
          ) : null}
          {canCancel ? (
            <button type="button" className="button button--ghost" onClick={() => openModal('cancelMembership')}>
              Cancel membership
            </button>
          ) : null}
        </div>
      </div>
      {canCancel ? (
        <CancelMembershipModal reason={reason} onCancelled={() => setNotice('Your membership is cancelled.')} />
      ) : null}
    </section>
  );
}
