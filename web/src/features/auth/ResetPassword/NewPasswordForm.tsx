import { useState } from 'react';
import { z } from 'zod';
import { newPassword } from '@tote/contract/validation';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { FormAlert, PasswordField, SubmitButton } from '../../../ui/FormField/FormField.tsx';

const schema = z.object({ password: newPassword });

/** The new password; answers the userErrors to show (none on success). */
export function NewPasswordForm({ onSubmit }: { onSubmit(password: string): Promise<readonly UserErrorLike[]> }) {
  const form = useZodForm<{ password: string }, typeof schema>(schema, { defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    try {
      const userErrors = await onSubmit(values.password);
      setAlerts(
        splitUserErrors(userErrors, ['password'] as const, (field, message) =>
          form.setError(field, { type: 'server', message }),
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
      <PasswordField
        label="New password"
        autoComplete="new-password"
        autoFocus
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="form-actions">
        <SubmitButton className="button" disabled={isSubmitting}>
          Save password and log in
        </SubmitButton>
      </div>
    </form>
  );
}
