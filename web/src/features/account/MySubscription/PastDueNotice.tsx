import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PastDueNotice_membership$key } from '../../../__generated__/PastDueNotice_membership.graphql.ts';
import type { ProviderCardForm_config$key } from '../../../__generated__/ProviderCardForm_config.graphql.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { ProviderCardForm } from '../../checkout/index.ts';
import { formatLongDate } from '../../../platform/format/dates.ts';

/**
 * A past-due membership (Membership.renewal): what failed, which attempt of how many, when the next
 * one is, and a new card — saving one has the renewal tried again at once.
 */
export function PastDueNotice({
  membership: key,
  config,
}: {
  membership: PastDueNotice_membership$key;
  config: ProviderCardForm_config$key;
}) {
  const m = useFragment(
    graphql`
      fragment PastDueNotice_membership on Membership {
        plan {
          name
          monthlyPrice {
            formatted
          }
        }
        renewal {
          failedAttempts
          maxAttempts
          message
          nextAttemptAt
        }
      }
    `,
    key,
  );
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const r = m.renewal;
  if (!r) return null;
  const left = r.maxAttempts - r.failedAttempts;
  const next = formatLongDate(r.nextAttemptAt);
  return (
    <div className="past-due" role="alert" aria-labelledby="past-due-title">
      <p id="past-due-title" className="past-due__title">
        Your membership payment didn’t go through
      </p>
      <p>
        We couldn’t renew your {m.plan?.name ?? 'Tote'} membership
        {m.plan ? ` (${m.plan.monthlyPrice.formatted})` : ''}: {r.message}
      </p>
      <p className="past-due__attempts">
        Attempt {r.failedAttempts} of {r.maxAttempts} failed.
        {next && !saved ? ` We’ll try again on ${next}.` : ''} Your membership will be cancelled after {left} more
        failed attempt{left === 1 ? '' : 's'}.
      </p>
      {saved ? (
        <FormAlert tone="success">Your new card is saved. We’ll try the payment again in a few minutes.</FormAlert>
      ) : editing ? (
        <ProviderCardForm
          config={config}
          onBack={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Update your card
        </button>
      )}
    </div>
  );
}
