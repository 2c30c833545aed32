import { useState } from 'react';
import { z } from 'zod';
import { email } from '@tote/contract/validation';
import type { EmailCodePurpose } from '../../../__generated__/useSendEmailCodeMutation.graphql.ts';
import { useSendEmailCodeMutation } from '../useSendEmailCodeMutation.ts';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { FormAlert, TextField, SubmitButton } from '../../../ui/FormField/FormField.tsx';

const schema = z.object({ email });
/** Unknown email: shown on the field. */
const EMAIL_UNKNOWN = '20008';

interface Props {
  purpose: EmailCodePurpose;
  initialEmail?: string;
  submitLabel?: string;
  onSent(email: string, resendAfterSeconds: number | null): void;
}

/** The first step of the reset and unlock flows: the account's email, then a code is mailed to it. */
export function SendCodeForm({ purpose, initialEmail = '', submitLabel = 'Send code', onSent }: Props) {
  const form = useZodForm<{ email: string }, typeof schema>(schema, { defaultValues: { email: initialEmail } });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const [sendCode] = useSendEmailCodeMutation();

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    try {
      const { sendEmailCode } = await sendCode({ input: { email: values.email, purpose } });
      if (sendEmailCode.userErrors.length === 0) {
        onSent(values.email, sendEmailCode.resendAfterSeconds ?? null);
        return;
      }
      setAlerts(
        splitUserErrors(
          sendEmailCode.userErrors,
          ['email'] as const,
          (field, message) => form.setError(field, { type: 'server', message }),
          (error) => (error.code === EMAIL_UNKNOWN ? 'email' : null),
        ),
      );
    } catch {
      // The network layer has shown the failure.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {alerts.map((alert) => (
        <FormAlert key={alert.code + alert.message}>{alert.message}</FormAlert>
      ))}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="form-actions">
        <SubmitButton className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
