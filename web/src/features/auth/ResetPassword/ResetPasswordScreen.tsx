import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ResetPasswordScreenQuery } from '../../../__generated__/ResetPasswordScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { AuthCard } from '../../../ui/AuthCard/AuthCard.tsx';
import { EmailCodeForm } from '../EmailCodeForm/EmailCodeForm.tsx';
import { SendCodeForm } from '../EmailCodeForm/SendCodeForm.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { useValidateEmailCodeMutation } from './useValidateEmailCodeMutation.ts';
import { useResetPasswordMutation } from './useResetPasswordMutation.ts';
import { useSignedIn } from '../useSignedIn.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

export const resetPasswordScreenQuery = graphql`
  query ResetPasswordScreenQuery {
    ...AppShell_query
  }
`;

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; resendAfterSeconds: number | null }
  | { name: 'password'; email: string; code: string };

/** /reset-password: email → code → new password → signed in. */
export function ResetPasswordScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ResetPasswordScreenQuery>;
  const data = usePreloadedQuery<ResetPasswordScreenQuery>(resetPasswordScreenQuery, queryRef);
  useDocumentTitle('Reset password');
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [validate] = useValidateEmailCodeMutation();
  const [reset] = useResetPasswordMutation();
  const signedIn = useSignedIn();

  return (
    <AppShell query={data}>
      <AuthCard
        eyebrow={`Step ${step.name === 'email' ? 1 : step.name === 'code' ? 2 : 3} of 3`}
        title={
          step.name === 'code'
            ? 'Check your email'
            : step.name === 'password'
              ? 'Choose a new password'
              : 'Reset your password'
        }
        subtitle={step.name === 'email' ? 'Enter the email of your account and we will send you a code.' : undefined}
        footer={
          <>
            Remembered it? <Link to="/login">Log in</Link>
          </>
        }
      >
        {step.name === 'email' ? (
          <SendCodeForm
            purpose="RESET"
            initialEmail={search.get('email') ?? ''}
            onSent={(email, resendAfterSeconds) => setStep({ name: 'code', email, resendAfterSeconds })}
          />
        ) : null}
        {step.name === 'code' ? (
          <EmailCodeForm
            email={step.email}
            purpose="RESET"
            submitLabel="Continue"
            resendAfterSeconds={step.resendAfterSeconds}
            onSubmit={async (code) => {
              const { validateEmailCode } = await validate({ input: { email: step.email, purpose: 'RESET', code } });
              if (validateEmailCode.valid) setStep({ name: 'password', email: step.email, code });
              return validateEmailCode.userErrors;
            }}
            onBack={() => setStep({ name: 'email' })}
            backLabel="Use another email"
          />
        ) : null}
        {step.name === 'password' ? (
          <NewPasswordForm
            onSubmit={async (password) => {
              const { resetPassword } = await reset({ input: { email: step.email, code: step.code, password } });
              if (resetPassword.viewer) {
                signedIn(resetPassword.viewer);
                return [];
              }
              return resetPassword.userErrors;
            }}
          />
        ) : null}
      </AuthCard>
    </AppShell>
  );
}
