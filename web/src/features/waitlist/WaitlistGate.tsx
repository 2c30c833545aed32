import { Suspense, useEffect, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WaitlistGateQuery } from '../../__generated__/WaitlistGateQuery.graphql.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { openWaitlist } from './waitlist.ts';

interface Props {
  /** Whether the flow starts a membership (subscribe, resubscribe); false shows it as it is. */
  active: boolean;
  children: ReactNode;
}

/**
 * Where membership is offered: while the viewer's waitlist modal is visible (the waitlist is on and they are
 * not admitted) the modal opens and its copy stands in for the membership flow (`children`), "You're on the list"
 * once joined; otherwise the flow shows.
 */
export function WaitlistGate({ active, children }: Props) {
  if (!active) return <>{children}</>;
  return (
    <Suspense fallback={<Spinner />}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const { waitlist } = useLazyLoadQuery<WaitlistGateQuery>(
    graphql`
      query WaitlistGateQuery {
        waitlist {
          modal {
            visible
            title
            text
            btnVisible
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const { visible, title, text, btnVisible } = waitlist.modal;
  useEffect(() => {
    if (visible) openWaitlist();
  }, [visible]);
  if (!visible) return <>{children}</>;
  return (
    <section className="waitlist-gate" aria-label="Membership waitlist">
      <h2>{title}</h2>
      <p>{text}</p>
      {btnVisible ? (
        <button type="button" className="button" onClick={openWaitlist}>
          Join the waitlist
        </button>
      ) : null}
    </section>
  );
}
