import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { addressFields, US_STATES } from '@tote/contract/address.ts';
import type { AddressStep_user$key } from '../../__generated__/AddressStep_user.graphql.ts';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/FormField/FormField.tsx';
import { useSaveShippingAddressMutation } from '../../mutations/useSaveShippingAddressMutation.ts';
import { splitUserErrors } from '../../relay/userErrors.ts';

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'streetAddress', 'details', 'city', 'state', 'zip', 'mobile'] as const;
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
      if (r.userErrors.length === 0) onSaved();
      else if (rest.length > 0) setFormError(rest.map((e) => e.message).join(' '));
    } catch {
      setFormError('Network Error. Please try again later.');
    }
  });

  return (
    <form className="subscribe-step" noValidate onSubmit={onSubmit}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="subscribe-form__row">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label="Street address" autoComplete="address-line1" error={errors.streetAddress?.message} {...register('streetAddress')} />
      <TextField label="Apartment, suite or floor (optional)" autoComplete="address-line2" error={errors.details?.message} {...register('details')} />
      <div className="subscribe-form__row">
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <SelectField label="State" autoComplete="address-level1" error={errors.state?.message} {...register('state')}>
          <option value="">Choose a state</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="subscribe-form__row">
        <TextField label="ZIP code" inputMode="numeric" autoComplete="postal-code" error={errors.zip?.message} {...register('zip')} />
        <TextField label="Mobile number" type="tel" autoComplete="tel-national" error={errors.mobile?.message} {...register('mobile')} />
      </div>
      <div className="subscribe-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Back
        </button>
        <SubmitButton disabled={saving}>{saving ? 'Saving…' : 'Save and continue'}</SubmitButton>
      </div>
    </form>
  );
}
