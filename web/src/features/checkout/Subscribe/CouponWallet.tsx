import type { CheckoutMode } from '../../../__generated__/CheckoutSummaryQuery.graphql.ts';
import type { ReviewStep_preview$data } from '../../../__generated__/ReviewStep_preview.graphql.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { MEMBERSHIP_MODES } from '../modes.ts';

export type WalletCoupon = ReviewStep_preview$data['walletCoupons'][number];

interface Props {
  coupons: readonly WalletCoupon[];
  /** The code this checkout uses (the URL's ?coupon=). */
  chosen: string | null;
  /** The code the preview priced in. */
  applied: string | null;
  mode: CheckoutMode;
  error: string | null;
  /** A code is being checked or removed: the buttons wait. */
  working: boolean;
  onUse: (coupon: WalletCoupon) => void;
  onRemove: (coupon: WalletCoupon) => void;
  onDontUse: () => void;
}

/**
 * "Your promo codes" on the review step: the codes kept on the account, each with Use (or, when it is
 * this checkout's code, Applied/Chosen and Don’t use) and Remove. Nothing when the wallet is empty.
 */
export function CouponWallet({ coupons, chosen, applied, mode, error, working, onUse, onRemove, onDontUse }: Props) {
  return coupons.length > 0 ? (
    <div className="coupon-wallet">
      <h3 className="subscribe-section__title">Your promo codes</h3>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <ul className="coupon-wallet__list">
        {coupons.map((coupon) => {
          const selected = coupon.code === chosen;
          const reason = notForThisCheckout(coupon, mode);
          return (
            <li
              key={coupon.code}
              className={
                'coupon-wallet__item' +
                (selected ? ' coupon-wallet__item--selected' : '') +
                (reason ? ' coupon-wallet__item--unavailable' : '')
              }
            >
              <div className="coupon-wallet__text">
                <span className="coupon-wallet__code">{coupon.code}</span>
                <span>{coupon.description}</span>
                <span className="coupon-wallet__note">
                  {[reason, coupon.expiresAt ? `Expires ${formatShortDate(coupon.expiresAt)}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <div className="coupon-wallet__actions">
                {selected ? (
                  <>
                    <span className="coupon-wallet__applied">{applied === coupon.code ? 'Applied' : 'Chosen'}</span>
                    <button type="button" className="link-button" onClick={onDontUse}>
                      Don’t use
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={reason != null || working}
                    aria-label={`Use ${coupon.code}`}
                    onClick={() => onUse(coupon)}
                  >
                    Use
                  </button>
                )}
                <button
                  type="button"
                  className="link-button"
                  disabled={working}
                  aria-label={`Remove ${coupon.code} from your account`}
                  onClick={() => onRemove(coupon)}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  ) : null;
}

/**
 * Why a wallet code cannot be used on this checkout, as far as the code itself says (what it
 * covers, first subscription only); null when it may apply. Use still checks it with the api.
 */
export function notForThisCheckout(
  coupon: Pick<WalletCoupon, 'appliesTo' | 'firstSubscriptionOnly'>,
  mode: CheckoutMode,
): string | null {
  const membership = MEMBERSHIP_MODES.has(mode);
  if (coupon.appliesTo === 'MEMBERSHIP' && !membership) return 'For memberships only';
  if (coupon.appliesTo === 'PURCHASE' && (membership || mode === 'RENT_ONLY')) return 'For purchases only';
  if (coupon.firstSubscriptionOnly && mode !== 'SUBSCRIBE') return 'For a first subscription only';
  return null;
}
