import type { LoaderFunctionArgs } from 'react-router';
import NewArrivalsScreenQuery, {
  type NewArrivalsScreenQuery as Q,
} from '../../__generated__/NewArrivalsScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/loadScreenQuery.ts';
import { listingVariablesFromUrl } from '../../components/ProductGrid/filterParams.ts';

export function newArrivalsLoader({ request }: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(NewArrivalsScreenQuery, listingVariablesFromUrl(request.url));
}
