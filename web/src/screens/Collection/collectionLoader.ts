import type { LoaderFunctionArgs } from 'react-router';
import CollectionScreenQuery, {
  type CollectionScreenQuery as Q,
} from '../../__generated__/CollectionScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/loadScreenQuery.ts';
import { listingVariablesFromUrl } from '../../components/ProductGrid/filterParams.ts';
import { notFound } from '../../relay/notFound.ts';

/** /collection/{code}; /collection/allStyle takes the `title` query. */
export function collectionLoader({ params, request }: LoaderFunctionArgs) {
  if (!params.code) notFound();
  const title = new URL(request.url).searchParams.get('title')?.trim() || null;
  return loadScreenQuery<Q>(CollectionScreenQuery, {
    code: params.code,
    title: params.code === 'allStyle' ? title : null,
    ...listingVariablesFromUrl(request.url),
  });
}
