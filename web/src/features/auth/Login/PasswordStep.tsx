import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { password } from '@tote/contract/validation';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { PasswordField, SubmitButton } from '../../../ui/FormField/FormField.tsx';
import { LoginErrors, onScreen } from './LoginErrors.tsx';
import { useLogInSubmit } from './useLogInSubmit.ts';
import { useSendLoginCode } from './useSendLoginCode.ts';

const schema = z.object({ password });

interface Props {
  email: string;
  name: string;
  onCodeSent(email: string, resendAfterSeconds: number | null): void;
  onOtherAccount(): void;
}

/** Password confirm for an account chosen from the login history. */
export function PasswordStep({ email, name, onCodeSent, onOtherAccount }: Props) {
  const form = useZodForm<{ password: string }, typeof schema>(schema, { defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const [logIn] = useLogInSubmit();
  const [sendCode, sending] = useSendLoginCode();

  const show = (userErrors: readonly UserErrorLike[]) =>
    setAlerts(
      splitUserErrors(onScreen(userErrors), ['password'] as const, (field, message) =>
        form.setError(field, { type: 'server', message }),
      ),
    );

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    try {
      show(await logIn({ email, password: values.password }));
    } catch {
      // The network layer has shown the failure.
    }
  });

  const emailMeACode = async () => {
    setAlerts([]);
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
      <div className="login-account">
        <span className="login-account__avatar" aria-hidden="true">
          {(name || email).charAt(0).toUpperCase()}
        </span>
        <span className="login-account__text">
          {name ? <strong>{name}</strong> : null}
          <span>{email}</span>
        </span>
      </div>
      <LoginErrors errors={alerts} email={email} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="auth-links">
        <Link to={`/reset-password?email=${encodeURIComponent(email)}`}>Forgot password?</Link>
        <button type="button" className="link-button" onClick={emailMeACode} disabled={sending}>
          Email me a code instead
        </button>
      </div>
      <div className="form-actions">
        <SubmitButton className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in…' : 'Log in'}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onOtherAccount}>
          Use another account
        </button>
      </div>
    </form>
  );
}
