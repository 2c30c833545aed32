import { graphql, useFragment } from 'react-relay';
import type { ProductRecommendations_product$key } from '../../__generated__/ProductRecommendations_product.graphql.ts';
import { ProductRowSection } from '../catalog/index.ts';

/**
 * The product page's rows: similar styles for everyone, then the signed-in shopper's picks and recently viewed.
 * The gateway leaves the product on view out of each, and each row leaves out what the rows above it show. Below
 * the fold: each is drawn when it comes near the viewport.
 */
export function ProductRecommendations({ product }: { product: ProductRecommendations_product$key }) {
  const { recommendations } = useFragment(
    graphql`
      fragment ProductRecommendations_product on Product {
        recommendations(first: 12) {
          similarItems {
            ...ProductRow_products
          }
          productsYouLike {
            ...ProductRow_products
          }
          recentlyViewed {
            ...ProductRow_products
          }
        }
      }
    `,
    product,
  );
  return (
    <>
      <ProductRowSection title="You may also like" products={recommendations.similarItems} deferred />
      <ProductRowSection title="Picked for you" products={recommendations.productsYouLike} deferred />
      <ProductRowSection title="Recently viewed" products={recommendations.recentlyViewed} deferred />
    </>
  );
}
