import { useEffect, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { SizePicker_product$key } from '../../__generated__/SizePicker_product.graphql.ts';
import type { SizePickerRefetchQuery } from '../../__generated__/SizePickerRefetchQuery.graphql.ts';
import './SizePicker.css';

interface Props {
  product: SizePicker_product$key;
  /** The selected color: sizes and stock are per color; a new color refetches them. */
  colorId: number;
}

type Availability = 'AVAILABLE' | 'ONLY_ONE' | 'LOW_STOCK' | 'OUT_OF_STOCK';

const NOTE: Record<Availability, string | null> = {
  AVAILABLE: null,
  ONLY_ONE: 'Only one left',
  LOW_STOCK: 'Low stock',
  OUT_OF_STOCK: 'Sold out',
};

function availabilityOf(value: string): Availability {
  return value in NOTE ? (value as Availability) : 'AVAILABLE';
}

/** Sizes of the selected color with their availability; sold-out sizes cannot be picked. */
export function SizePicker({ product, colorId }: Props) {
  const [data, refetch] = useRefetchableFragment<SizePickerRefetchQuery, SizePicker_product$key>(
    graphql`
      fragment SizePicker_product on Product
      @refetchable(queryName: "SizePickerRefetchQuery")
      @argumentDefinitions(colorId: { type: "Int" }) {
        productId
        sizes(colorId: $colorId) {
          sku
          label
          stock
          availability
        }
      }
    `,
    product,
  );
  const [fetchedColor, setFetchedColor] = useState(colorId);
  const [pending, startTransition] = useTransition();
  const [sku, setSku] = useState<string | null>(null);

  useEffect(() => {
    if (colorId === fetchedColor) return;
    setFetchedColor(colorId);
    setSku(null);
    startTransition(() => {
      refetch({ colorId }, { fetchPolicy: 'store-or-network' });
    });
  }, [colorId, fetchedColor, refetch]);

  const sizes = data.sizes ?? [];
  const selected = sizes.find((size) => size.sku === sku);

  return (
    <fieldset className="size-picker" aria-busy={pending}>
      <legend className="size-picker__legend">
        Size{selected ? <span className="size-picker__chosen">: {selected.label}</span> : null}
      </legend>
      {sizes.length === 0 ? (
        <p className="size-picker__empty">{data.sizes ? 'No sizes in this color.' : 'Sizes are unavailable right now.'}</p>
      ) : (
        <div className={`size-picker__options${pending ? ' size-picker__options--pending' : ''}`}>
          {sizes.map((size) => {
            const availability = availabilityOf(size.availability);
            const note = NOTE[availability];
            const soldOut = availability === 'OUT_OF_STOCK';
            return (
              <label key={size.sku} className={`size-picker__option size-picker__option--${availability.toLowerCase()}`}>
                <input
                  type="radio"
                  name={`size-${data.productId}`}
                  value={size.sku}
                  checked={size.sku === sku}
                  disabled={soldOut}
                  onChange={() => setSku(size.sku)}
                  aria-label={note ? `${size.label}, ${note.toLowerCase()}` : size.label}
                />
                <span className="size-picker__label">{size.label}</span>
                {note ? <span className="size-picker__note">{note}</span> : null}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
