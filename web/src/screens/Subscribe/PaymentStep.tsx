import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentStep_user$key } from '../../__generated__/PaymentStep_user.graphql.ts';
import type { PaymentStep_config$key } from '../../__generated__/PaymentStep_config.graphql.ts';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { FormAlert, SubmitButton, TextField } from '../../components/FormField/FormField.tsx';
import { useSavePaymentMethodMutation } from '../../mutations/useSavePaymentMethodMutation.ts';
import { splitUserErrors } from '../../relay/userErrors.ts';
import { track as trackAnalytics } from '../../analytics/analytics.ts';
import { BillingAddressFields } from './AddressFields.tsx';
import { cardForm } from './cardForm.ts';
import { createEmulatorPaymentMethod } from './emulator.ts';
import { StripeCardForm } from './StripeCardForm.tsx';

const FIELDS = ['number', 'expiry', 'cvc', 'firstName', 'lastName', 'streetAddress', 'details', 'city', 'state', 'zip'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { sameAsShipping: boolean };

interface Props {
  user: PaymentStep_user$key;
  config: PaymentStep_config$key;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 3: payment info (/payment/query|edit): the saved card, or a new one through the provider. */
export function PaymentStep({ user: userKey, config: configKey, onBack, onSaved }: Props) {
  const user = useFragment(
    graphql`
      fragment PaymentStep_user on User {
        paymentMethod {
          maskedNumber
          brand
          expMonth
          expYear
          sameAsShipping
        }
      }
    `,
    userKey,
  );
  const config = useFragment(
    graphql`
      fragment PaymentStep_config on PaymentConfig {
        provider
        publishableKey
        emulatorBasePath
        testCards {
          number
          description
        }
      }
    `,
    configKey,
  );
  const saved = user.paymentMethod;
  const [editing, setEditing] = useState(saved == null);

  if (saved && !editing) {
    return (
      <div className="subscribe-step">
        <div className="subscribe-card">
          <p className="subscribe-card__title">Saved card</p>
          <p>
            {brandName(saved.brand)} {saved.maskedNumber} · expires {String(saved.expMonth).padStart(2, '0')}/{String(saved.expYear).slice(-2)}
          </p>
          <p className="subscribe-card__note">{saved.sameAsShipping ? 'Billing address: same as shipping' : 'Billing address on file'}</p>
        </div>
        <div className="subscribe-step__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            Back
          </button>
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
            Use a different card
          </button>
          <button type="button" className="button" onClick={onSaved}>
            Continue
          </button>
        </div>
      </div>
    );
  }

  if (config.provider === 'STRIPE' && config.publishableKey) {
    return <StripeCardForm publishableKey={config.publishableKey} onBack={saved ? () => setEditing(false) : onBack} onSaved={onSaved} />;
  }

  if (config.provider !== 'EMULATOR' || !config.emulatorBasePath) {
    return (
      <div className="subscribe-step">
        <FormAlert tone="info">Card payments are not available right now.</FormAlert>
        <div className="subscribe-step__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            Back
          </button>
        </div>
      </div>
    );
  }

  return (
    <EmulatorCardForm
      basePath={config.emulatorBasePath}
      testCards={config.testCards}
      onBack={saved ? () => setEditing(false) : onBack}
      onSaved={onSaved}
    />
  );
}

function brandName(brand: string): string {
  return brand === 'UNKNOWN' ? 'Card' : brand === 'AMEX' ? 'Amex' : brand.charAt(0) + brand.slice(1).toLowerCase();
}

interface FormProps {
  basePath: string;
  testCards: ReadonlyArray<{ number: string; description: string }>;
  onBack: () => void;
  onSaved: () => void;
}

function EmulatorCardForm({ basePath, testCards, onBack, onSaved }: FormProps) {
  const { register, handleSubmit, setError, watch, formState } = useZodForm<Values, typeof cardForm>(cardForm, {
    defaultValues: { number: '', expiry: '', cvc: '', sameAsShipping: true, firstName: '', lastName: '', streetAddress: '', details: '', city: '', state: '', zip: '' },
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
        input: { paymentMethodId: pm.id, sameAsShipping: values.sameAsShipping, ...(values.billingAddress ? { billingAddress: values.billingAddress } : {}) },
      });
      const rest = splitUserErrors(r.userErrors, FIELDS, (field, message) => setError(field, { message }), (e) => (e.field?.[1] === 'billingAddress' ? (e.field[2] as Field | undefined) ?? null : null));
      if (r.userErrors.length === 0) {
        trackAnalytics('addPaymentInfo');
        onSaved();
      }
      else if (rest.length > 0) setFormError(rest.map((e) => e.message).join(' '));
    } catch {
      setFormError('Network Error. Please try again later.');
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className="subscribe-step" noValidate onSubmit={onSubmit}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" error={errors.number?.message} {...register('number')} />
      <div className="subscribe-form__row">
        <TextField label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" error={errors.expiry?.message} {...register('expiry')} />
        <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" error={errors.cvc?.message} {...register('cvc')} />
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
