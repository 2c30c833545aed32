import { useState } from 'react';
import { FormAlert } from '../../components/FormField/FormField.tsx';
import { TextField } from '../../components/FormField/FormField.tsx';
import { useValidateCouponMutation } from '../../mutations/useValidateCouponMutation.ts';
import { checkoutInput, type CheckoutChoice } from './SubscribeScreen.tsx';
import { CheckoutLines, useCheckoutPreview } from './CheckoutSummary.tsx';

interface Props {
  choice: CheckoutChoice;
  points: number;
  onCoupon: (code: string | null) => void;
  onPoints: (use: boolean) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 4: the priced checkout, a promo code (50000–50005 shown here) and bonus credits. */
export function ReviewStep({ choice, points, onCoupon, onPoints, onBack, onContinue }: Props) {
  const result = useCheckoutPreview(choice, points);
  const preview = result.preview;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const [validate, validating] = useValidateCouponMutation();

  const apply = async () => {
    setCodeError(null);
    setCodeNote(null);
    const trimmed = code.trim();
    if (!trimmed) {
      setCodeError('Enter a promo code.');
      return;
    }
    try {
      const { validateCoupon: r } = await validate({ input: { code: trimmed, checkout: checkoutInput({ ...choice, couponCode: null }, points) } });
      const error = r.userErrors[0];
      if (error) {
        setCodeError(error.message);
        return;
      }
      if (r.coupon?.kind === 'REFERRAL') {
        setCodeError('A referral code is entered when you sign up, not at checkout.');
        return;
      }
      setCodeNote(r.coupon?.message ?? null);
      setCode('');
      onCoupon(r.coupon?.code ?? trimmed.toUpperCase());
    } catch {
      setCodeError('Network Error. Please try again later.');
    }
  };

  return (
    <div className="subscribe-step">
      {result.userErrors.map((error) => (
        <FormAlert key={error.code + error.message}>{error.message}</FormAlert>
      ))}
      {preview ? <CheckoutLines preview={preview} /> : null}

      <section className="subscribe-section">
        {choice.couponCode ? (
          <p className="subscribe-coupon">
            Promo code <strong>{choice.couponCode}</strong> {preview?.coupon ? 'applied.' : ''}{' '}
            <button type="button" className="link-button" onClick={() => onCoupon(null)}>
              Remove
            </button>
          </p>
        ) : (
          <div className="subscribe-coupon__form">
            <TextField
              label="Promo code"
              value={code}
              error={codeError ?? undefined}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void apply();
                }
              }}
            />
            <button type="button" className="button button--ghost" disabled={validating} onClick={() => void apply()}>
              Apply
            </button>
          </div>
        )}
        {codeNote ? <p className="field__hint">{codeNote}</p> : null}
      </section>

      <section className="subscribe-section">
        <label className="checkbox">
          <input type="checkbox" checked={choice.usePoints} disabled={points <= 0} onChange={(event) => onPoints(event.target.checked)} /> Use my bonus credits (
          {points.toLocaleString('en-US')} points)
        </label>
      </section>

      {preview?.shippingAddress ? (
        <section className="subscribe-section" aria-label="Ships to">
          <h3 className="subscribe-section__title">Ships to</h3>
          <p>
            {preview.shippingAddress.firstName} {preview.shippingAddress.lastName}, {preview.shippingAddress.streetAddress}
            {preview.shippingAddress.details ? `, ${preview.shippingAddress.details}` : ''}, {preview.shippingAddress.city}, {preview.shippingAddress.state}{' '}
            {preview.shippingAddress.zip}
          </p>
        </section>
      ) : null}

      <div className="subscribe-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button" disabled={!preview} onClick={onContinue}>
          Continue
        </button>
      </div>
    </div>
  );
}
