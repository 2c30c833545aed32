import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { NewArrivalsScreenQuery } from '../../../__generated__/NewArrivalsScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { ListingScreen } from '../ListingScreen/ListingScreen.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';

export const newArrivalsScreenQuery = graphql`
  query NewArrivalsScreenQuery($sort: ProductSort = RECOMMENDED, $filter: ProductFilterInput) {
    ...AppShell_query
    productListing(scope: { kind: NEW_ARRIVALS }) {
      header {
        title
      }
      ...ListingScreen_listing @arguments(sort: $sort, filter: $filter)
    }
  }
`;

export function NewArrivalsScreen() {
  const { queryRef } = useLoaderData() as ScreenData<NewArrivalsScreenQuery>;
  const data = usePreloadedQuery<NewArrivalsScreenQuery>(newArrivalsScreenQuery, queryRef);
  const listing = data.productListing;
  useDocumentTitle(listing?.header.title || 'New Arrivals');
  return <AppShell query={data}>{listing ? <ListingScreen listing={listing} /> : <NotFoundContent />}</AppShell>;
}
