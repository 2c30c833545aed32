import EmailUnsubscribedScreenQuery, {
  type EmailUnsubscribedScreenQuery as Q,
} from '../../__generated__/EmailUnsubscribedScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../platform/relay/loadScreenQuery.ts';

export function emailUnsubscribedLoader() {
  return loadScreenQuery<Q>(EmailUnsubscribedScreenQuery, {});
}
