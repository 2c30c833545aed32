import { graphql, useFragment } from 'react-relay';
import type { SizeSuggestion_product$key } from '../../__generated__/SizeSuggestion_product.graphql.ts';
import { BODY_SHAPE_LABELS, labelOf } from './labels.ts';

/**
 * Next to the size picker: "Most members like you wore M", from reviews of members of a similar height and
 * the same body shape (the gateway's Product.sizeSuggestion); nothing when too few reviews agree.
 */
export function SizeSuggestion({ product }: { product: SizeSuggestion_product$key }) {
  const { sizeSuggestion: s } = useFragment(
    graphql`
      fragment SizeSuggestion_product on Product {
        sizeSuggestion {
          size
          reviewCount
          similar
          heightCm
          bodyShape
          inSavedSizes
        }
      }
    `,
    product,
  );
  if (!s) return null;
  const you = [s.heightCm ? `${s.heightCm} cm` : null, s.bodyShape ? labelOf(BODY_SHAPE_LABELS, s.bodyShape) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <p className="size-suggestion" role="status">
      <strong>
        {s.similar ? 'Most members like you' : 'Most members'} wore {s.size}
      </strong>
      <span className="size-suggestion__basis">
        {' '}
        · from {s.reviewCount} {s.reviewCount === 1 ? 'review' : 'reviews'}
        {s.similar && you ? ` of members like you (${you})` : ''}
        {s.inSavedSizes ? ' · one of your sizes' : ''}
      </span>
    </p>
  );
}
