import ResubscribeScreenQuery, {
  type ResubscribeScreenQuery as Q,
} from '../../__generated__/ResubscribeScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../platform/relay/loadScreenQuery.ts';

export function resubscribeLoader() {
  return loadScreenQuery<Q>(ResubscribeScreenQuery, {});
}
