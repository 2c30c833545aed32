import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import { name } from '@tote/contract/validation';
import { NICKNAME_MAX, nicknameProblem, normalizeNickname } from '@tote/contract/nickname';
import type { ProfileForm_user$key } from '../../../__generated__/ProfileForm_user.graphql.ts';
import type { BodyShape } from '../../../__generated__/useUpdateProfileMutation.graphql.ts';
import { useUpdateProfileMutation } from './useUpdateProfileMutation.ts';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { FormAlert, SelectField, TextField, SubmitButton } from '../../../ui/FormField/FormField.tsx';
import { showToast } from '../../../platform/state/ui.ts';
import { BIRTH_YEARS, BODY_SHAPES, MONTHS } from './referenceLists.ts';
import { SizeChoices } from './SizeChoices.tsx';
import '../../../ui/FormField/Choices.css';

/** Blank clears it; else the rules the api checks (20018 adds one only it knows: another member's). */
const nickname = z.string().superRefine((value, ctx) => {
  const problem = value.trim() === '' ? null : nicknameProblem(normalizeNickname(value));
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const schema = z.object({
  name,
  nickname,
  birthYear: z.string(),
  birthMonth: z.string(),
  bodyShape: z.string(),
  clothingSizes: z.array(z.string()),
  shoeSizes: z.array(z.string()),
});
type Values = {
  name: string;
  nickname: string;
  birthYear: string;
  birthMonth: string;
  bodyShape: string;
  clothingSizes: string[];
  shoeSizes: string[];
};

const asArray = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

/**
 * Name, nickname (shown on reviews), birth year and month, body shape, clothing and shoe sizes (from the shop's
 * reference lists).
 */
export function ProfileForm({ user }: { user: ProfileForm_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        name
        profile {
          nickname
          birthYear
          birthMonth
          bodyShape
          clothingSizes
          shoeSizes
        }
      }
    `,
    user,
  );
  const form = useZodForm<Values, typeof schema>(schema, {
    defaultValues: {
      name: data.name,
      nickname: data.profile?.nickname ?? '',
      birthYear: data.profile?.birthYear ? String(data.profile.birthYear) : '',
      birthMonth: data.profile?.birthMonth ? String(data.profile.birthMonth) : '',
      bodyShape: data.profile?.bodyShape ?? '',
      clothingSizes: [...(data.profile?.clothingSizes ?? [])],
      shoeSizes: [...(data.profile?.shoeSizes ?? [])],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);
  const [updateProfile] = useUpdateProfileMutation();

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    try {
      const { updateProfile: payload } = await updateProfile({
        input: {
          name: values.name,
          nickname: normalizeNickname(values.nickname) || null,
          birthYear: values.birthYear ? Number(values.birthYear) : null,
          birthMonth: values.birthMonth ? Number(values.birthMonth) : null,
          bodyShape: (values.bodyShape || null) as BodyShape | null,
          clothingSizes: asArray(values.clothingSizes),
          shoeSizes: asArray(values.shoeSizes),
        },
      });
      if (payload.userErrors.length === 0) {
        showToast('Your profile is saved.', 'success');
        form.reset(form.getValues());
        return;
      }
      setAlerts(
        splitUserErrors(
          payload.userErrors,
          ['name', 'nickname', 'birthYear', 'birthMonth', 'bodyShape', 'clothingSizes', 'shoeSizes'] as const,
          (field, message) => form.setError(field, { type: 'server', message }),
        ),
      );
    } catch {
      // The network layer has shown the failure.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="profile-form">
      {alerts.map((alert) => (
        <FormAlert key={alert.code + alert.message}>{alert.message}</FormAlert>
      ))}
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Nickname"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX + 10}
        hint="Shown on your reviews instead of your first name and initial. Leave it empty to show those."
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
      <div className="profile-form__row">
        <SelectField label="Birth year" {...form.register('birthYear')}>
          <option value="">Not set</option>
          {BIRTH_YEARS.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </SelectField>
        <SelectField label="Birth month" {...form.register('birthMonth')}>
          <option value="">Not set</option>
          {MONTHS.map((month, index) => (
            <option key={month} value={String(index + 1)}>
              {month}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="choice-group">
        <legend className="field__label">Body shape</legend>
        <div className="choice-group__options">
          {BODY_SHAPES.map((shape) => (
            <label key={shape.value} className="choice">
              <input type="radio" value={shape.value} {...form.register('bodyShape')} />
              <span>{shape.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <SizeChoices inputProps={(group, value) => ({ value, ...form.register(group) })} />

      <div className="profile-form__actions">
        <SubmitButton className="button" disabled={isSubmitting || !form.formState.isDirty}>
          {isSubmitting ? 'Saving…' : 'Save profile'}
        </SubmitButton>
      </div>
    </form>
  );
}
