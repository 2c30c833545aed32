import { graphql, useFragment } from 'react-relay';
import type { ViewerProductRows_user$key } from '../../../__generated__/ViewerProductRows_user.graphql.ts';
import { ProductRowSection } from '../ProductRow/ProductRowSection.tsx';

/**
 * The signed-in shopper's own rows on the home page: products picked for them, and what they looked at lately.
 * Recommendations, not the page's content: each is drawn when it comes near the viewport.
 */
export function ViewerProductRows({ user }: { user: ViewerProductRows_user$key }) {
  const data = useFragment(
    graphql`
      fragment ViewerProductRows_user on User {
        productsYouLike(first: 12) {
          ...ProductRow_products
        }
        recentlyViewed(first: 12) {
          ...ProductRow_products
        }
      }
    `,
    user,
  );
  return (
    <>
      <ProductRowSection title="Picked for you" products={data.productsYouLike} deferred />
      <ProductRowSection title="Recently viewed" products={data.recentlyViewed} deferred />
    </>
  );
}
