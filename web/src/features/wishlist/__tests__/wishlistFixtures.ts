/** What wishlist.test.tsx and wishlist-empty.test.tsx share: the list shape and the routes started on a shopper. */
import type { RouteObject } from 'react-router';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import { autoResolve, environment, renderRoutes } from '../../../../test/relay.tsx';
import { isLogin } from '../../../platform/session/sessionStore.ts';

export const connection = <T>(nodes: T[]) => ({
  totalCount: nodes.length,
  edges: nodes.map((node, index) => ({ cursor: String(index), node })),
  pageInfo: { hasNextPage: false, endCursor: null },
});

const base: MockResolvers = {
  Query: () => ({ viewer: isLogin() ? undefined : null }),
  User: () => ({ name: 'Ann Shopper', wishlist: connection([]), followedBrands: connection([]) }),
  MenuItem: (_context, generateId) => ({
    id: `menu-${generateId()}`,
    title: 'Dresses',
    url: '/category/DRESSES',
    children: [],
  }),
};

/** The app's routes at `url`, every operation answered (and recorded in `operations`) from `resolvers`. */
export function startWishlist(
  routes: RouteObject[],
  url: string,
  operations: OperationDescriptor[],
  resolvers: MockResolvers = {},
) {
  autoResolve(environment, { ...base, ...resolvers }, operations);
  return renderRoutes(routes, environment, url);
}
