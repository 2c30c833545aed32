import type { LoaderFunctionArgs } from 'react-router';
import WishlistScreenQuery, { type WishlistScreenQuery as Q } from '../../__generated__/WishlistScreenQuery.graphql.ts';
import { loadSignedInScreenQuery } from '../../platform/relay/loadScreenQuery.ts';
import { requireLogin } from '../../platform/session/guards.ts';

export function wishlistLoader(args: LoaderFunctionArgs) {
  requireLogin(args);
  // Always asked again: the lists change from other pages and other devices, and a cached list must
  // not hide a product saved since.
  return loadSignedInScreenQuery<Q>(WishlistScreenQuery, {}, 'store-and-network');
}
