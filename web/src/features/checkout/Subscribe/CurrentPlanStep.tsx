import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import type { CheckoutChoice } from '../checkoutChoice.ts';
import { CheckoutLines, useCheckoutPreview } from '../CheckoutSummary.tsx';

/**
 * Step 1 of unlocking early: no plan to choose (the api bills the member's current plan for a new
 * month), so the step shows what is being bought, or why it can't be (23002: the box isn't locked).
 */
export function CurrentPlanStep({
  choice,
  points,
  onContinue,
}: {
  choice: CheckoutChoice;
  points: number;
  onContinue: () => void;
}) {
  const { preview, userErrors } = useCheckoutPreview(choice, points);
  return (
    <div className="subscribe-step">
      {userErrors.map((e) => (
        <FormAlert key={e.code + e.message}>{e.message}</FormAlert>
      ))}
      {preview ? <CheckoutLines preview={preview} /> : null}
      <div className="subscribe-step__actions">
        <button type="button" className="button" disabled={!preview} onClick={onContinue}>
          Continue
        </button>
      </div>
    </div>
  );
}
