import type { LoaderFunctionArgs } from 'react-router';
import CategoryScreenQuery, {
  type CategoryScreenQuery as Q,
} from '../../../__generated__/CategoryScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../../platform/relay/screenVariables.ts';

export function categoryLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<Q>(CategoryScreenQuery, screenVariables('category', args));
}
