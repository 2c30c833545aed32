import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type * as Fragment from '../../__generated__/useViewProductAnalytics_product.graphql.ts';
import { track } from '../../platform/analytics/analytics.ts';

/**
 * The analytics event `viewProduct` on the product page: once per product shown (the page stays
 * mounted when another product opens; a change of color or size is the same product).
 */
export function useViewProductAnalytics(
  productKey: Fragment.useViewProductAnalytics_product$key | null | undefined,
): void {
  const product = useFragment(
    graphql`
      fragment useViewProductAnalytics_product on Product {
        productId
        title
        brand {
          name
        }
        price {
          amount
          currency
        }
      }
    `,
    productKey,
  );
  // StrictMode runs effects twice; the ref keeps it to one event per product.
  const last = useRef<number | null>(null);

  useEffect(() => {
    if (!product || last.current === product.productId) return;
    last.current = product.productId;
    track('viewProduct', {
      product_id: product.productId,
      product_name: product.title,
      brand: product.brand.name,
      price: product.price.amount,
      currency: product.price.currency,
    });
    // One event per product: a refetch of the same product is not a new view (the ref above lets it pass).
  }, [product]);
}
