import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { WaitlistModalQuery } from '../../__generated__/WaitlistModalQuery.graphql.ts';
import { FormAlert } from '../../ui/FormField/FormField.tsx';
import { Modal } from '../../ui/Modal/Modal.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { NETWORK_ERROR_MESSAGE } from '../../platform/relay/errorReactions.ts';
import { closeModal } from '../../platform/state/ui.ts';
import { trackLead } from '../../platform/analytics/analytics.ts';
import { useJoinWaitlistMutation } from './useJoinWaitlistMutation.ts';
import './Waitlist.css';

/**
 * The waitlist modal (SPEC §3: subtitle, title, text, the button and its link), on every page and closed
 * until opened (waitlist.ts). Its content is the api's, read when it opens: "Join the waitlist" for a
 * signed-in shopper, a sign-up link for a guest, "You're on the list" once waiting.
 */
export function WaitlistModal() {
  return (
    <Modal name="waitlist" title="Membership waitlist">
      <Suspense fallback={<Spinner />}>
        <WaitlistContent />
      </Suspense>
    </Modal>
  );
}

function WaitlistContent() {
  const data = useLazyLoadQuery<WaitlistModalQuery>(
    graphql`
      query WaitlistModalQuery {
        waitlist {
          ...WaitlistModal_waitlist @relay(mask: false)
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const [join, joining] = useJoinWaitlistMutation();
  const [error, setError] = useState<string | null>(null);
  const { modal, state } = data.waitlist;

  const onJoin = async () => {
    setError(null);
    try {
      const r = await join({});
      const joined = r.joinWaitlist.waitlist;
      if (joined) trackLead('waitlist', { waitlist_position: joined.position });
      else setError(r.joinWaitlist.userErrors.map((e) => e.message).join(' '));
    } catch {
      setError(NETWORK_ERROR_MESSAGE);
    }
  };

  return (
    <div className="waitlist" data-state={state.toLowerCase()}>
      <p className="waitlist__subtitle">{modal.subtitle}</p>
      <h3 className="waitlist__title">{modal.title}</h3>
      <p className="waitlist__text">{modal.text}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {modal.btnVisible ? (
        modal.btnLink ? (
          <Link className="button" to={modal.btnLink} onClick={() => closeModal('waitlist')}>
            Sign up to join
          </Link>
        ) : (
          <button type="button" className="button" disabled={joining} onClick={() => void onJoin()}>
            Join the waitlist
          </button>
        )
      ) : (
        <button type="button" className="button button--ghost" onClick={() => closeModal('waitlist')}>
          Done
        </button>
      )}
    </div>
  );
}

/** What the modal shows, read by its query and answered by joinWaitlist (unmasked: read in place). */
export const waitlistModalFields = graphql`
  fragment WaitlistModal_waitlist on Waitlist {
    state
    position
    modal {
      visible
      subtitle
      title
      text
      btnVisible
      btnLink
    }
  }
`;
