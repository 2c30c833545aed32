import { useState } from 'react';
import { useZodForm } from '../../platform/hooks/useZodForm.ts';
import { FormAlert, SubmitButton, TextField } from '../../ui/FormField/FormField.tsx';
import { splitUserErrors } from '../../platform/relay/userErrors.ts';
import { track as trackAnalytics } from '../../platform/analytics/analytics.ts';
import { useSavePaymentMethodMutation } from './useSavePaymentMethodMutation.ts';
import { BillingAddressFields } from './AddressFields.tsx';
import { cardForm } from './cardForm.ts';
import { createEmulatorPaymentMethod } from './emulator.ts';

const FIELDS = [
  'number',
  'expiry',
  'cvc',
  'firstName',
  'lastName',
  'streetAddress',
  'details',
  'city',
  'state',
  'zip',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { sameAsShipping: boolean };

interface FormProps {
  basePath: string;
  testCards: ReadonlyArray<{ number: string; description: string }>;
  onBack: () => void;
  onSaved: () => void;
}

/**
 * A new card with the local payment emulator: the card form, the card sent to the emulator for a
 * pm_… id, and that id saved (savePaymentMethod). Lists the emulator's test cards.
 */
export function EmulatorCardForm({ basePath, testCards, onBack, onSaved }: FormProps) {
  const { register, handleSubmit, setError, watch, formState } = useZodForm<Values, typeof cardForm>(cardForm, {
    defaultValues: {
      number: '',
      expiry: '',
      cvc: '',
      sameAsShipping: true,
      firstName: '',
      lastName: '',
      streetAddress: '',
      details: '',
      city: '',
      state: '',
      zip: '',
    },
  });
  const [save] = useSavePaymentMethodMutation();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const errors = formState.errors;
  const sameAsShipping = watch('sameAsShipping');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setBusy(true);
    try {
      const pm = await createEmulatorPaymentMethod(basePath, values);
      if (!pm.ok) {
        setFormError(pm.message);
        return;
      }
      const { savePaymentMethod: r } = await save({
        input: {
          paymentMethodId: pm.id,
          sameAsShipping: values.sameAsShipping,
          ...(values.billingAddress ? { billingAddress: values.billingAddress } : {}),
        },
      });
      const rest = splitUserErrors(
        r.userErrors,
        FIELDS,
        (field, message) => setError(field, { message }),
        (e) => (e.field?.[1] === 'billingAddress' ? ((e.field[2] as Field | undefined) ?? null) : null),
      );
      if (r.userErrors.length === 0) {
        trackAnalytics('addPaymentInfo');
        onSaved();
      } else if (rest.length > 0) setFormError(rest.map((e) => e.message).join(' '));
    } catch {
      setFormError('Network Error. Please try again later.');
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className="subscribe-step" noValidate onSubmit={onSubmit}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.number?.message}
        {...register('number')}
      />
      <div className="subscribe-form__row">
        <TextField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={errors.expiry?.message}
          {...register('expiry')}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          error={errors.cvc?.message}
          {...register('cvc')}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" {...register('sameAsShipping')} /> Billing address same as shipping
      </label>
      {sameAsShipping ? null : <BillingAddressFields register={register} errors={errors} />}
      {testCards.length > 0 ? (
        <details className="subscribe-card__note">
          <summary>Test cards (payment emulator)</summary>
          <ul>
            {testCards.map((card) => (
              <li key={card.number}>
                {card.number}: {card.description}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="subscribe-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Back
        </button>
        <SubmitButton disabled={busy}>{busy ? 'Saving…' : 'Save card and continue'}</SubmitButton>
      </div>
    </form>
  );
}
