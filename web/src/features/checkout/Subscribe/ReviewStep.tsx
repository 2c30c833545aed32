import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReviewStep_preview$key } from '../../../__generated__/ReviewStep_preview.graphql.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { TextField } from '../../../ui/FormField/FormField.tsx';
import { useApplyCouponMutation } from '../useApplyCouponMutation.ts';
import { useRemoveCouponMutation } from '../useRemoveCouponMutation.ts';
import { useValidateCouponMutation } from '../useValidateCouponMutation.ts';
import { checkoutInput, type CheckoutChoice } from '../checkoutChoice.ts';
import { CheckoutLines, useCheckoutPreview } from '../CheckoutSummary.tsx';
import { CouponWallet, type WalletCoupon } from './CouponWallet.tsx';
import { formatCount } from '../../../platform/format/counts.ts';

interface Props {
  choice: CheckoutChoice;
  points: number;
  onCoupon: (code: string | null) => void;
  onPoints: (use: boolean) => void;
  onBack: () => void;
  onContinue: () => void;
}

export const REFERRAL_AT_CHECKOUT = 'A referral code is entered when you sign up, not at checkout.';
const NETWORK_ERROR = 'Network Error. Please try again later.';

/**
 * Step 4: the priced checkout, promo codes and bonus credits. A promo code typed here is checked
 * against this checkout (/coupon/validate), then kept on the account (/coupon/bindAccount), so it
 * waits in "Your promo codes" (the wallet) for a later checkout too. The URL's ?coupon= is the code
 * this checkout uses; a wallet code is chosen with Use (checked again) and taken out with Remove
 * (/coupon/unbindAccount). Refusals (50000–50005) show on the step verbatim.
 */
export function ReviewStep({ choice, points, onCoupon, onPoints, onBack, onContinue }: Props) {
  const [fetchKey, setFetchKey] = useState(0);
  const result = useCheckoutPreview(choice, points, fetchKey);
  const preview = result.preview;
  const wallet = useFragment<ReviewStep_preview$key>(
    graphql`
      fragment ReviewStep_preview on CheckoutPreview {
        walletCoupons {
          code
          description
          appliesTo
          firstSubscriptionOnly
          expiresAt
        }
      }
    `,
    preview ?? null,
  );
  const walletCoupons = wallet?.walletCoupons ?? [];
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeNote, setCodeNote] = useState<string | null>(null);
  const [walletError, setWalletError] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [validate] = useValidateCouponMutation();
  const [bind] = useApplyCouponMutation();
  const [unbind] = useRemoveCouponMutation();

  /** /coupon/validate against this checkout: null when the code may be used, else the message to show. */
  const check = async (value: string): Promise<{ code: string; message: string | null } | { error: string }> => {
    const { validateCoupon: r } = await validate({
      input: { code: value, checkout: checkoutInput({ ...choice, couponCode: null }, points) },
    });
    const error = r.userErrors[0];
    if (error) return { error: error.message };
    if (r.coupon?.kind === 'REFERRAL') return { error: REFERRAL_AT_CHECKOUT };
    return { code: r.coupon?.code ?? value.toUpperCase(), message: r.coupon?.message ?? null };
  };

  const apply = async () => {
    setCodeError(null);
    setCodeNote(null);
    setWalletError(null);
    const trimmed = code.trim();
    if (!trimmed) {
      setCodeError('Enter a promo code.');
      return;
    }
    setWorking('apply');
    try {
      const checked = await check(trimmed);
      if ('error' in checked) {
        setCodeError(checked.error);
        return;
      }
      const { applyCoupon: bound } = await bind({ input: { code: checked.code } });
      const error = bound.userErrors[0];
      if (error) {
        setCodeError(error.message);
        return;
      }
      setCodeNote(checked.message);
      setCode('');
      if (checked.code === choice.couponCode) setFetchKey((n) => n + 1);
      else onCoupon(checked.code);
    } catch {
      setCodeError(NETWORK_ERROR);
    } finally {
      setWorking(null);
    }
  };

  const use = async (coupon: WalletCoupon) => {
    setWalletError(null);
    setCodeNote(null);
    setWorking(coupon.code);
    try {
      const checked = await check(coupon.code);
      if ('error' in checked) {
        setWalletError(checked.error);
        return;
      }
      setCodeNote(checked.message);
      onCoupon(checked.code);
    } catch {
      setWalletError(NETWORK_ERROR);
    } finally {
      setWorking(null);
    }
  };

  const remove = async (coupon: WalletCoupon) => {
    setWalletError(null);
    setWorking(coupon.code);
    try {
      const { removeCoupon: r } = await unbind({ input: { code: coupon.code } });
      const error = r.userErrors[0];
      if (error) {
        setWalletError(error.message);
        return;
      }
      if (coupon.code === choice.couponCode) {
        setCodeNote(null);
        onCoupon(null);
      } else setFetchKey((n) => n + 1);
    } catch {
      setWalletError(NETWORK_ERROR);
    } finally {
      setWorking(null);
    }
  };

  const inWallet = walletCoupons.some((c) => c.code === choice.couponCode);
  return (
    <div className="subscribe-step">
      {result.userErrors.map((error) => (
        <FormAlert key={error.code + error.message}>{error.message}</FormAlert>
      ))}
      {preview ? <CheckoutLines preview={preview} /> : null}

      <section className="subscribe-section">
        {choice.couponCode && !inWallet ? (
          <p className="subscribe-coupon">
            Promo code <strong>{choice.couponCode}</strong> {preview?.coupon ? 'applied.' : ''}{' '}
            <button type="button" className="link-button" onClick={() => onCoupon(null)}>
              Remove
            </button>
          </p>
        ) : null}
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
          <button
            type="button"
            className="button button--ghost"
            disabled={working != null}
            onClick={() => void apply()}
          >
            Apply
          </button>
        </div>
        {codeNote ? <p className="field__hint">{codeNote}</p> : null}

        <CouponWallet
          coupons={walletCoupons}
          chosen={choice.couponCode}
          applied={preview?.coupon?.code ?? null}
          mode={choice.mode}
          error={walletError}
          working={working != null}
          onUse={(coupon) => void use(coupon)}
          onRemove={(coupon) => void remove(coupon)}
          onDontUse={() => onCoupon(null)}
        />
      </section>

      <section className="subscribe-section">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={choice.usePoints}
            disabled={points <= 0}
            onChange={(event) => onPoints(event.target.checked)}
          />{' '}
          Use my bonus credits ({formatCount(points)} points)
        </label>
      </section>

      {preview?.shippingAddress ? (
        <section className="subscribe-section" aria-label="Ships to">
          <h3 className="subscribe-section__title">Ships to</h3>
          <p>
            {preview.shippingAddress.firstName} {preview.shippingAddress.lastName},{' '}
            {preview.shippingAddress.streetAddress}
            {preview.shippingAddress.details ? `, ${preview.shippingAddress.details}` : ''},{' '}
            {preview.shippingAddress.city}, {preview.shippingAddress.state} {preview.shippingAddress.zip}
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
