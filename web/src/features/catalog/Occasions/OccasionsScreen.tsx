import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { OccasionsScreenQuery } from '../../../__generated__/OccasionsScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { ListingScreen } from '../ListingScreen/ListingScreen.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import './Occasions.css';

export const occasionsScreenQuery = graphql`
  query OccasionsScreenQuery(
    $code: String
    $hasCode: Boolean!
    $sort: ProductSort = RECOMMENDED
    $filter: ProductFilterInput
  ) {
    ...AppShell_query
    occasions {
      id
      code
      name
      description
      productCount
      image {
        url
        alt
      }
    }
    productListing(scope: { kind: OCCASION, code: $code }) @include(if: $hasCode) {
      header {
        title
      }
      ...ListingScreen_listing @arguments(sort: $sort, filter: $filter)
    }
  }
`;

const occasionUrl = (code: string) => `/occasions?code=${encodeURIComponent(code)}`;

export function OccasionsScreen() {
  const { queryRef } = useLoaderData() as ScreenData<OccasionsScreenQuery>;
  const data = usePreloadedQuery<OccasionsScreenQuery>(occasionsScreenQuery, queryRef);
  const selectedCode = queryRef.variables.code;
  const listing = data.productListing;
  const selected = data.occasions.find((occasion) => occasion.code === selectedCode);
  useDocumentTitle(selected ? selected.name : 'Occasions');

  if (selectedCode && !listing) {
    return (
      <AppShell query={data}>
        <NotFoundContent />
      </AppShell>
    );
  }

  const tiles = (
    <nav aria-label="Occasions" className={listing ? 'occasions occasions--compact' : 'occasions'}>
      <ul className="occasions__list">
        {data.occasions.map((occasion) => (
          <li key={occasion.id}>
            <Link
              to={occasionUrl(occasion.code)}
              className="occasions__tile"
              aria-current={occasion.code === selectedCode ? 'page' : undefined}
            >
              <img src={occasion.image.url} alt={occasion.image.alt} width={1200} height={480} loading="lazy" />
              <span className="occasions__name">{occasion.name}</span>
              {!listing ? <span className="occasions__count">{occasion.productCount} styles</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <AppShell query={data}>
      {listing ? (
        <ListingScreen listing={listing}>{tiles}</ListingScreen>
      ) : (
        <div className="page">
          <header className="occasions__header">
            <h1 className="occasions__title">Dress for the occasion</h1>
            <p className="occasions__intro">
              Weddings, workdays, weekends away: pick the moment and we&rsquo;ll show the looks.
            </p>
          </header>
          {tiles}
        </div>
      )}
    </AppShell>
  );
}
