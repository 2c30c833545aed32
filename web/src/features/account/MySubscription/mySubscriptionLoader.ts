import type { LoaderFunctionArgs } from 'react-router';
import MySubscriptionScreenQuery, {
  type MySubscriptionScreenQuery as Q,
} from '../../../__generated__/MySubscriptionScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { memberOnlyGuard, requireLogin } from '../../../platform/session/guards.ts';
import { leaveFor } from '../../../platform/session/fullReload.ts';

/** /account/my-subscription: login, then members only (a non-member goes to /subscribe with a full reload). */
export function mySubscriptionLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  const guard = memberOnlyGuard();
  if (guard.kind !== 'ok') return leaveFor(guard.to);
  return loadSignedInScreenQuery<Q>(MySubscriptionScreenQuery, {}, 'store-and-network');
}
