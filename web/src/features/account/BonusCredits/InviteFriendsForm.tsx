import { useState } from 'react';
import { z } from 'zod';
import { inviteEmails, inviteNote, splitEmails } from '@tote/contract/invites';
import { useInviteFriendsMutation } from './useInviteFriendsMutation.ts';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors } from '../../../platform/relay/userErrors.ts';
import { showToast } from '../../../platform/state/ui.ts';
import { formatCount } from '../../../platform/format/counts.ts';
import { FormAlert, SubmitButton, TextAreaField } from '../../../ui/FormField/FormField.tsx';
import './InviteFriendsForm.css';

/** The addresses as one field: its first refusal shows under it (not under an address of its own). */
const emails = z
  .string()
  .superRefine((text, ctx) => {
    const checked = inviteEmails.safeParse(splitEmails(text));
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
  })
  .transform(splitEmails);

const schema = z.object({
  emails,
  note: inviteNote,
});
type Values = { emails: string; note: string };

/** Her referral link mailed to friends she names (inviteFriends), with a note of hers. */
export function InviteFriendsForm() {
  const form = useZodForm<Values, typeof schema>(schema, { defaultValues: { emails: '', note: '' } });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly { code: string; message: string }[]>([]);
  const [invite] = useInviteFriendsMutation();

  const submit = form.handleSubmit(async ({ emails, note }) => {
    setAlerts([]);
    try {
      const { inviteFriends: payload } = await invite({ input: { emails, ...(note ? { note } : {}) } });
      if (payload.sent != null) {
        const friends = payload.sent === 1 ? 'friend' : 'friends';
        showToast(`Invites sent to ${formatCount(payload.sent)} ${friends}.`, 'success');
        form.reset();
        return;
      }
      setAlerts(
        splitUserErrors(payload.userErrors, ['emails', 'note'] as const, (field, message) =>
          form.setError(field, { type: 'server', message }),
        ),
      );
    } catch {
      // The network layer has shown the failure.
    }
  });

  return (
    <form className="invite-form" onSubmit={submit} noValidate aria-labelledby="invite-title">
      <h3 id="invite-title" className="account-card__title">
        Invite friends by email
      </h3>
      {alerts.map((alert) => (
        <FormAlert key={alert.code + alert.message}>{alert.message}</FormAlert>
      ))}
      <TextAreaField
        label="Friends' email addresses"
        hint="Separate them with commas or new lines; up to 10 at a time."
        rows={2}
        error={errors.emails?.message}
        {...form.register('emails')}
      />
      <TextAreaField label="A note (optional)" rows={2} error={errors.note?.message} {...form.register('note')} />
      <SubmitButton className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send invites'}
      </SubmitButton>
    </form>
  );
}
