import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { SearchEmptyQuery } from '../../../__generated__/SearchEmptyQuery.graphql.ts';
import { searchPath } from '../searchPath.ts';
import { useRecordSearch } from '../useRecordSearch.ts';
import { SearchKeywordChips } from './SearchKeywordChips.tsx';

interface Props {
  query: string;
  didYouMean: string | null;
}

/** Nothing matched: say so, offer the close spelling when there is one, and keywords that do find styles. */
export function SearchEmpty({ query, didYouMean }: Props) {
  const record = useRecordSearch();
  return (
    <div className="search-screen__empty">
      <header className="listing__header">
        <h1 className="listing__title">No results for “{query}”</h1>
        {didYouMean ? (
          <p className="listing__subtitle">
            Did you mean{' '}
            <Link to={searchPath(didYouMean)} className="text-link" onClick={() => record(didYouMean)}>
              {didYouMean}
            </Link>
            ?
          </p>
        ) : null}
        <p className="listing__description">Check the spelling, try a more general word, or start from these.</p>
      </header>
      {/* The keywords are asked for only when nothing matched: the results page does not wait for them. */}
      <Suspense fallback={null}>
        <EmptyKeywords />
      </Suspense>
    </div>
  );
}

function EmptyKeywords() {
  const data = useLazyLoadQuery<SearchEmptyQuery>(
    graphql`
      query SearchEmptyQuery {
        searchDrawer {
          ...SearchKeywordChips_drawer
        }
      }
    `,
    {},
  );
  return <SearchKeywordChips drawer={data.searchDrawer} />;
}
