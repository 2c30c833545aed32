import { graphql, usePaginationFragment } from 'react-relay';
import type { FollowedBrands_user$key } from '../../__generated__/FollowedBrands_user.graphql.ts';
import type { FollowedBrandsPaginationQuery } from '../../__generated__/FollowedBrandsPaginationQuery.graphql.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { FollowedBrandTile } from './FollowedBrandTile.tsx';
import { WishlistEmpty } from './WishlistEmpty.tsx';
import { formatCount } from '../../platform/format/counts.ts';

const PAGE_SIZE = 24;

/** "Brands you follow", newest first; an unfollowed brand leaves the list. */
export function FollowedBrands({ user }: { user: FollowedBrands_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    FollowedBrandsPaginationQuery,
    FollowedBrands_user$key
  >(
    graphql`
      fragment FollowedBrands_user on User
      @refetchable(queryName: "FollowedBrandsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        followedBrands(first: $count, after: $cursor) @connection(key: "FollowedBrands_followedBrands") {
          totalCount
          edges {
            node {
              id
              ...FollowedBrandTile_brand
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.followedBrands.edges;
  const total = data.followedBrands.totalCount;

  return (
    <section className="wishlist__section" aria-labelledby="wishlist-brands-title">
      <div className="wishlist__section-head">
        <h2 id="wishlist-brands-title" className="wishlist__section-title">
          Brands you follow
        </h2>
        <p className="wishlist__count" aria-live="polite">
          {formatCount(total)} {total === 1 ? 'brand' : 'brands'}
        </p>
      </div>
      {edges.length === 0 ? (
        <WishlistEmpty to="/brands" action="Browse designers">
          You don’t follow any brands yet. Follow one from its page to see it here.
        </WishlistEmpty>
      ) : (
        <ul className="followed-brands">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <FollowedBrandTile brand={edge.node} />
            </li>
          ))}
        </ul>
      )}
      <div className="wishlist__more">
        {isLoadingNext ? <Spinner label="Loading more brands" /> : null}
        {hasNext && !isLoadingNext ? (
          <button type="button" className="button button--ghost" onClick={() => loadNext(PAGE_SIZE)}>
            Load more brands
          </button>
        ) : null}
      </div>
    </section>
  );
}
