import type { LoaderFunctionArgs } from 'react-router';
import BillingAndReceiptsScreenQuery, {
  type BillingAndReceiptsScreenQuery as Q,
} from '../../__generated__/BillingAndReceiptsScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../relay/loadScreenQuery.ts';
import { memberOnlyGuard, requireLogin } from '../../session/guards.ts';
import { fullReload, pageIsLeaving } from '../../session/fullReload.ts';

/** /account/billing-and-receipts: login, then members only (a non-member goes to /subscribe with a full reload). */
export function billingAndReceiptsLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  const guard = memberOnlyGuard();
  if (guard.kind !== 'ok') {
    fullReload(guard.to);
    return pageIsLeaving();
  }
  return loadSignedInScreenQuery<Q>(BillingAndReceiptsScreenQuery, {}, 'store-and-network');
}
