import { useEffect, useRef, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { SizePicker_product$key } from '../../../__generated__/SizePicker_product.graphql.ts';
import type { SizePickerRefetchQuery } from '../../../__generated__/SizePickerRefetchQuery.graphql.ts';
import { useServerDrawnChoice } from '../../../platform/hooks/useServerDrawnChoice.ts';
import './SizePicker.css';

export interface PickedSize {
  sku: string;
  label: string;
  /** What the shopper may take: a unit held for her counts. */
  stock: number;
  /** When the unit held for her stops being held (ISO-8601), or null. */
  heldUntil: string | null;
}

interface Props {
  product: SizePicker_product$key;
  /** The selected color: sizes and stock are per color; a new color refetches them. */
  colorId: number;
  /** The picked SKU (controlled by the page, whose buttons act on it). */
  value: string | null;
  /** A size was picked, or the pick was cleared because the color changed. */
  onChange(size: PickedSize | null): void;
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

/**
 * Sizes of the selected color with their availability. A sold-out size can still be picked: the
 * page then offers a back-in-stock mail instead of rent and buy. A size with a unit held for the shopper (she
 * asked to be told) is hers to pick, though the others see it sold out. A size picked on the server's page
 * before the app took over is the pick.
 */
export function SizePicker({ product, colorId, value, onChange }: Props) {
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
          heldForYouUntil
        }
      }
    `,
    product,
  );
  // The color the sizes were fetched for (nothing shown reads it, so a ref, not state).
  const fetchedColor = useRef(colorId);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (colorId === fetchedColor.current) return;
    fetchedColor.current = colorId;
    onChange(null);
    startTransition(() => {
      refetch({ colorId }, { fetchPolicy: 'store-or-network' });
    });
  }, [colorId, refetch, onChange]);

  const sizes = data.sizes ?? [];
  const selected = sizes.find((size) => size.sku === value);
  const pickSize = (size: (typeof sizes)[number]) =>
    onChange({
      sku: size.sku,
      label: size.label,
      stock: size.stock + (size.heldForYouUntil ? 1 : 0),
      heldUntil: size.heldForYouUntil ?? null,
    });
  const group = useRef<HTMLFieldSetElement>(null);
  useServerDrawnChoice(group, ([radio]) => {
    const size = sizes.find((candidate) => candidate.sku === radio?.value);
    if (size) pickSize(size);
  });

  return (
    <fieldset ref={group} className="size-picker" aria-busy={pending}>
      <legend className="size-picker__legend">
        Size{selected ? <span className="size-picker__chosen">: {selected.label}</span> : null}
      </legend>
      {sizes.length === 0 ? (
        <p className="size-picker__empty">
          {data.sizes ? 'No sizes in this color.' : 'Sizes are unavailable right now.'}
        </p>
      ) : (
        <div className={`size-picker__options${pending ? ' size-picker__options--pending' : ''}`}>
          {sizes.map((size) => {
            const availability = availabilityOf(size.availability);
            // A unit held for her: hers to take, whatever the others see.
            const note = size.heldForYouUntil ? 'Held for you' : NOTE[availability];
            const look = size.heldForYouUntil ? 'held' : availability.toLowerCase();
            return (
              <label key={size.sku} className={`size-picker__option size-picker__option--${look}`}>
                <input
                  type="radio"
                  name={`size-${data.productId}`}
                  value={size.sku}
                  checked={size.sku === value}
                  onChange={() => pickSize(size)}
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
