import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { CategoryScreenQuery } from '../../../__generated__/CategoryScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { ListingScreen } from '../ListingScreen/ListingScreen.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';

export const categoryScreenQuery = graphql`
  query CategoryScreenQuery($code: String!, $sort: ProductSort = RECOMMENDED, $filter: ProductFilterInput) {
    ...AppShell_query
    productListing(scope: { kind: CATEGORY, code: $code }) {
      header {
        title
      }
      ...ListingScreen_listing @arguments(sort: $sort, filter: $filter)
    }
  }
`;

export function CategoryScreen() {
  const { queryRef } = useLoaderData() as ScreenData<CategoryScreenQuery>;
  const data = usePreloadedQuery<CategoryScreenQuery>(categoryScreenQuery, queryRef);
  const listing = data.productListing;
  useDocumentTitle(listing ? listing.header.title : 'Page Not Found', { bare: !listing });
  return <AppShell query={data}>{listing ? <ListingScreen listing={listing} /> : <NotFoundContent />}</AppShell>;
}
