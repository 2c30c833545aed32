import { graphql, usePaginationFragment } from 'react-relay';
import type { WishlistProducts_user$key } from '../../__generated__/WishlistProducts_user.graphql.ts';
import type { WishlistProductsPaginationQuery } from '../../__generated__/WishlistProductsPaginationQuery.graphql.ts';
import { ProductCardList, GridFooter } from '../catalog/index.ts';
import { WishlistEmpty } from './WishlistEmpty.tsx';
import { formatCount } from '../../platform/format/counts.ts';

const PAGE_SIZE = 24;

/**
 * The saved styles, newest first. A heart pressed here (or anywhere) updates this list through the
 * mutations' updaters (platform/relay/savedConnections.ts): an unsaved card leaves it.
 */
export function WishlistProducts({ user }: { user: WishlistProducts_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    WishlistProductsPaginationQuery,
    WishlistProducts_user$key
  >(
    graphql`
      fragment WishlistProducts_user on User
      @refetchable(queryName: "WishlistProductsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        wishlist(first: $count, after: $cursor) @connection(key: "WishlistProducts_wishlist") {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.wishlist.edges;
  const total = data.wishlist.totalCount;

  return (
    <section className="wishlist__section" aria-labelledby="wishlist-styles-title">
      <div className="wishlist__section-head">
        <h2 id="wishlist-styles-title" className="wishlist__section-title">
          Saved styles
        </h2>
        <p className="wishlist__count" aria-live="polite">
          {formatCount(total)} {total === 1 ? 'style' : 'styles'}
        </p>
      </div>
      {edges.length === 0 ? (
        <WishlistEmpty to="/new-arrivals" action="Shop new arrivals">
          Nothing saved yet. Tap the heart on any style to keep it here.
        </WishlistEmpty>
      ) : (
        <>
          <ProductCardList products={edges.map((edge) => edge.node)} />
          <GridFooter
            shown={edges.length}
            total={total}
            hasNext={hasNext}
            isLoadingNext={isLoadingNext}
            onLoadMore={() => loadNext(PAGE_SIZE)}
          />
        </>
      )}
    </section>
  );
}
