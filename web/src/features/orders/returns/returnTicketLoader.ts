import type { LoaderFunctionArgs } from 'react-router';
import ReturnTicketScreenQuery, {
  type ReturnTicketScreenQuery as Q,
} from '../../../__generated__/ReturnTicketScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { notFound, positiveInt } from '../../../platform/relay/notFound.ts';
import { requireLogin } from '../../../platform/session/guards.ts';

/**
 * /return/{ticketId}: needs login; an id that is not a positive number is the 404 page. Always read
 * from the network: the return parcel moves on the carrier's clock.
 */
export function returnTicketLoader(args: LoaderFunctionArgs) {
  const ticketId = positiveInt(args.params['ticketId']);
  if (ticketId === null) notFound();
  requireLogin(args);
  return loadSignedInScreenQuery<Q>(ReturnTicketScreenQuery, { ticketId }, 'network-only');
}
