import type { LoaderFunctionArgs } from 'react-router';
import { SHARE_ID_PATTERN } from '@tote/contract/share';
import ShareOrderScreenQuery, {
  type ShareOrderScreenQuery as Q,
} from '../../../__generated__/ShareOrderScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { notFound } from '../../../platform/relay/notFound.ts';

/**
 * /share/order/{shareId}: public, no login. Something that is not a share id is the 404 page. Always
 * read from the network: a link expires or is withdrawn while the store still holds it (the answer is
 * then SHARE_EXPIRED, and the network layer goes to /error/expired).
 */
export function shareOrderLoader(args: LoaderFunctionArgs) {
  const shareId = args.params['shareId'] ?? '';
  if (!SHARE_ID_PATTERN.test(shareId)) notFound();
  return loadScreenQuery<Q>(ShareOrderScreenQuery, { shareId }, 'network-only');
}
