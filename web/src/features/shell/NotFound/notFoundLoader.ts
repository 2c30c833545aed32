import NotFoundScreenQuery, {
  type NotFoundScreenQuery as Q,
} from '../../../__generated__/NotFoundScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';

/** Only the header and menu: usually already in the store, so no request at all. */
export function notFoundLoader() {
  return loadScreenQuery<Q>(NotFoundScreenQuery, {});
}
