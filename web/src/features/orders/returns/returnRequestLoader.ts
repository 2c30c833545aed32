import type { LoaderFunctionArgs } from 'react-router';
import ReturnRequestScreenQuery, {
  type ReturnRequestScreenQuery as Q,
} from '../../../__generated__/ReturnRequestScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { notFound, positiveInt } from '../../../platform/relay/notFound.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

/**
 * /order/{orderId}/return: needs login like the order page; an id that is not a positive number is
 * the 404 page. Always read from the network: what can go back changes as parcels move.
 */
export function returnRequestLoader(args: LoaderFunctionArgs) {
  const orderId = positiveInt(args.params['orderId']);
  if (orderId === null) notFound();
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(ReturnRequestScreenQuery, { orderId }, 'network-only');
}
