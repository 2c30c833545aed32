import type { LoaderFunctionArgs } from 'react-router';
import NewArrivalsScreenQuery, {
  type NewArrivalsScreenQuery as Q,
} from '../../../__generated__/NewArrivalsScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../../platform/relay/screenVariables.ts';

export function newArrivalsLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(NewArrivalsScreenQuery, screenVariables('newArrivals', args));
}
