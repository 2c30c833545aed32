import { useId, type ReactNode } from 'react';
import type { ProductRow_products$key } from '../../../__generated__/ProductRow_products.graphql.ts';
import { ProductRow } from './ProductRow.tsx';

interface Props {
  title: string;
  products: ProductRow_products$key;
  /** Beside the heading, e.g. a "See all" link. */
  action?: ReactNode;
  className?: string;
}

/** A titled row of product cards (home rows, a product page's rows); nothing when the row is empty. */
export function ProductRowSection({ title, products, action, className }: Props) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={className ? `${className} section` : 'section'} aria-labelledby={headingId}>
      <div className="section__head">
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        {action}
      </div>
      <ProductRow products={products} label={title} />
    </section>
  );
}
