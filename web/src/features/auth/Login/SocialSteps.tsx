import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { name, newPassword, password } from '@tote/contract/validation';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { PasswordField, TextField, SubmitButton } from '../../../ui/FormField/FormField.tsx';
import { useConfirmSocialLoginMutation } from './useConfirmSocialLoginMutation.ts';
import { useCompleteSocialSignUpMutation } from './useCompleteSocialSignUpMutation.ts';
import { useSignedIn } from '../useSignedIn.ts';
import { LoginErrors, onScreen } from './LoginErrors.tsx';

export interface SocialTicket {
  ticket: string;
  email: string;
  name: string;
  channel: string;
}

export function channelName(channel: string): string {
  const lower = channel.toLowerCase();
  return lower ? lower.charAt(0).toUpperCase() + lower.slice(1) : 'your social account';
}

const confirmSchema = z.object({ password });

/** step=confirm: the provider's email has a Tote account; its password links the two. */
export function SocialConfirmStep({ ticket }: { ticket: SocialTicket }) {
  const form = useZodForm<{ password: string }, typeof confirmSchema>(confirmSchema, {
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const [confirm] = useConfirmSocialLoginMutation();
  const signedIn = useSignedIn();

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    try {
      const { confirmSocialLogin: payload } = await confirm({
        input: { ticket: ticket.ticket, password: values.password },
      });
      if (payload.viewer) signedIn(payload.viewer);
      else
        setAlerts(
          splitUserErrors(onScreen(payload.userErrors), ['password'] as const, (field, message) =>
            form.setError(field, { type: 'server', message }),
          ),
        );
    } catch {
      // The network layer has shown the failure.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <p className="login-lead">
        An account with <strong>{ticket.email}</strong> already exists. Enter its password to sign in with{' '}
        {channelName(ticket.channel)} from now on.
      </p>
      <LoginErrors errors={alerts} email={ticket.email} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="auth-links">
        <Link to={`/reset-password?email=${encodeURIComponent(ticket.email)}`}>Forgot password?</Link>
        <Link to="/login-entrance">Use another way</Link>
      </div>
      <div className="form-actions">
        <SubmitButton className="button" disabled={isSubmitting}>
          Link and log in
        </SubmitButton>
      </div>
    </form>
  );
}

const setPasswordSchema = z.object({ name, password: newPassword });

/** step=set-password: a new shopper from a social sign-in chooses a password of their own. */
export function SocialSetPasswordStep({ ticket }: { ticket: SocialTicket }) {
  const form = useZodForm<{ name: string; password: string }, typeof setPasswordSchema>(setPasswordSchema, {
    defaultValues: { name: ticket.name, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const [complete] = useCompleteSocialSignUpMutation();
  const signedIn = useSignedIn('signUp');

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    try {
      const { completeSocialSignUp: payload } = await complete({ input: { ticket: ticket.ticket, ...values } });
      if (payload.viewer) signedIn(payload.viewer);
      else
        setAlerts(
          splitUserErrors(onScreen(payload.userErrors), ['name', 'password'] as const, (field, message) =>
            form.setError(field, { type: 'server', message }),
          ),
        );
    } catch {
      // The network layer has shown the failure.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <p className="login-lead">
        Welcome to Tote. Choose a password for <strong>{ticket.email}</strong>, so you can also log in with your email.
      </p>
      <LoginErrors errors={alerts} email={ticket.email} />
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="form-actions">
        <SubmitButton className="button" disabled={isSubmitting}>
          Create account
        </SubmitButton>
      </div>
    </form>
  );
}
