import type { ProductCard_product$key } from '../../../__generated__/ProductCard_product.graphql.ts';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import './ProductGrid.css';

interface Props {
  products: ReadonlyArray<ProductCard_product$key & { readonly id: string }>;
  /** The first cards are above the fold: their images load at once; the browser lays out the others when near. */
  eagerCount?: number;
  /** Words to mark in the titles (search results). */
  highlightTerms?: readonly string[];
}

/** The grid of product cards of listings and the wishlist. */
export function ProductCardList({ products, eagerCount = 4, highlightTerms }: Props) {
  return (
    <ul className="product-grid__list">
      {products.map((product, index) => (
        <li key={product.id} className={index < eagerCount ? undefined : 'renders-near-view'}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            priority={index === 0 && eagerCount > 0}
            highlightTerms={highlightTerms}
          />
        </li>
      ))}
    </ul>
  );
}
