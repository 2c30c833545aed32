import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { ColorPicker_product$key } from '../../../__generated__/ColorPicker_product.graphql.ts';
import { useServerDrawnChoice } from '../../../platform/hooks/useServerDrawnChoice.ts';
import './ColorPicker.css';

interface Props {
  product: ColorPicker_product$key;
  colorId: number;
}

/**
 * Color swatches as a radio group; picking one replaces `colorId` in the URL. A color picked on the server's page
 * before the app took over is picked then.
 */
export function ColorPicker({ product, colorId }: Props) {
  const data = useFragment(
    graphql`
      fragment ColorPicker_product on Product {
        productId
        colors {
          colorId
          name
          hex
        }
      }
    `,
    product,
  );
  const [, setSearch] = useSearchParams();
  const selected = data.colors.find((color) => color.colorId === colorId);

  const pick = (next: number) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('colorId', String(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const group = useRef<HTMLFieldSetElement>(null);
  useServerDrawnChoice(group, ([radio]) => {
    const color = data.colors.find((candidate) => String(candidate.colorId) === radio?.value);
    if (color) pick(color.colorId);
  });

  return (
    <fieldset ref={group} className="color-picker">
      <legend className="color-picker__legend">
        Color: <span className="color-picker__name">{selected?.name ?? ''}</span>
      </legend>
      <div className="color-picker__options">
        {data.colors.map((color) => (
          <label key={color.colorId} className="color-picker__option" title={color.name}>
            <input
              type="radio"
              name={`color-${data.productId}`}
              value={color.colorId}
              checked={color.colorId === colorId}
              onChange={() => pick(color.colorId)}
              aria-label={color.name}
            />
            <span className="color-picker__swatch" style={{ backgroundColor: color.hex }} aria-hidden="true" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
