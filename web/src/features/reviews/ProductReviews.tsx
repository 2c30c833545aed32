import { useRef, useTransition } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import type { ProductReviews_product$key } from '../../__generated__/ProductReviews_product.graphql.ts';
import type { ProductReviewsRefetchQuery, BodyShape } from '../../__generated__/ProductReviewsRefetchQuery.graphql.ts';
import type { ProductReviews_list$key } from '../../__generated__/ProductReviews_list.graphql.ts';
import { useServerDrawnChoice } from '../../platform/hooks/useServerDrawnChoice.ts';
import { BODY_SHAPE_LABELS } from './labels.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';
import './reviews.css';

/** The product page's reviews: the summary, recommended reviews, and the list filtered by size and body shape. */
export function ProductReviews({ product }: { product: ProductReviews_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductReviews_product on Product {
        ...ReviewSummary_product
        ...ProductReviews_list
        reviewSizes: sizes {
          label
        }
        recommendedReviews {
          reviewId
          ...ReviewCard_review
        }
      }
    `,
    product,
  );
  return (
    <section className="section reviews" aria-labelledby="pdp-reviews">
      <div className="section__head">
        <h2 id="pdp-reviews" className="section__title">
          Reviews
        </h2>
      </div>
      <ReviewSummary product={data} />
      {data.recommendedReviews.length > 0 ? (
        <div className="reviews__recommended">
          <h3 className="reviews__subtitle">Most helpful</h3>
          <div className="reviews__grid">
            {data.recommendedReviews.map((r) => (
              <ReviewCard key={r.reviewId} review={r} />
            ))}
          </div>
        </div>
      ) : null}
      <ReviewList product={data} sizes={(data.reviewSizes ?? []).map((s) => s.label)} />
    </section>
  );
}

function ReviewList({ product, sizes }: { product: ProductReviews_list$key; sizes: string[] }) {
  const [data, refetch] = useRefetchableFragment<ProductReviewsRefetchQuery, ProductReviews_list$key>(
    graphql`
      fragment ProductReviews_list on Product
      @refetchable(queryName: "ProductReviewsRefetchQuery")
      @argumentDefinitions(filter: { type: "ReviewFilter" }) {
        reviews(filter: $filter) {
          total
          reviews {
            reviewId
            ...ReviewCard_review
          }
        }
      }
    `,
    product,
  );
  const [pending, startTransition] = useTransition();
  const filterBy = (form: HTMLFormElement) => {
    const values = new FormData(form);
    const size = String(values.get('size') ?? '');
    const bodyShape = String(values.get('bodyShape') ?? '');
    startTransition(() => {
      refetch({
        filter: { ...(size ? { size } : {}), ...(bodyShape ? { bodyShape: bodyShape as BodyShape } : {}) },
      });
    });
  };
  // A filter chosen on the server's page before the app took over applies then.
  const form = useRef<HTMLFormElement>(null);
  useServerDrawnChoice(form, () => {
    if (form.current) filterBy(form.current);
  });
  return (
    <div className="reviews__all" aria-busy={pending}>
      <form
        ref={form}
        className="reviews__filters"
        aria-label="Filter reviews"
        onChange={(e) => filterBy(e.currentTarget)}
      >
        <label>
          Size
          <select name="size" defaultValue="">
            <option value="">All sizes</option>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Body shape
          <select name="bodyShape" defaultValue="">
            <option value="">All body shapes</option>
            {Object.entries(BODY_SHAPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <span className="reviews__total">
          {data.reviews.total} {data.reviews.total === 1 ? 'review' : 'reviews'}
        </span>
      </form>
      {data.reviews.reviews.length === 0 ? (
        <p className="reviews__empty">No reviews match these filters.</p>
      ) : (
        <div className="reviews__list">
          {data.reviews.reviews.map((r) => (
            <ReviewCard key={r.reviewId} review={r} />
          ))}
        </div>
      )}
    </div>
  );
}
