import { graphql, useFragment } from 'react-relay';
import type { Price_product$key } from '../../../__generated__/Price_product.graphql.ts';
import './Price.css';

interface Props {
  product: Price_product$key;
  size?: 'sm' | 'lg';
}

/** Rental value, and the purchase price with the retail value struck through when it is lower. */
export function Price({ product, size = 'sm' }: Props) {
  const data = useFragment(
    graphql`
      fragment Price_product on Product {
        rentalPrice {
          formatted
        }
        price {
          amount
          formatted
        }
        originalPrice {
          amount
          formatted
        }
      }
    `,
    product,
  );
  const discounted = data.originalPrice.amount > data.price.amount;

  return (
    <div className={`price price--${size}`}>
      <p className="price__rent">
        <span className="price__label">Rent</span> <span className="price__value">{data.rentalPrice.formatted}</span>
      </p>
      <p className="price__buy">
        <span className="price__label">Buy</span> <span className="price__value">{data.price.formatted}</span>
        {discounted ? (
          <>
            {' '}
            <s className="price__retail">
              <span className="visually-hidden">Retail </span>
              {data.originalPrice.formatted}
            </s>
          </>
        ) : null}
      </p>
    </div>
  );
}
