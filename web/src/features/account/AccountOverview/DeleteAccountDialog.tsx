import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { password } from '@tote/contract/validation';
import { useDeleteAccountMutation } from './useDeleteAccountMutation.ts';
import { useDialog } from '../../../ui/useDialog.ts';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { FormAlert, PasswordField, SubmitButton } from '../../../ui/FormField/FormField.tsx';
import { markSignedOut } from '../../../platform/session/session.ts';
import { showToast } from '../../../platform/state/ui.ts';

const schema = z.object({ password });
/** A wrong password confirms nothing: shown on the field. */
const WRONG_PASSWORD = '20011';

/** "Delete account": a modal that asks for the password before the account goes for good. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const form = useZodForm<{ password: string }, typeof schema>(schema, { defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const [deleteAccount] = useDeleteAccountMutation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();

  const { titleId, dialogProps } = useDialog({
    open,
    dismiss: onClose,
    // Closed: the next time it opens, it starts empty.
    onClosed: () => {
      form.reset();
      setAlerts([]);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    try {
      const { deleteAccount: payload } = await deleteAccount({ input: { password: values.password } });
      if (payload.deleted) {
        markSignedOut(environment);
        showToast('Your account has been deleted.', 'success');
        await navigate('/', { replace: true });
        return;
      }
      setAlerts(
        splitUserErrors(
          payload.userErrors,
          ['password'] as const,
          (field, message) => form.setError(field, { type: 'server', message }),
          (error) => (error.code === WRONG_PASSWORD ? 'password' : null),
        ),
      );
    } catch {
      // The network layer has shown the failure.
    }
  });

  return (
    <dialog className="confirm-dialog" {...dialogProps}>
      <form onSubmit={submit} noValidate className="confirm-dialog__panel">
        <h2 id={titleId} className="confirm-dialog__title">
          Delete your account?
        </h2>
        <p className="confirm-dialog__text">
          This deletes your account, your bonus credits and your saved details for good. It cannot be undone. Enter your
          password to confirm.
        </p>
        {alerts.map((alert) => (
          <FormAlert key={alert.code + alert.message}>{alert.message}</FormAlert>
        ))}
        {open ? (
          <PasswordField
            label="Password"
            autoComplete="current-password"
            autoFocus
            error={errors.password?.message}
            {...form.register('password')}
          />
        ) : null}
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Keep my account
          </button>
          <SubmitButton className="button button--danger" disabled={isSubmitting}>
            Delete my account
          </SubmitButton>
        </div>
      </form>
    </dialog>
  );
}
