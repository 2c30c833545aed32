import { graphql, useFragment } from 'react-relay';
import type { ReviewSummary_product$key } from '../../__generated__/ReviewSummary_product.graphql.ts';
import { Stars } from './Stars.tsx';

/** The rating (average, count, per-star bars) and the fit bar: how many found it ran small, true, large. */
export function ReviewSummary({ product }: { product: ReviewSummary_product$key }) {
  const { reviewSummary: s } = useFragment(
    graphql`
      fragment ReviewSummary_product on Product {
        reviewSummary {
          average
          count
          starCounts {
            stars
            count
          }
          runsSmall
          trueToSize
          runsLarge
        }
      }
    `,
    product,
  );
  if (s.count === 0) return <p className="reviews__empty">No reviews yet. Members review what they rented.</p>;
  const fits = [
    ['Runs small', s.runsSmall],
    ['True to size', s.trueToSize],
    ['Runs large', s.runsLarge],
  ] as const;
  return (
    <div className="review-summary">
      <div className="review-summary__rating">
        <span className="review-summary__average">{s.average.toFixed(1)}</span>
        <Stars value={s.average} />
        <span className="review-summary__count">
          {s.count} {s.count === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <ul className="review-summary__stars" aria-label="Reviews per star rating">
        {s.starCounts.map((c) => (
          <li key={c.stars}>
            <span>{c.stars} ★</span>
            <meter min={0} max={s.count} value={c.count} aria-label={`${c.stars} stars`} />
            <span>{c.count}</span>
          </li>
        ))}
      </ul>
      <div className="review-summary__fit">
        <p className="review-summary__fit-title">
          Fit: <strong>{s.runsSmall}% say it runs small</strong>
        </p>
        <div className="fit-bar" role="img" aria-label={fits.map(([l, v]) => `${l} ${v}%`).join(', ')}>
          {fits.map(([label, value]) => (
            <span key={label} className="fit-bar__part" style={{ flexGrow: value }} title={`${label} ${value}%`} />
          ))}
        </div>
        <ul className="fit-bar__legend">
          {fits.map(([label, value]) => (
            <li key={label}>
              {label} {value}%
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
