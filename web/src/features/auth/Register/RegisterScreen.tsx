import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import { Messages } from '@tote/contract/validation';
import type { RegisterScreenQuery } from '../../../__generated__/RegisterScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { AuthCard } from '../../../ui/AuthCard/AuthCard.tsx';
import { EmailCodeForm } from '../EmailCodeForm/EmailCodeForm.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { useSignUpMutation } from './useSignUpMutation.ts';
import { useSignedIn } from '../useSignedIn.ts';
import { EMAIL_EXISTS, RegisterDetailsForm, type SignUpDetails } from './RegisterDetailsForm.tsx';
import { ReferralOffer } from './ReferralOffer.tsx';
import './Register.css';

export const registerScreenQuery = graphql`
  query RegisterScreenQuery($code: String!, $hasCode: Boolean!) {
    ...AppShell_query
    referralCode(code: $code) @include(if: $hasCode) {
      valid
      code
      ...ReferralOffer_check
    }
  }
`;

type Step =
  | { name: 'details'; emailError?: string }
  | { name: 'code'; details: SignUpDetails; resendAfterSeconds: number | null };
const EMPTY = { name: '', email: '', mobile: '', password: '' };

/** /register and /register/{slug}: details → "Send code" → the emailed code → signed in. */
export function RegisterScreen() {
  const { queryRef } = useLoaderData() as ScreenData<RegisterScreenQuery>;
  const data = usePreloadedQuery<RegisterScreenQuery>(registerScreenQuery, queryRef);
  useDocumentTitle('Sign up');
  const { search } = useLocation();
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [values, setValues] = useState(EMPTY);
  const [signUp] = useSignUpMutation();
  const signedIn = useSignedIn('signUp');
  const invitationCode = data.referralCode?.valid ? data.referralCode.code : undefined;

  const submitCode = async (details: SignUpDetails, code: string) => {
    const { signUp: payload } = await signUp({ input: { ...details, code, invitationCode } });
    if (payload.viewer) {
      signedIn(payload.viewer);
      return [];
    }
    if (payload.userErrors.some((error) => error.code === EMAIL_EXISTS)) {
      setStep({ name: 'details', emailError: Messages.emailExists });
      return [];
    }
    return payload.userErrors;
  };

  return (
    <AppShell query={data}>
      <AuthCard
        eyebrow={step.name === 'details' ? 'Step 1 of 2' : 'Step 2 of 2'}
        title={step.name === 'details' ? 'Create your account' : 'Check your email'}
        subtitle={step.name === 'details' ? 'Rent and buy designer fashion. Sign-up is free.' : undefined}
        footer={
          <>
            Already have an account? <Link to={`/login${search}`}>Log in</Link>
          </>
        }
      >
        {data.referralCode && step.name === 'details' ? <ReferralOffer check={data.referralCode} /> : null}
        {step.name === 'details' ? (
          <RegisterDetailsForm
            initial={values}
            emailError={step.emailError}
            onCodeSent={(details, typed, resendAfterSeconds) => {
              setValues(typed);
              setStep({ name: 'code', details, resendAfterSeconds });
            }}
          />
        ) : (
          <EmailCodeForm
            email={step.details.email}
            purpose="SIGNUP"
            submitLabel="Create account"
            resendAfterSeconds={step.resendAfterSeconds}
            onSubmit={(code) => submitCode(step.details, code)}
            onBack={() => setStep({ name: 'details' })}
            backLabel="Change details"
          />
        )}
      </AuthCard>
    </AppShell>
  );
}
