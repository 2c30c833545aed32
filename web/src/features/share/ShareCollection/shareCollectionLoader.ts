import type { LoaderFunctionArgs } from 'react-router';
import { SHARE_ID_PATTERN } from '@tote/contract/share';
import ShareCollectionScreenQuery, {
  type ShareCollectionScreenQuery as Q,
} from '../../../__generated__/ShareCollectionScreenQuery.graphql.ts';
import { loadScreenQuery } from '../../../platform/relay/loadScreenQuery.ts';
import { notFound } from '../../../platform/relay/notFound.ts';
import { shareCollectionVariables } from './shareCollectionQuery.ts';

/**
 * /share/{wishlist|capsule|product}/{shareId}: public, no login; not a share id → the 404 page. Always
 * from the network: an expired or withdrawn link answers SHARE_EXPIRED and the network layer goes to
 * /error/expired.
 */
export function shareCollectionLoader(args: LoaderFunctionArgs) {
  const shareId = args.params['shareId'] ?? '';
  if (!SHARE_ID_PATTERN.test(shareId)) notFound();
  const search = new URL(args.request.url).searchParams;
  return loadScreenQuery<Q>(ShareCollectionScreenQuery, shareCollectionVariables(shareId, search), 'network-only');
}
