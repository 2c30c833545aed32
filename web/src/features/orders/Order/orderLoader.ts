import type { LoaderFunctionArgs } from 'react-router';
import OrderScreenQuery, { type OrderScreenQuery as Q } from '../../../__generated__/OrderScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { notFound, positiveInt } from '../../../platform/relay/notFound.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

/**
 * /order/{orderId}: needs login like the account pages (a guest goes to login and comes back);
 * an id that is not a positive number is the 404 page. Always read from the network: the order's
 * status changes outside this page (payment results, a checkout replacing it).
 */
export function orderLoader(args: LoaderFunctionArgs) {
  const orderId = positiveInt(args.params['orderId']);
  if (orderId === null) notFound();
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(OrderScreenQuery, { orderId }, 'store-and-network');
}
