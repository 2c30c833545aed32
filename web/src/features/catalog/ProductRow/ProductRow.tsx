import { graphql, useFragment } from 'react-relay';
import type { ProductRow_products$key } from '../../../__generated__/ProductRow_products.graphql.ts';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import './ProductRow.css';

interface Props {
  products: ProductRow_products$key;
  label: string;
}

/** A horizontally scrolling row of product cards (home rows, similar items). */
export function ProductRow({ products, label }: Props) {
  const data = useFragment(
    graphql`
      fragment ProductRow_products on Product @relay(plural: true) {
        id
        ...ProductCard_product
      }
    `,
    products,
  );
  return (
    <ul className="product-row" aria-label={label}>
      {data.map((product) => (
        <li key={product.id} className="product-row__item">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
