import { graphql, useFragment } from 'react-relay';
import type { ViewerProductRows_user$key } from '../../__generated__/ViewerProductRows_user.graphql.ts';
import { ProductRow } from '../ProductRow/ProductRow.tsx';

interface Props {
  user: ViewerProductRows_user$key;
  /** The product on screen, left out of "Recently viewed". */
  excludeProductId?: string;
}

/** The signed-in shopper's own rows: products picked for them, and what they looked at lately. */
export function ViewerProductRows({ user, excludeProductId }: Props) {
  const data = useFragment(
    graphql`
      fragment ViewerProductRows_user on User {
        productsYouLike(first: 12) {
          id
          ...ProductRow_products
        }
        recentlyViewed(first: 13) {
          id
          ...ProductRow_products
        }
      }
    `,
    user,
  );
  const recent = data.recentlyViewed.filter((product) => product.id !== excludeProductId).slice(0, 12);
  return (
    <>
      {data.productsYouLike.length > 0 ? (
        <section className="section" aria-labelledby="rows-you-like">
          <div className="section__head">
            <h2 id="rows-you-like" className="section__title">
              Picked for you
            </h2>
          </div>
          <ProductRow products={data.productsYouLike} label="Picked for you" />
        </section>
      ) : null}
      {recent.length > 0 ? (
        <section className="section" aria-labelledby="rows-recent">
          <div className="section__head">
            <h2 id="rows-recent" className="section__title">
              Recently viewed
            </h2>
          </div>
          <ProductRow products={recent} label="Recently viewed" />
        </section>
      ) : null}
    </>
  );
}
