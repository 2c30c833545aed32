import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useEditEmailSubscriptionMutation } from './useEditEmailSubscriptionMutation.ts';
import { isLogin } from '../../platform/session/sessionStore.ts';
import { hasUserCookie } from '../../platform/session/userCookie.ts';
import { useHydrated } from '../../platform/hooks/useHydrated.ts';
import { trackLead } from '../../platform/analytics/analytics.ts';
import { FormAlert } from '../../ui/FormField/FormField.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { EmailSubscriptionOutcome } from './EmailSubscriptionOutcome.tsx';
import '../../ui/AuthCard/AuthCard.css';
import './EmailSubscriptionPanel.css';

type State =
  | { status: 'pending' }
  | { status: 'missing' }
  | { status: 'done'; subscribed: boolean; email: string | null }
  | { status: 'error'; message: string };

/**
 * /email-unsubscribed?token= and /resubscribe?token=: applies the link's choice on arrival
 * (editEmailSubscription by the token, or for the signed-in shopper), then offers the opposite.
 */
export function EmailSubscriptionPanel({ subscribeOnArrival }: { subscribeOnArrival: boolean }) {
  const [search] = useSearchParams();
  const token = search.get('token') || undefined;
  const [applied, setState] = useState<State>({ status: 'pending' });
  // Signed in: the server and the render that hydrates its page go by the user cookie, the app by its login flag.
  const hydrated = useHydrated();
  const missing = !token && !(hydrated ? isLogin() : hasUserCookie());
  const state: State = missing && applied.status === 'pending' ? { status: 'missing' } : applied;
  const [edit, editing] = useEditEmailSubscriptionMutation();
  const started = useRef(false);

  const apply = async (subscribe: boolean) => {
    try {
      const { editEmailSubscription: payload } = await edit({ input: { subscribe, token } });
      const [first] = payload.userErrors;
      if (first) setState({ status: 'error', message: first.message });
      else {
        const subscribed = payload.subscribed ?? subscribe;
        if (subscribed) trackLead('newsletter', { lead_source: 'email_link' });
        setState({ status: 'done', subscribed, email: payload.email ?? null });
      }
    } catch {
      setState({ status: 'error', message: 'We could not update your email preferences. Please try again later.' });
    }
  };

  useEffect(() => {
    // Once per visit (StrictMode runs effects twice in development).
    if (started.current || (!token && !isLogin())) return;
    started.current = true;
    void apply(subscribeOnArrival);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const title = <h1 className="auth-card__title">{subscribeOnArrival ? 'Resubscribe' : 'Unsubscribe'}</h1>;
  let view;
  if (state.status === 'done') {
    view = (
      <div>
        <EmailSubscriptionOutcome subscribed={state.subscribed} email={state.email} onChange={editing ? null : apply} />
      </div>
    );
  } else if (state.status === 'missing') {
    view = (
      <div>
        {title}
        <FormAlert>
          This link is incomplete. Open the link from your email again, or <Link to="/login">log in</Link> to change
          your email preferences.
        </FormAlert>
      </div>
    );
  } else {
    // While the choice is made (and after, should it fail), the panel keeps the room of its outcome.
    view = (
      <>
        <div>
          {title}
          {state.status === 'pending' ? (
            <Spinner label="Updating your email preferences" />
          ) : (
            <FormAlert>{state.message}</FormAlert>
          )}
        </div>
        <div className="email-subscription__room" aria-hidden="true">
          <EmailSubscriptionOutcome subscribed={subscribeOnArrival} email={null} onChange={null} />
        </div>
      </>
    );
  }

  return (
    <section className="auth-card">
      <div className="auth-card__panel email-subscription" aria-live="polite">
        <p className="eyebrow auth-card__eyebrow">Email preferences</p>
        <div className="email-subscription__stage">{view}</div>
      </div>
    </section>
  );
}
