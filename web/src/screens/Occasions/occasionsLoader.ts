import type { LoaderFunctionArgs } from 'react-router';
import OccasionsScreenQuery, {
  type OccasionsScreenQuery as Q,
} from '../../__generated__/OccasionsScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/loadScreenQuery.ts';
import { listingVariablesFromUrl } from '../../components/ProductGrid/filterParams.ts';

/** /occasions lists the occasions; `?code=` selects one and shows its products too. */
export function occasionsLoader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('code')?.trim() || null;
  return loadScreenQuery<Q>(OccasionsScreenQuery, {
    code,
    hasCode: code !== null,
    ...listingVariablesFromUrl(request.url),
  });
}
