import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ToteItemRow_item$key } from '../../__generated__/ToteItemRow_item.graphql.ts';
import { QuantityControl } from '../../ui/QuantityControl/QuantityControl.tsx';

export interface ToteItemActions {
  remove(item: { id: string; title: string; pieces: number }): void;
  setQuantity(item: { id: string; from: number; to: number }): void;
  setChecked(item: { id: string; checked: boolean }): void;
}

interface Props {
  item: ToteItemRow_item$key;
  actions: ToteItemActions;
}

/** Whether an item can still be had, as the shopper reads it. */
const AVAILABILITY_NOTE: Record<string, string | null> = {
  AVAILABLE: null,
  INVALID: 'No longer available',
  OUT_OF_STOCK: 'Sold out',
  ONLY_ONE: 'Only one left',
  LOW_STOCK: 'Low stock',
};

/** One item of the Tote: picture, brand, title, size and color, price, and its controls. */
export function ToteItemRow({ item, actions }: Props) {
  const data = useFragment(
    graphql`
      fragment ToteItemRow_item on ToteItem {
        id
        saleType
        size
        quantity
        maxQuantity
        availability
        checked
        color {
          name
        }
        image {
          url
        }
        unitPrice {
          formatted
        }
        lineTotal {
          formatted
        }
        product {
          title
          url
          brand {
            name
          }
        }
      }
    `,
    item,
  );
  const note = AVAILABILITY_NOTE[data.availability] ?? null;
  const unavailable = data.availability === 'INVALID' || data.availability === 'OUT_OF_STOCK';
  const title = data.product.title;

  return (
    <li className={`tote-item${unavailable ? ' tote-item--unavailable' : ''}`}>
      <input
        type="checkbox"
        className="tote-item__check"
        checked={data.checked}
        disabled={unavailable}
        aria-label={`Include ${title} at checkout`}
        onChange={(event) => actions.setChecked({ id: data.id, checked: event.target.checked })}
      />
      {/* The title links to the product too: the picture's link is left out of the tab order and the a11y tree. */}
      <Link to={data.product.url} className="tote-item__media" tabIndex={-1} aria-hidden="true">
        <img src={data.image.url} alt="" width={72} height={96} loading="lazy" decoding="async" />
      </Link>
      <div className="tote-item__body">
        <p className="tote-item__brand">{data.product.brand.name}</p>
        <Link to={data.product.url} className="tote-item__title">
          {title}
        </Link>
        <p className="tote-item__meta">
          Size {data.size} · {data.color.name}
        </p>
        {note ? <p className="tote-item__availability">{note}</p> : null}
        <div className="tote-item__foot">
          {data.saleType === 'PURCHASE' ? (
            <QuantityControl
              value={data.quantity}
              max={Math.max(data.quantity, data.maxQuantity)}
              label={`Quantity of ${title}`}
              disabled={unavailable}
              onChange={(to) => actions.setQuantity({ id: data.id, from: data.quantity, to })}
            />
          ) : (
            <span className="tote-item__value">Value {data.unitPrice.formatted}</span>
          )}
          {data.saleType === 'PURCHASE' ? <span className="tote-item__price">{data.lineTotal.formatted}</span> : null}
        </div>
      </div>
      <button
        type="button"
        className="icon-button tote-item__remove"
        aria-label={`Remove ${title} from your Tote`}
        onClick={() => actions.remove({ id: data.id, title, pieces: data.quantity })}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
    </li>
  );
}
