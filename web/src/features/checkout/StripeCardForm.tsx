import { useEffect, useRef, useState } from 'react';
import { track as trackAnalytics } from '../../platform/analytics/analytics.ts';
import { FormAlert, SubmitButton } from '../../ui/FormField/FormField.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { useZodForm } from '../../platform/hooks/useZodForm.ts';
import { useSavePaymentMethodMutation } from './useSavePaymentMethodMutation.ts';
import { splitUserErrors } from '../../platform/relay/userErrors.ts';
import { errorText, loadStripeClient, type Stripe, type StripeElements } from './stripe.ts';
import { BillingAddressFields, BILLING_FIELDS, type BillingField } from './AddressFields.tsx';
import { billingForm } from './cardForm.ts';
import { CARD_REFUSED } from './emulator.ts';

type Values = Record<BillingField, string> & { sameAsShipping: boolean };

export const STRIPE_LOAD_FAILED = 'The payment form could not be loaded:';

interface Props {
  publishableKey: string;
  onBack: () => void;
  onSaved: () => void;
}

type Load = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed'; message: string };

/**
 * Step 3 with Stripe (card data goes to Stripe, never to the shop): Stripe.js is loaded on demand, its Payment Element
 * (cards only, no intent yet: `mode: 'setup'`, manual payment method creation) takes the card, the
 * browser creates the PaymentMethod at Stripe and only its pm_… id is saved (savePaymentMethod).
 * When Stripe.js or the element cannot load, the step says why and offers a retry.
 */
export function StripeCardForm({ publishableKey, onBack, onSaved }: Props) {
  const [attempt, setAttempt] = useState(0);
  // Stripe.js loaded for this key and attempt: another key or a retry starts over at 'loading'.
  const request = `${attempt} ${publishableKey}`;
  const [loaded, setLoaded] = useState<{ request: string; load: Load } | null>(null);
  const load: Load = loaded?.request === request ? loaded.load : { status: 'loading' };
  const [elementReady, setElementReady] = useState(false);
  const mountRef = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);

  const { register, handleSubmit, setError, watch, formState } = useZodForm<Values, typeof billingForm>(billingForm, {
    defaultValues: {
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
  const sameAsShipping = watch('sameAsShipping');

  useEffect(() => {
    let live = true;
    loadStripeClient(publishableKey).then(
      (stripe) => live && setLoaded({ request, load: { status: 'ready', stripe } }),
      (error: unknown) => live && setLoaded({ request, load: { status: 'failed', message: errorText(error) } }),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, request]);

  const stripe = load.status === 'ready' ? load.stripe : null;
  useEffect(() => {
    const node = mountRef.current;
    if (!stripe || !node) return;
    const elements = stripe.elements({
      mode: 'setup',
      currency: 'usd',
      paymentMethodCreation: 'manual',
      allowedPaymentMethodTypes: ['card'],
      appearance: { theme: 'stripe' },
    });
    const element = elements.create('payment', { layout: 'tabs' });
    element.on('ready', () => setElementReady(true));
    element.on('loaderror', (event) => {
      const message = event.error.message ?? 'Stripe could not show the card form.';
      setLoaded((current) => current && { ...current, load: { status: 'failed', message } });
    });
    element.mount(node);
    elementsRef.current = elements;
    return () => {
      elementsRef.current = null;
      setElementReady(false);
      element.destroy();
    };
  }, [stripe]);

  const submitCard: Parameters<typeof handleSubmit>[0] = async (values) => {
    const elements = elementsRef.current;
    if (!stripe || !elements) return;
    setFormError(null);
    setBusy(true);
    let saving = false;
    try {
      // Validates the element's fields (Stripe shows their messages in place).
      const submitted = await elements.submit();
      if (submitted.error) {
        if (submitted.error.type !== 'validation_error') setFormError(submitted.error.message ?? CARD_REFUSED);
        return;
      }
      const created = await stripe.createPaymentMethod({ elements });
      if (created.error || !created.paymentMethod) {
        setFormError(created.error?.message ?? CARD_REFUSED);
        return;
      }
      saving = true;
      const { savePaymentMethod: r } = await save({
        input: {
          paymentMethodId: created.paymentMethod.id,
          sameAsShipping: values.sameAsShipping,
          ...(values.billingAddress ? { billingAddress: values.billingAddress } : {}),
        },
      });
      const rest = splitUserErrors(
        r.userErrors,
        BILLING_FIELDS,
        (field, message) => setError(field, { message }),
        (e) => (e.field?.[1] === 'billingAddress' ? ((e.field[2] as BillingField | undefined) ?? null) : null),
      );
      if (r.userErrors.length === 0) {
        trackAnalytics('addPaymentInfo');
        onSaved();
      } else if (rest.length > 0) setFormError(rest.map((e) => e.message).join(' '));
    } catch (error) {
      // A failed save: the network layer has reacted already; an exception of Stripe.js: its text.
      setFormError(saving ? 'Network Error. Please try again later.' : errorText(error));
    } finally {
      setBusy(false);
    }
  };

  if (load.status === 'failed') {
    return (
      <div className="subscribe-step">
        <FormAlert>
          {STRIPE_LOAD_FAILED} {load.message}
        </FormAlert>
        <div className="subscribe-step__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            Back
          </button>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="subscribe-step" noValidate onSubmit={(event) => void handleSubmit(submitCard)(event)}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="stripe-card" aria-busy={!elementReady}>
        <p className="field__label">Card details</p>
        {!elementReady ? <Spinner label="Loading the payment form" /> : null}
        <div ref={mountRef} className="stripe-card__element" data-testid="stripe-payment-element" />
        <p className="subscribe-card__note">
          Your card details go straight to Stripe; Tote never sees the card number.
        </p>
      </div>
      <label className="checkbox">
        <input type="checkbox" {...register('sameAsShipping')} /> Billing address same as shipping
      </label>
      {sameAsShipping ? null : <BillingAddressFields register={register} errors={formState.errors} />}
      <div className="subscribe-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Back
        </button>
        <SubmitButton disabled={busy || !elementReady}>{busy ? 'Saving…' : 'Save card and continue'}</SubmitButton>
      </div>
    </form>
  );
}
