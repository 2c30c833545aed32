import { useState } from 'react';
import { Link } from 'react-router';
import { loginForm } from '@tote/contract/validation';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { PasswordField, TextField, SubmitButton } from '../../../ui/FormField/FormField.tsx';
import { LoginErrors, onScreen } from './LoginErrors.tsx';
import { useLogInSubmit } from './useLogInSubmit.ts';
import { useSendLoginCode } from './useSendLoginCode.ts';

type Values = { email: string; password: string };

interface Props {
  initialEmail?: string;
  /** "Email me a code instead": the code was sent to this address. */
  onCodeSent(email: string, resendAfterSeconds: number | null): void;
}

/** Login details: email + password, or "Email me a code instead" (passwordless). */
export function LoginDetailsForm({ initialEmail = '', onCodeSent }: Props) {
  const form = useZodForm<Values, typeof loginForm>(loginForm, {
    defaultValues: { email: initialEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const [logIn] = useLogInSubmit();
  const [sendCode, sending] = useSendLoginCode();

  const show = (userErrors: readonly UserErrorLike[]) =>
    setAlerts(
      splitUserErrors(onScreen(userErrors), ['email', 'password'] as const, (field, message) =>
        form.setError(field, { type: 'server', message }),
      ),
    );

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    try {
      show(await logIn(values));
    } catch {
      // The network layer has shown the failure.
    }
  });

  const emailMeACode = async () => {
    setAlerts([]);
    form.clearErrors('password');
    if (!(await form.trigger('email'))) return;
    const email = form.getValues('email').trim();
    try {
      const result = await sendCode(email);
      if (result.sent) onCodeSent(email, result.resendAfterSeconds);
      else show(result.userErrors);
    } catch {
      // The network layer has shown the failure.
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <LoginErrors errors={alerts} email={form.getValues('email').trim()} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="auth-links">
        <Link
          to={`/reset-password${form.watch('email') ? `?email=${encodeURIComponent(form.watch('email').trim())}` : ''}`}
        >
          Forgot password?
        </Link>
        <button type="button" className="link-button" onClick={emailMeACode} disabled={sending}>
          Email me a code instead
        </button>
      </div>
      <div className="form-actions">
        <SubmitButton className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in…' : 'Log in'}
        </SubmitButton>
      </div>
    </form>
  );
}
