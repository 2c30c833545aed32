import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { addressFields } from '@tote/contract/address';
import type { AddressStep_user$key } from '../../../__generated__/AddressStep_user.graphql.ts';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { FormAlert, SubmitButton, TextField } from '../../../ui/FormField/FormField.tsx';
import { useSaveShippingAddressMutation } from '../useSaveShippingAddressMutation.ts';
import { splitUserErrors } from '../../../platform/relay/userErrors.ts';
import { track as trackAnalytics } from '../../../platform/analytics/analytics.ts';
import { AddressFields } from '../AddressFields.tsx';

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'streetAddress',
  'details',
  'city',
  'state',
  'zip',
  'mobile',
] as const;
type Field = (typeof ADDRESS_FIELDS)[number];
type Values = Record<Field, string>;

interface Props {
  user: AddressStep_user$key;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 2: the shipping address (/address/query addressType 1, /address/edit) with the shared rules and messages. */
export function AddressStep({ user: key, onBack, onSaved }: Props) {
  const user = useFragment(
    graphql`
      fragment AddressStep_user on User {
        shippingAddress {
          firstName
          lastName
          streetAddress
          details
          city
          state
          zip
          mobileDisplay
        }
      }
    `,
    key,
  );
  const saved = user.shippingAddress;
  const { register, handleSubmit, setError, formState } = useZodForm<Values, typeof addressFields>(addressFields, {
    defaultValues: {
      firstName: saved?.firstName ?? '',
      lastName: saved?.lastName ?? '',
      streetAddress: saved?.streetAddress ?? '',
      details: saved?.details ?? '',
      city: saved?.city ?? '',
      state: saved?.state ?? '',
      zip: saved?.zip ?? '',
      mobile: saved?.mobileDisplay ?? '',
    },
  });
  const [save, saving] = useSaveShippingAddressMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { saveShippingAddress: r } = await save({ input: values });
      const rest = splitUserErrors(r.userErrors, ADDRESS_FIELDS, (field, message) => setError(field, { message }));
      if (r.userErrors.length === 0) {
        trackAnalytics('addShippingAddress');
        onSaved();
      } else if (rest.length > 0) setFormError(rest.map((e) => e.message).join(' '));
    } catch {
      setFormError('Network Error. Please try again later.');
    }
  });

  return (
    <form className="subscribe-step" noValidate onSubmit={onSubmit}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <AddressFields
        register={register}
        errors={errors}
        besideZip={
          <TextField
            label="Mobile number"
            type="tel"
            autoComplete="tel-national"
            error={errors.mobile?.message}
            {...register('mobile')}
          />
        }
      />
      <div className="subscribe-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Back
        </button>
        <SubmitButton disabled={saving}>{saving ? 'Saving…' : 'Save and continue'}</SubmitButton>
      </div>
    </form>
  );
}
