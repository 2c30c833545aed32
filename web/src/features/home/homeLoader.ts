import type { LoaderFunctionArgs } from 'react-router';
import HomeScreenQuery, {
  type HomeScreenQuery as HomeScreenQueryType,
} from '../../__generated__/HomeScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../platform/relay/loadScreenQuery.ts';
import { screenVariables } from '../../platform/relay/screenVariables.ts';

export function homeLoader(args: LoaderFunctionArgs) {
  return loadScreenQuery<HomeScreenQueryType>(HomeScreenQuery, screenVariables('home', args));
}
