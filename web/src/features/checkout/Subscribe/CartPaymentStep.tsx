import type { ReactNode } from 'react';
import type { CheckoutChoice } from '../checkoutChoice.ts';
import { useCheckoutPreview } from '../CheckoutSummary.tsx';

interface Props {
  choice: CheckoutChoice;
  points: number;
  onBack: () => void;
  onContinue: () => void;
  /** The payment step (the card), shown when something is billed. */
  children: ReactNode;
}

/**
 * Step 3 of a cart checkout: a checkout that bills nothing (rent-only: the rentals are included in
 * the membership) needs no payment method — the api completes it at createOrder without a card —
 * so the card form is not asked for. Anything billed shows the payment step.
 */
export function CartPaymentStep({ choice, points, onBack, onContinue, children }: Props) {
  const { preview } = useCheckoutPreview(choice, points);
  if (!preview?.isFree) return <>{children}</>;
  return (
    <div className="subscribe-step">
      <div className="subscribe-free" role="status">
        <p className="subscribe-card__title">Nothing to pay</p>
        <p>
          {choice.mode === 'RENT_ONLY'
            ? 'Your rentals are included in your membership: no card is needed.'
            : 'This checkout is free: no card is needed.'}
        </p>
      </div>
      <div className="subscribe-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button" onClick={onContinue}>
          Continue
        </button>
      </div>
    </div>
  );
}
