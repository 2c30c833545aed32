import type { LoaderFunctionArgs } from 'react-router';
import CategoryScreenQuery, { type CategoryScreenQuery as Q } from '../../__generated__/CategoryScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/loadScreenQuery.ts';
import { listingVariablesFromUrl } from '../../components/ProductGrid/filterParams.ts';
import { notFound } from '../../relay/notFound.ts';

export function categoryLoader({ params, request }: LoaderFunctionArgs) {
  if (!params.code) notFound();
  return loadScreenQuery<Q>(CategoryScreenQuery, { code: params.code, ...listingVariablesFromUrl(request.url) });
}
