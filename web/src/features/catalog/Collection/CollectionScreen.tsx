import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { CollectionScreenQuery } from '../../../__generated__/CollectionScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { ListingScreen } from '../ListingScreen/ListingScreen.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';

export const collectionScreenQuery = graphql`
  query CollectionScreenQuery(
    $code: String!
    $title: String
    $sort: ProductSort = RECOMMENDED
    $filter: ProductFilterInput
  ) {
    ...AppShell_query
    productListing(scope: { kind: COLLECTION, code: $code, title: $title }) {
      header {
        title
      }
      ...ListingScreen_listing @arguments(sort: $sort, filter: $filter)
    }
  }
`;

export function CollectionScreen() {
  const { queryRef } = useLoaderData() as ScreenData<CollectionScreenQuery>;
  const data = usePreloadedQuery<CollectionScreenQuery>(collectionScreenQuery, queryRef);
  const listing = data.productListing;
  useDocumentTitle(listing ? listing.header.title : 'Page Not Found', { bare: !listing });
  return <AppShell query={data}>{listing ? <ListingScreen listing={listing} /> : <NotFoundContent />}</AppShell>;
}
