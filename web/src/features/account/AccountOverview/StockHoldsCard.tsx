import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { StockHoldsCard_viewer$key } from '../../../__generated__/StockHoldsCard_viewer.graphql.ts';
import { formatDateTime } from '../../../platform/format/dates.ts';
import { showToast } from '../../../platform/state/ui.ts';
import { useDeclineStockHoldMutation } from './useDeclineStockHoldMutation.ts';

/**
 * Sizes she asked to be told about, back and held for her until a time: each links to its product page, where she
 * rents it, or lets it go to the next member in line. Nothing shows while there is none.
 */
export function StockHoldsCard({ viewer }: { viewer: StockHoldsCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment StockHoldsCard_viewer on User {
        stockHolds {
          holdId
          productId
          colorId
          title
          size
          colorName
          expiresAt
        }
      }
    `,
    viewer,
  );
  const [decline, declining] = useDeclineStockHoldMutation();
  const holds = data.stockHolds ?? [];
  if (holds.length === 0) return null;

  const letGo = async (holdId: number, what: string) => {
    try {
      const { declineStockHold: payload } = await decline({ input: { holdId } });
      const [error] = payload.userErrors;
      showToast(error ? error.message : `${what} goes to the next member in line.`, error ? 'error' : 'success');
    } catch {
      // The network layer has shown the failure.
    }
  };

  return (
    <section className="account-card overview-card overview-card--wide stock-holds" aria-labelledby="stock-holds">
      <p id="stock-holds" className="eyebrow">
        Held for you
      </p>
      <p className="account-card__text">You asked to be told: these came back, and we are keeping them for you.</p>
      <ul className="stock-holds__list">
        {holds.map((hold) => {
          const what = `${hold.title} in ${hold.size}`;
          return (
            <li key={hold.holdId} className="stock-holds__item">
              <Link to={`/product/${hold.productId}?colorId=${hold.colorId}`} className="stock-holds__title">
                {hold.title}
              </Link>
              <span className="stock-holds__meta">
                {hold.colorName}, size {hold.size} · held for you until {formatDateTime(hold.expiresAt)}
              </span>
              <button
                type="button"
                className="button button--ghost stock-holds__decline"
                disabled={declining}
                aria-label={`Decline ${what}`}
                onClick={() => void letGo(hold.holdId, what)}
              >
                Decline
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
