import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql.ts';
import type { ScreenData } from '../../relay/loadScreenQuery.ts';
import { AppShell } from '../../components/AppShell/AppShell.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { HomeHero } from './HomeHero.tsx';
import { HomeProductRow } from './HomeProductRow.tsx';
import { HomeCategoryTiles } from './HomeCategoryTiles.tsx';
import { HomeBrandRow } from './HomeBrandRow.tsx';

export const homeScreenQuery = graphql`
  query HomeScreenQuery {
    ...AppShell_query
    home {
      sections {
        __typename
        ... on HomeHero {
          id
        }
        ... on HomeProductRow {
          id
        }
        ... on HomeCategoryTiles {
          id
        }
        ... on HomeBrandRow {
          id
        }
        ...HomeHero_hero @alias(as: "hero")
        ...HomeProductRow_row @alias(as: "productRow")
        ...HomeCategoryTiles_tiles @alias(as: "tiles")
        ...HomeBrandRow_row @alias(as: "brandRow")
      }
    }
  }
`;

export function HomeScreen() {
  const { queryRef } = useLoaderData() as ScreenData<HomeScreenQuery>;
  const data = usePreloadedQuery<HomeScreenQuery>(homeScreenQuery, queryRef);
  useDocumentTitle('Rent & Buy Designer Fashion');

  return (
    <AppShell query={data}>
      <h1 className="visually-hidden">Tote: rent and buy designer fashion</h1>
      {data.home.sections.map((section, index) => {
        const key = 'id' in section ? section.id : String(index);
        if (section.hero) return <HomeHero key={key} hero={section.hero} />;
        if (section.productRow) return <HomeProductRow key={key} row={section.productRow} />;
        if (section.tiles) return <HomeCategoryTiles key={key} tiles={section.tiles} />;
        if (section.brandRow) return <HomeBrandRow key={key} row={section.brandRow} />;
        return null; // a section kind this version of the shop does not know yet
      })}
    </AppShell>
  );
}
