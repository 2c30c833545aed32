import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { BrandScreenQuery } from '../../../__generated__/BrandScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { ListingScreen } from '../ListingScreen/ListingScreen.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { BrandHeader } from './BrandHeader.tsx';

export const brandScreenQuery = graphql`
  query BrandScreenQuery(
    $brandId: Int!
    $code: String!
    $sort: ProductSort = RECOMMENDED
    $filter: ProductFilterInput
  ) {
    ...AppShell_query
    brand(brandId: $brandId) {
      name
      ...BrandHeader_brand
    }
    productListing(scope: { kind: BRAND, code: $code }) {
      ...ListingScreen_listing @arguments(sort: $sort, filter: $filter)
    }
  }
`;

export function BrandScreen() {
  const { queryRef } = useLoaderData() as ScreenData<BrandScreenQuery>;
  const data = usePreloadedQuery<BrandScreenQuery>(brandScreenQuery, queryRef);
  const { brand, productListing } = data;
  useDocumentTitle(brand ? brand.name : 'Page Not Found', { bare: !brand });
  return (
    <AppShell query={data}>
      {brand && productListing ? (
        <ListingScreen listing={productListing} header={<BrandHeader brand={brand} />} />
      ) : (
        <NotFoundContent />
      )}
    </AppShell>
  );
}
