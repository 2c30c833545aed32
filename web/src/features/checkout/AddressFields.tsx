import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { US_STATES } from '@tote/contract/address';
import { SelectField, TextField } from '../../ui/FormField/FormField.tsx';

export const BILLING_FIELDS = ['firstName', 'lastName', 'streetAddress', 'details', 'city', 'state', 'zip'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

interface FieldsProps {
  /** react-hook-form's `register` of a form holding the address fields. */
  register: (name: BillingField) => UseFormRegisterReturn;
  errors: Partial<Record<BillingField, { message?: string } | undefined>>;
}

/**
 * The fields of an address (an address without its mobile number), for the shipping
 * address step and a card's billing address. `section` is the autocomplete section ('billing');
 * `besideZip` goes next to the ZIP code (the shipping address's mobile number).
 */
export function AddressFields({
  register,
  errors,
  section,
  besideZip,
}: FieldsProps & { section?: 'billing'; besideZip?: ReactNode }) {
  const auto = (token: string) => (section ? `${section} ${token}` : token);
  const zip = (
    <TextField
      label="ZIP code"
      inputMode="numeric"
      autoComplete={auto('postal-code')}
      error={errors.zip?.message}
      {...register('zip')}
    />
  );
  return (
    <>
      <div className="subscribe-form__row">
        <TextField
          label="First name"
          autoComplete={auto('given-name')}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete={auto('family-name')}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Street address"
        autoComplete={auto('address-line1')}
        error={errors.streetAddress?.message}
        {...register('streetAddress')}
      />
      <TextField
        label="Apartment, suite or floor (optional)"
        autoComplete={auto('address-line2')}
        error={errors.details?.message}
        {...register('details')}
      />
      <div className="subscribe-form__row">
        <TextField
          label="City"
          autoComplete={auto('address-level2')}
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label="State"
          autoComplete={auto('address-level1')}
          error={errors.state?.message}
          {...register('state')}
        >
          <option value="">Choose a state</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </SelectField>
      </div>
      {besideZip ? (
        <div className="subscribe-form__row">
          {zip}
          {besideZip}
        </div>
      ) : (
        zip
      )}
    </>
  );
}

/** The billing address of a card, when it is not the shipping address. */
export function BillingAddressFields(props: FieldsProps) {
  return (
    <fieldset className="subscribe-form__billing">
      <legend>Billing address</legend>
      <AddressFields {...props} section="billing" />
    </fieldset>
  );
}
