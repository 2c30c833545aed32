import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { UnlockScreenQuery } from '../../../__generated__/UnlockScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { AuthCard } from '../../../ui/AuthCard/AuthCard.tsx';
import { EmailCodeForm } from '../EmailCodeForm/EmailCodeForm.tsx';
import { SendCodeForm } from '../EmailCodeForm/SendCodeForm.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { useUnlockAccountMutation } from './useUnlockAccountMutation.ts';
import { useSignedIn } from '../useSignedIn.ts';

export const unlockScreenQuery = graphql`
  query UnlockScreenQuery {
    ...AppShell_query
  }
`;

type Step = { name: 'email' } | { name: 'code'; email: string; resendAfterSeconds: number | null };

/** /unlock: an account locked after too many wrong passwords: email → code → signed in. */
export function UnlockScreen() {
  const { queryRef } = useLoaderData() as ScreenData<UnlockScreenQuery>;
  const data = usePreloadedQuery<UnlockScreenQuery>(unlockScreenQuery, queryRef);
  useDocumentTitle('Unlock your account');
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [unlock] = useUnlockAccountMutation();
  const signedIn = useSignedIn();

  return (
    <AppShell query={data}>
      <AuthCard
        eyebrow={step.name === 'email' ? 'Step 1 of 2' : 'Step 2 of 2'}
        title={step.name === 'email' ? 'Unlock your account' : 'Check your email'}
        subtitle={
          step.name === 'email'
            ? 'For your safety we locked the account after too many wrong passwords. ' +
              'We will email you a code to unlock it.'
            : undefined
        }
        footer={
          <>
            Forgot your password? <Link to="/reset-password">Reset it</Link>
          </>
        }
      >
        {step.name === 'email' ? (
          <SendCodeForm
            purpose="UNLOCK"
            initialEmail={search.get('email') ?? ''}
            onSent={(email, resendAfterSeconds) => setStep({ name: 'code', email, resendAfterSeconds })}
          />
        ) : (
          <EmailCodeForm
            email={step.email}
            purpose="UNLOCK"
            submitLabel="Unlock and log in"
            resendAfterSeconds={step.resendAfterSeconds}
            onSubmit={async (code) => {
              const { unlockAccount } = await unlock({ input: { email: step.email, code } });
              if (unlockAccount.viewer) {
                signedIn(unlockAccount.viewer);
                return [];
              }
              return unlockAccount.userErrors;
            }}
            onBack={() => setStep({ name: 'email' })}
            backLabel="Use another email"
          />
        )}
      </AuthCard>
    </AppShell>
  );
}
