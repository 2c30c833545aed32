/** What wishlist.test.tsx and wishlist-empty.test.tsx share: the list shape and what a shopper's pages answer. */
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { isLogin } from '../../../platform/session/sessionStore.ts';

export const connection = <T>(nodes: T[]) => ({
  totalCount: nodes.length,
  edges: nodes.map((node, index) => ({ cursor: String(index), node })),
  pageInfo: { hasNextPage: false, endCursor: null },
});

/** The answers of every wishlist test (setupRouteFixtures' `base`). */
export const wishlistBase: MockResolvers = {
  Query: () => ({ viewer: isLogin() ? undefined : null }),
  User: () => ({ name: 'Ann Shopper', wishlist: connection([]), followedBrands: connection([]) }),
  MenuItem: (_context, generateId) => ({
    id: `menu-${generateId()}`,
    title: 'Dresses',
    url: '/category/DRESSES',
    children: [],
  }),
};
