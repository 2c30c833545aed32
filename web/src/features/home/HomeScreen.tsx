import { Fragment } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql.ts';
import type { ScreenData } from '../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../shell/index.ts';
import { useDocumentTitle } from '../../platform/hooks/useDocumentTitle.ts';
import { HomeHero } from './HomeHero.tsx';
import { HomeProductRow } from './HomeProductRow.tsx';
import { HomeCategoryTiles } from './HomeCategoryTiles.tsx';
import { HomeBrandRow } from './HomeBrandRow.tsx';
import { ViewerProductRows } from '../catalog/index.ts';

export const homeScreenQuery = graphql`
  query HomeScreenQuery {
    ...AppShell_query
    viewer {
      ...ViewerProductRows_user
    }
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
        return (
          <Fragment key={key}>
            <HomeSection section={section} />
            {/* The shopper's own rows come right after the first section (the hero). */}
            {index === 0 && data.viewer ? (
              <div className="page">
                <ViewerProductRows user={data.viewer} />
              </div>
            ) : null}
          </Fragment>
        );
      })}
    </AppShell>
  );
}

type Section = HomeScreenQuery['response']['home']['sections'][number];

function HomeSection({ section }: { section: Section }) {
  if (section.hero) return <HomeHero hero={section.hero} />;
  if (section.productRow) return <HomeProductRow row={section.productRow} />;
  if (section.tiles) return <HomeCategoryTiles tiles={section.tiles} />;
  if (section.brandRow) return <HomeBrandRow row={section.brandRow} />;
  return null; // a section kind this version of the shop does not know yet
}
