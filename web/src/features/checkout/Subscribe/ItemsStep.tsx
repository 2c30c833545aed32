import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import { getUiState, openDrawer, subscribeUi } from '../../../platform/state/ui.ts';
import type { CheckoutChoice } from '../checkoutChoice.ts';
import { useCheckoutPreview, type Preview } from '../CheckoutSummary.tsx';

interface Props {
  choice: CheckoutChoice;
  points: number;
  onContinue: () => void;
}

/** The api's refusals on this step and the way out each one offers. */
const TOTE_CODES = new Set(['21001', '21003', '21005', '23003', '20003']);
const ITEM_LINE_TYPES = new Set(['RENT', 'PURCHASE', 'RENT_TO_BUY']);

/**
 * Step 1 of a cart checkout: the lines being checked out (/order/pre-pay-detail): picture, title,
 * size and color, price. A refusal (an item no longer available 21003, too many rentals 21001,
 * nothing checked 23003, not a member 23001, box locked 23002) is shown here with the way back:
 * the Tote (its drawer; the preview is asked again when it closes), the orders, or the membership.
 */
export function ItemsStep({ choice, points, onContinue }: Props) {
  const fetchKey = useToteClosedCount();
  const result = useCheckoutPreview(choice, points, fetchKey);
  const preview = result.preview;
  const fromTote = choice.mode !== 'RENT_TO_BUY';
  const codes = new Set(result.userErrors.map((e) => e.code));

  return (
    <div className="subscribe-step">
      {result.userErrors.map((e) => (
        <FormAlert key={e.code + e.message}>{e.message}</FormAlert>
      ))}
      {codes.has('23001') ? (
        <p className="checkout-items__help">
          <Link to="/subscribe" className="text-link">
            See membership plans
          </Link>
        </p>
      ) : null}
      {codes.has('23002') ? (
        <p className="checkout-items__help">
          <Link to="/subscribe?mode=unlock-early" className="text-link">
            Unlock your box early
          </Link>
        </p>
      ) : null}
      {preview ? <ItemLines preview={preview} /> : null}
      <div className="subscribe-step__actions">
        {fromTote ? (
          <button
            type="button"
            className={
              preview && !result.userErrors.some((e) => TOTE_CODES.has(e.code)) ? 'button button--ghost' : 'button'
            }
            onClick={() => openDrawer('cartOrderPreview')}
          >
            {preview ? 'Edit your Tote' : 'Back to your Tote'}
          </button>
        ) : (
          <Link to="/account/order-history" className="button button--ghost">
            Back to your orders
          </Link>
        )}
        {preview ? (
          <button type="button" className="button" onClick={onContinue}>
            Continue
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Counts the Tote drawer's closings: each one asks for the preview again (the Tote may have changed).
 * Watched on the store itself, not through a render: opening the drawer may suspend this screen, and a
 * render that never commits would miss the open state.
 */
function useToteClosedCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let wasOpen = getUiState().drawers.cartOrderPreview;
    return subscribeUi(() => {
      const open = getUiState().drawers.cartOrderPreview;
      if (wasOpen && !open) setCount((n) => n + 1);
      wasOpen = open;
    });
  }, []);
  return count;
}

function ItemLines({ preview }: { preview: Preview }) {
  const lines = preview.lines.filter((line) => ITEM_LINE_TYPES.has(line.type));
  const rent = lines.filter((line) => line.type === 'RENT').length;
  const bought = lines.filter((line) => line.type !== 'RENT').reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="checkout-items" aria-label="Items">
      <p className="checkout-items__count">
        {[rent > 0 ? `${rent} to rent` : null, bought > 0 ? `${bought} to buy` : null].filter(Boolean).join(' · ')}
      </p>
      <ul className="checkout-items__list">
        {lines.map((line, index) => (
          <li key={`${line.type}-${line.cartItemId ?? line.orderItemId ?? index}`} className="checkout-item">
            {line.imageUrl ? (
              <img
                className="checkout-item__image"
                src={line.imageUrl}
                alt=""
                width={64}
                height={86}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="checkout-item__image" />
            )}
            <span className="checkout-item__body">
              {line.product?.url ? (
                <Link to={line.product.url} className="checkout-item__title">
                  {line.title}
                </Link>
              ) : (
                <span className="checkout-item__title">{line.title}</span>
              )}
              {line.detail ? <span className="checkout-item__detail">{line.detail}</span> : null}
              <span className="checkout-item__kind">{kindOf(line)}</span>
            </span>
            <span className="checkout-item__price">{line.type === 'RENT' ? 'Included' : line.amount.formatted}</span>
          </li>
        ))}
      </ul>
      <p className="checkout-items__subtotal">
        <span>Subtotal</span>
        <span>{preview.subtotal.formatted}</span>
      </p>
    </section>
  );
}

function kindOf(line: Preview['lines'][number]): string {
  if (line.type === 'RENT') return 'Rent';
  if (line.type === 'RENT_TO_BUY') return 'Buy what you rented';
  return line.quantity > 1 ? `Buy · ${line.quantity} × ${line.unitPrice.formatted}` : 'Buy';
}
