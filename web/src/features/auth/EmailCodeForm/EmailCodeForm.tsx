import { useState } from 'react';
import { z } from 'zod';
import { verificationCode } from '@tote/contract/validation';
import type { EmailCodePurpose } from '../../../__generated__/useSendEmailCodeMutation.graphql.ts';
import { useSendEmailCodeMutation } from '../useSendEmailCodeMutation.ts';
import { useCountdown } from '../../../platform/hooks/useCountdown.ts';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { FormAlert, TextField, SubmitButton } from '../../../ui/FormField/FormField.tsx';
import './EmailCodeForm.css';

const schema = z.object({ code: verificationCode });
/** A wrong, expired or used-up code. */
const CODE_INVALID = '20020';

interface Props {
  email: string;
  purpose: EmailCodePurpose;
  submitLabel: string;
  /** Seconds before "Resend code" works (from the send that brought the shopper here). */
  resendAfterSeconds?: number | null;
  /** Uses the code; answers the userErrors to show (none on success). */
  onSubmit(code: string): Promise<readonly UserErrorLike[]>;
  onBack?: () => void;
  backLabel?: string;
}

/** "We sent a code to …": the 6-digit code, with a resend that counts down (1 s ticks). */
export function EmailCodeForm({
  email,
  purpose,
  submitLabel,
  resendAfterSeconds,
  onSubmit,
  onBack,
  backLabel = 'Back',
}: Props) {
  const form = useZodForm<{ code: string }, typeof schema>(schema, { defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [secondsLeft, startCountdown] = useCountdown(resendAfterSeconds ?? 30);
  const [sendCode, sending] = useSendEmailCodeMutation();

  const submit = form.handleSubmit(async ({ code }) => {
    setAlerts([]);
    setNotice(null);
    try {
      const userErrors = await onSubmit(code);
      setAlerts(
        splitUserErrors(
          userErrors,
          ['code'] as const,
          (field, message) => form.setError(field, { type: 'server', message }),
          (error) => (error.code === CODE_INVALID ? 'code' : null),
        ),
      );
    } catch {
      // The network layer has shown the failure.
    }
  });

  const resend = async () => {
    setAlerts([]);
    setNotice(null);
    try {
      const { sendEmailCode } = await sendCode({ input: { email, purpose } });
      if (sendEmailCode.userErrors.length > 0) {
        setAlerts(sendEmailCode.userErrors);
        return;
      }
      startCountdown(sendEmailCode.resendAfterSeconds ?? 30);
      setNotice(`We sent a new code to ${email}.`);
      form.resetField('code');
    } catch {
      // The network layer has shown the failure.
    }
  };

  return (
    <form className="email-code-form" onSubmit={submit} noValidate>
      <p className="email-code-form__lead">
        We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
      </p>
      {alerts.map((alert) => (
        <FormAlert key={alert.code + alert.message}>{alert.message}</FormAlert>
      ))}
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus
        error={errors.code?.message}
        className="email-code-form__input"
        {...form.register('code')}
      />
      <div className="form-actions">
        <SubmitButton className="button" disabled={isSubmitting}>
          {submitLabel}
        </SubmitButton>
      </div>
      <div className="auth-links">
        {onBack ? (
          <button type="button" className="link-button" onClick={onBack}>
            {backLabel}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className="link-button" onClick={resend} disabled={secondsLeft > 0 || sending}>
          {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code'}
        </button>
      </div>
    </form>
  );
}
