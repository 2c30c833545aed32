import type { LoaderFunctionArgs } from 'react-router';
import BrandScreenQuery, { type BrandScreenQuery as Q } from '../../__generated__/BrandScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/loadScreenQuery.ts';
import { listingVariablesFromUrl } from '../../components/ProductGrid/filterParams.ts';
import { notFound, positiveInt } from '../../relay/notFound.ts';

export function brandLoader({ params, request }: LoaderFunctionArgs) {
  const brandId = positiveInt(params.id);
  if (brandId === null) notFound();
  return loadScreenQuery<Q>(BrandScreenQuery, {
    brandId,
    code: String(brandId),
    ...listingVariablesFromUrl(request.url),
  });
}
