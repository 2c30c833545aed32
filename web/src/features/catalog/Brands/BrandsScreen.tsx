import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { BrandsScreenQuery } from '../../../__generated__/BrandsScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { BrandGrid } from './BrandGrid.tsx';
import { BrandIndex } from './BrandIndex.tsx';
import './Brands.css';

export const brandsScreenQuery = graphql`
  query BrandsScreenQuery {
    ...AppShell_query
    ...BrandGrid_query
    ...BrandIndex_query
  }
`;

export function BrandsScreen() {
  const { queryRef } = useLoaderData() as ScreenData<BrandsScreenQuery>;
  const data = usePreloadedQuery<BrandsScreenQuery>(brandsScreenQuery, queryRef);
  useDocumentTitle('Designer Brands A–Z');
  return (
    <AppShell query={data}>
      <div className="page brands">
        <header className="brands__header">
          <h1 className="brands__title">Designers</h1>
          <p className="brands__intro">Discover the labels in the Tote wardrobe.</p>
        </header>
        <BrandGrid query={data} />
        <BrandIndex query={data} />
      </div>
    </AppShell>
  );
}
