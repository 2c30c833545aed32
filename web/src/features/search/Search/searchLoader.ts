import type { LoaderFunctionArgs } from 'react-router';
import SearchScreenQuery, { type SearchScreenQuery as Q } from '../../../__generated__/SearchScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { filterFromSearch, sortFromSearch } from '../../catalog/index.ts';
import { cleanQuery, SEARCH_PARAM } from '../searchPath.ts';
import { SEARCH_SORT } from './searchSort.ts';

/** /search?q=…: the results with the filters and sort of the URL; without q, the keywords to start from. */
export function searchLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const query = cleanQuery(search.get(SEARCH_PARAM) ?? '');
  return loadScreenQuery<Q>(SearchScreenQuery, {
    query,
    hasQuery: query !== '',
    sort: sortFromSearch(search, SEARCH_SORT),
    filter: filterFromSearch(search),
  });
}
