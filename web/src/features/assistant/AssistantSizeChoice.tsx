import { useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AssistantSizeChoiceQuery } from '../../__generated__/AssistantSizeChoiceQuery.graphql.ts';
import { useAddToToteMutation } from '../tote/index.ts';
import { useTrackEvent } from '../../platform/tracking/useTrackEventMutation.ts';
import { newIdempotencyKey } from '../../platform/relay/idempotencyKey.ts';
import { showToast } from '../../platform/state/ui.ts';

interface Props {
  productId: number;
  title: string;
  sizesInStock: readonly string[];
  onAdded(): void;
}

/**
 * The sizes in stock that the reply named, to rent one: the product's sizes (its default color) give
 * each size's SKU and today's stock; the product page's add-to-Tote mutation adds it.
 */
export function AssistantSizeChoice({ productId, title, sizesInStock, onAdded }: Props) {
  const data = useLazyLoadQuery<AssistantSizeChoiceQuery>(
    graphql`
      query AssistantSizeChoiceQuery($productId: Int!) {
        product(productId: $productId) {
          id
          sizes {
            sku
            label
            stock
          }
        }
      }
    `,
    { productId },
    { fetchPolicy: 'store-or-network' },
  );
  const name = useId();
  const [sku, setSku] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [addToTote, busy] = useAddToToteMutation();
  const track = useTrackEvent();
  const sizes = new Map((data.product?.sizes ?? []).map((size) => [size.label, size]));

  const add = async () => {
    if (!sku) {
      setNote('Please select a size.');
      return;
    }
    try {
      const { addToTote: payload } = await addToTote({
        input: { saleType: 'RENT', sku, quantity: null, idempotencyKey: newIdempotencyKey() },
      });
      const [error] = payload.userErrors;
      if (error) {
        setNote(error.message);
        return;
      }
      track({ eventType: 'ADD_TOTE_BOX', productId });
      onAdded();
    } catch {
      showToast('Your Tote could not be updated. Please try again.');
    }
  };

  return (
    <fieldset className="assistant-sizes">
      <legend className="assistant-sizes__legend">Size of {title}</legend>
      <div className="assistant-sizes__options">
        {sizesInStock.map((label) => {
          const size = sizes.get(label);
          const available = size !== undefined && size.stock > 0;
          return (
            <label key={label} className="assistant-sizes__option">
              <input
                type="radio"
                name={name}
                value={size?.sku ?? label}
                disabled={!available}
                checked={available && size.sku === sku}
                onChange={() => {
                  if (available) setSku(size.sku);
                }}
              />
              <span>{available ? label : `${label} (sold out)`}</span>
            </label>
          );
        })}
      </div>
      <button type="button" className="button" disabled={busy} onClick={() => void add()}>
        Add to Tote
      </button>
      {note ? (
        <p className="assistant-sizes__note" role="alert">
          {note}
        </p>
      ) : null}
    </fieldset>
  );
}
