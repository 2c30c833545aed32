import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { LoginScreenQuery } from '../../../__generated__/LoginScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { AuthCard } from '../../../ui/AuthCard/AuthCard.tsx';
import { EmailCodeForm } from '../EmailCodeForm/EmailCodeForm.tsx';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { useHydrated } from '../../../platform/hooks/useHydrated.ts';
import { accountsHere, readLoginHistory, type LoginHistoryEntry } from '../../../platform/session/loginHistory.ts';
import { SocialButtons } from './SocialButtons.tsx';
import { HistoryStep } from './HistoryStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { LoginDetailsForm } from './LoginDetailsForm.tsx';
import { channelName, SocialConfirmStep, SocialSetPasswordStep, type SocialTicket } from './SocialSteps.tsx';
import { useLogInSubmit } from './useLogInSubmit.ts';
import './Login.css';

export const loginScreenQuery = graphql`
  query LoginScreenQuery($returnTo: String) {
    ...AppShell_query
    loginMethods(returnTo: $returnTo) {
      ...SocialButtons_methods
    }
  }
`;

/** The login steps (the social ones arrive in the URL from the gateway's callback). */
type Step =
  | { name: 'channels' }
  | { name: 'history' }
  | { name: 'password'; account: LoginHistoryEntry }
  | { name: 'details'; email?: string }
  | { name: 'code'; email: string; resendAfterSeconds: number | null };

/** /login opens the login details (email + password); /login-entrance the accounts used here, else the channels. */
function firstStep(entrance: boolean, email: string | null, accounts: number): Step {
  if (email || !entrance) return { name: 'details', email: email ?? undefined };
  return accounts > 0 ? { name: 'history' } : { name: 'channels' };
}

/** `?error=` from the social callback: a sentence is shown as it is, a bare code as a plain one. */
function callbackErrorText(error: string): string {
  if (/\s/.test(error)) return error;
  if (error === 'access_denied' || error === 'cancelled')
    return 'Sign-in was cancelled. Please try again or use another way to log in.';
  return 'We could not sign you in with that account. Please try again or use another way to log in.';
}

const TITLES: Record<Step['name'], string> = {
  channels: 'Log in or sign up',
  history: 'Welcome back',
  password: 'Welcome back',
  details: 'Log in',
  code: 'Check your email',
};

/** /login and /login-entrance. */
export function LoginScreen() {
  const { queryRef } = useLoaderData() as ScreenData<LoginScreenQuery>;
  const data = usePreloadedQuery<LoginScreenQuery>(loginScreenQuery, queryRef);
  useDocumentTitle('Log in');
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const start = (accounts: number) => firstStep(pathname === '/login-entrance', params.get('email'), accounts);
  const hydrated = useHydrated();
  // The accounts used on this device are the browser's (localStorage). The server knows only how many (a cookie):
  // it draws their room, and once hydrated the browser fills it in, so nothing under them moves.
  const [here] = useState(() => (hydrated ? 0 : accountsHere()));
  const [history, setHistory] = useState(() => (hydrated ? readLoginHistory() : []));
  const [step, setStep] = useState<Step>(() => start(hydrated ? history.length : here));
  const [historyRead, setHistoryRead] = useState(hydrated);
  if (hydrated && !historyRead) {
    const stored = readLoginHistory();
    setHistoryRead(true);
    setHistory(stored);
    // A cookie out of step with the history (it was cleared, or kept by an older visit): the step it really has.
    if (step.name === 'channels' || (step.name === 'history' && stored.length === 0)) setStep(start(stored.length));
  }
  const accountsShown = historyRead ? history.length : here;
  const [logIn] = useLogInSubmit();
  const error = params.get('error');
  const socialStep = params.get('step');
  const ticket: SocialTicket | null = params.get('ticket')
    ? {
        ticket: params.get('ticket') ?? '',
        email: params.get('email') ?? '',
        name: params.get('name') ?? '',
        channel: params.get('channel') ?? '',
      }
    : null;
  const redirectUri = params.get('redirect_uri');
  const registerLink = `/register${redirectUri ? `?redirect_uri=${encodeURIComponent(redirectUri)}` : ''}`;
  const toDetails = () => setStep({ name: 'details' });
  const onCodeSent = (email: string, resendAfterSeconds: number | null) =>
    setStep({ name: 'code', email, resendAfterSeconds });

  if (socialStep === 'confirm' || socialStep === 'set-password') {
    return (
      <AppShell query={data}>
        <AuthCard
          title={
            socialStep === 'confirm' ? `Link your ${channelName(ticket?.channel ?? '')} account` : 'Finish signing up'
          }
        >
          {!ticket ? (
            <FormAlert>
              This sign-in link is incomplete or has expired. <Link to="/login-entrance">Start again</Link>
            </FormAlert>
          ) : socialStep === 'confirm' ? (
            <SocialConfirmStep ticket={ticket} />
          ) : (
            <SocialSetPasswordStep ticket={ticket} />
          )}
        </AuthCard>
      </AppShell>
    );
  }

  const social = <SocialButtons methods={data.loginMethods} />;
  return (
    <AppShell query={data}>
      <AuthCard
        title={TITLES[step.name]}
        subtitle={step.name === 'history' ? 'Choose an account to continue.' : undefined}
        footer={
          <>
            New to Tote? <Link to={registerLink}>Create an account</Link>
          </>
        }
      >
        {error ? <FormAlert>{callbackErrorText(error)}</FormAlert> : null}
        {step.name === 'channels' ? (
          <div>
            <div className="form-actions login-channels">
              <button type="button" className="button" onClick={toDetails}>
                Continue with email
              </button>
            </div>
            {social}
          </div>
        ) : null}
        {step.name === 'history' ? (
          <HistoryStep
            accounts={history}
            waiting={historyRead ? 0 : here}
            onChoose={(account) => setStep({ name: 'password', account })}
            onChange={(next) => {
              setHistory(next);
              if (next.length === 0) setStep({ name: 'details' });
            }}
            onOtherAccount={() => setStep({ name: 'channels' })}
          />
        ) : null}
        {step.name === 'password' ? (
          <PasswordStep
            email={step.account.email}
            name={step.account.name}
            onCodeSent={onCodeSent}
            onOtherAccount={() => setStep({ name: 'channels' })}
          />
        ) : null}
        {step.name === 'details' ? (
          <>
            <LoginDetailsForm initialEmail={step.email} onCodeSent={onCodeSent} />
            <p className="auth-divider">or</p>
            {social}
            {/* Last: should the server's count be wrong, it moves nothing above it under a tap being made. */}
            {accountsShown > 0 ? (
              <p className="login-recent">
                <button type="button" className="link-button" onClick={() => setStep({ name: 'history' })}>
                  Choose an account used on this device
                </button>
              </p>
            ) : null}
          </>
        ) : null}
        {step.name === 'code' ? (
          <EmailCodeForm
            email={step.email}
            purpose="LOGIN"
            submitLabel="Log in"
            resendAfterSeconds={step.resendAfterSeconds}
            onSubmit={(code) => logIn({ email: step.email, code })}
            onBack={() => setStep({ name: 'details', email: step.email })}
            backLabel="Use my password"
          />
        ) : null}
      </AuthCard>
    </AppShell>
  );
}
