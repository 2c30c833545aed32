import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { WishlistScreenQuery } from '../../__generated__/WishlistScreenQuery.graphql.ts';
import type { ScreenData } from '../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../shell/index.ts';
import { useDocumentTitle } from '../../platform/hooks/useDocumentTitle.ts';
import { loginUrl } from '../../platform/session/redirects.ts';
import { WishlistProducts } from './WishlistProducts.tsx';
import { FollowedBrands } from './FollowedBrands.tsx';
import { CapsulesSection } from '../capsules/index.ts';
import { ShareLinkButton } from '../share/index.ts';
import './Wishlist.css';

export const wishlistScreenQuery = graphql`
  query WishlistScreenQuery {
    ...AppShell_query
    viewer {
      ...WishlistProducts_user
      ...FollowedBrands_user
      ...CapsulesSection_user
    }
  }
`;

/** /wishlist: the saved styles and the brands the shopper follows. */
export function WishlistScreen() {
  const { queryRef } = useLoaderData() as ScreenData<WishlistScreenQuery>;
  const data = usePreloadedQuery<WishlistScreenQuery>(wishlistScreenQuery, queryRef);
  const { pathname, search } = useLocation();
  useDocumentTitle('Wishlist');

  return (
    <AppShell query={data}>
      <div className="page wishlist">
        <header className="wishlist__header">
          <h1 className="wishlist__title">Wishlist</h1>
          {data.viewer ? <ShareLinkButton kind="WISHLIST" resourceId={0} label="Share wishlist" /> : null}
        </header>
        {data.viewer ? (
          <>
            <WishlistProducts user={data.viewer} />
            <CapsulesSection user={data.viewer} />
            <FollowedBrands user={data.viewer} />
          </>
        ) : (
          // The session ended since the loader's check (the app shell has cleared the login flag).
          <p className="wishlist__signed-out">
            <Link to={loginUrl(pathname + search) ?? '/login'}>Log in</Link> to see your wishlist.
          </p>
        )}
      </div>
    </AppShell>
  );
}
