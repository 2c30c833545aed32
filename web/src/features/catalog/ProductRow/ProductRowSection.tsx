import { useId, type ReactNode } from 'react';
import type { ProductRow_products$key } from '../../../__generated__/ProductRow_products.graphql.ts';
import { WhenVisible } from '../../../ui/Deferred/WhenVisible.tsx';
import { ProductRow } from './ProductRow.tsx';

interface Props {
  title: string;
  products: ProductRow_products$key;
  /** Beside the heading, e.g. a "See all" link. */
  action?: ReactNode;
  className?: string;
  /**
   * Not part of the page's first view (a recommendation): drawn, and its cards hydrated, only when it comes near the
   * viewport; until then its frame (ProductRowFrame) holds its room.
   */
  deferred?: boolean;
}

/** A titled row of product cards (home rows, a product page's rows); nothing when the row is empty. */
export function ProductRowSection({ title, products, action, className, deferred = false }: Props) {
  const headingId = useId();
  if (products.length === 0) return null;
  const classes = className ? `${className} section` : 'section';
  const section = (
    <section className={classes} aria-labelledby={headingId}>
      <div className="section__head">
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        {action}
      </div>
      <ProductRow products={products} label={title} />
    </section>
  );
  return deferred ? (
    <WhenVisible placeholder={<ProductRowFrame className={classes} />}>{section}</WhenVisible>
  ) : (
    section
  );
}

/**
 * A row's room before it is drawn, laid out by the row's own CSS: its heading's line, and one card's image and text
 * in the row's grid (so its height follows the page's width as the cards' does).
 */
function ProductRowFrame({ className }: { className: string }) {
  return (
    <div className={`${className} product-row-frame`}>
      <div className="section__head">
        <div className="section__title product-row-frame__title" />
      </div>
      <div className="product-row">
        <div className="product-row__item">
          <div className="product-card__media" />
          <div className="product-row-frame__text" />
        </div>
      </div>
    </div>
  );
}
