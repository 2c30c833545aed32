import { graphql, useFragment } from 'react-relay';
import type { ReviewCard_review$key } from '../../__generated__/ReviewCard_review.graphql.ts';
import { formatMonthDay } from '../../platform/format/dates.ts';
import { BODY_SHAPE_LABELS, FIT_LABELS, labelOf } from './labels.ts';
import { Stars } from './Stars.tsx';

/** One review: stars, title, text, the fit data (size worn, fit, height, body shape) and its photos. */
export function ReviewCard({ review }: { review: ReviewCard_review$key }) {
  const r = useFragment(
    graphql`
      fragment ReviewCard_review on Review {
        reviewId
        reviewer
        stars
        title
        text
        fit
        sizeWorn
        heightCm
        bodyShape
        photos {
          url
          alt
        }
        createdAt
      }
    `,
    review,
  );
  const facts = [
    `Wore ${r.sizeWorn}`,
    labelOf(FIT_LABELS, r.fit),
    r.heightCm ? `${r.heightCm} cm` : null,
    r.bodyShape ? labelOf(BODY_SHAPE_LABELS, r.bodyShape) : null,
  ].filter(Boolean);
  return (
    <article className="review-card" aria-labelledby={`review-${r.reviewId}`}>
      <Stars value={r.stars} />
      <h3 id={`review-${r.reviewId}`} className="review-card__title">
        {r.title}
      </h3>
      <p className="review-card__facts">{facts.join(' · ')}</p>
      <p className="review-card__text">{r.text}</p>
      {r.photos.length > 0 ? (
        <ul className="review-card__photos">
          {r.photos.map((p) => (
            <li key={p.url}>
              <img src={p.url} alt={p.alt} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="review-card__by">
        {r.reviewer} · {formatMonthDay(r.createdAt)}
      </p>
    </article>
  );
}
