import HomeScreenQuery, {
  type HomeScreenQuery as HomeScreenQueryType,
} from '../../__generated__/HomeScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../relay/loadScreenQuery.ts';

export function homeLoader() {
  return loadScreenQuery<HomeScreenQueryType>(HomeScreenQuery, {});
}
