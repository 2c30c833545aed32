import ErrorExpiredScreenQuery, {
  type ErrorExpiredScreenQuery as Q,
} from '../../../__generated__/ErrorExpiredScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';

/** Only the header and menu: usually already in the store, so no request at all. */
export function errorExpiredLoader() {
  return loadScreenQuery<Q>(ErrorExpiredScreenQuery, {});
}
