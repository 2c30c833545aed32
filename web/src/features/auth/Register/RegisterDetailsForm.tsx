import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { email, formatMobile, Messages, mobile, name, newPassword, normalizeMobile } from '@tote/contract/validation';
import { useSendEmailCodeMutation } from '../useSendEmailCodeMutation.ts';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { FormAlert, PasswordField, TextField, SubmitButton } from '../../../ui/FormField/FormField.tsx';

export const detailsSchema = z.object({ name, email, mobile, password: newPassword });
export type SignUpDetails = z.output<typeof detailsSchema>;
type Values = { name: string; email: string; mobile: string; password: string };

/** The email is taken (20001): shown on the email field with the way to log in. */
export const EMAIL_EXISTS = '20001';

interface Props {
  initial: Values;
  /** An error to show on the email field at once (20001 from the last step). */
  emailError?: string | null;
  onCodeSent(details: SignUpDetails, values: Values, resendAfterSeconds: number | null): void;
}

/** Name, Email, Mobile Number, Password → "Send code" (a code of purpose SIGNUP to the email). */
export function RegisterDetailsForm({ initial, emailError, onCodeSent }: Props) {
  const form = useZodForm<Values, typeof detailsSchema>(detailsSchema, { defaultValues: initial });
  useEffect(() => {
    if (emailError) form.setError('email', { type: EMAIL_EXISTS, message: emailError }, { shouldFocus: true });
  }, [emailError, form]);
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const [sendCode] = useSendEmailCodeMutation();

  const submit = form.handleSubmit(async (details) => {
    setAlerts([]);
    try {
      const { sendEmailCode } = await sendCode({ input: { email: details.email, purpose: 'SIGNUP' } });
      if (sendEmailCode.userErrors.length === 0) {
        onCodeSent(details, form.getValues(), sendEmailCode.resendAfterSeconds ?? null);
        return;
      }
      setAlerts(
        splitUserErrors(
          sendEmailCode.userErrors,
          ['name', 'email', 'mobile', 'password'] as const,
          (field, message) => form.setError(field, { type: 'server', message }),
          (error) => (error.code === EMAIL_EXISTS ? 'email' : null),
        ),
      );
      if (sendEmailCode.userErrors.some((error) => error.code === EMAIL_EXISTS)) {
        form.setError('email', { type: EMAIL_EXISTS, message: Messages.emailExists }, { shouldFocus: true });
      }
    } catch {
      // The network layer has shown the failure.
    }
  });

  const emailMessage = errors.email?.message;
  const loginLink = `/login?email=${encodeURIComponent(form.getValues('email').trim())}`;

  return (
    <form onSubmit={submit} noValidate>
      {alerts.map((alert) => (
        <FormAlert key={alert.code + alert.message}>{alert.message}</FormAlert>
      ))}
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={
          emailMessage && errors.email?.type === EMAIL_EXISTS ? (
            <>
              <span>{emailMessage}</span>
              <Link to={loginLink}>Log in</Link>
            </>
          ) : (
            emailMessage
          )
        }
        {...form.register('email')}
      />
      <TextField
        label="Mobile Number"
        type="tel"
        autoComplete="tel-national"
        placeholder="(555) 123-4567"
        error={errors.mobile?.message}
        {...form.register('mobile', {
          // Display form once it is a valid US number: (xxx) xxx-xxxx.
          onBlur: (event: { target: { value: string } }) => {
            const digits = normalizeMobile(event.target.value);
            if (digits) form.setValue('mobile', formatMobile(digits));
          },
        })}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="form-actions">
        <SubmitButton className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send code'}
        </SubmitButton>
      </div>
    </form>
  );
}
