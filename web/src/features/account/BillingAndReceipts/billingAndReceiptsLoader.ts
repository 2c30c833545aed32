import type { LoaderFunctionArgs } from 'react-router';
import BillingAndReceiptsScreenQuery, {
  type BillingAndReceiptsScreenQuery as Q,
} from '../../../__generated__/BillingAndReceiptsScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { memberOnlyGuard, requireLogin } from '../../../platform/session/guards.ts';
import { leaveFor } from '../../../platform/session/fullReload.ts';

/** /account/billing-and-receipts: login, then members only (a non-member goes to /subscribe with a full reload). */
export function billingAndReceiptsLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  const guard = memberOnlyGuard();
  if (guard.kind !== 'ok') return leaveFor(guard.to);
  return loadSignedInScreenQuery<Q>(BillingAndReceiptsScreenQuery, {}, 'store-and-network');
}
