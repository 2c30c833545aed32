/** /v1/share/* (contract/share.ts): generate, info, productList, filter, analyze and revoke. */
import type { FastifyInstance } from 'fastify';
import type { FilterInfo, Page, ProductCard } from '@tote/contract/catalog';
import { type ShareInfo, type ShareLink, type ShareViews } from '@tote/contract/share';
import { requireUser } from '../auth/index.js';
import { badRequest } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import {
  generateCollectionShare,
  recordView,
  sharedCollectionView,
  sharedFilters,
  sharedProducts,
  sharedSet,
} from './collection.js';
import { generateOrderShare, liveShare, revokeShare, shareLink, type ShareDeps, type ShareRow } from './store.js';
import { sharesV1 } from '@tote/contract/v1/shares';
import { sharedOrderView } from './view.js';

export function registerShareRoutes(app: FastifyInstance, deps: ShareDeps): void {
  const { db } = deps;
  /** The live share's product set; an order share has none (40001). */
  const setOf = async (id: string) => {
    const share: ShareRow = await liveShare(deps, id);
    if (share.resource_type === 'order') throw badRequest('An order share has no product list.');
    return sharedSet(db, share);
  };

  implement(app, sharesV1, {
    generate: async (p, ctx): Promise<ShareLink> => {
      const userId = requireUser(ctx).user.id;
      if (p.resourceType === 'order') {
        if (p.resourceId === 0) throw badRequest('resourceId: Too small: expected number to be >=1');
        return shareLink(deps, await generateOrderShare(deps, userId, p.resourceId));
      }
      return shareLink(deps, await generateCollectionShare(deps, userId, p.resourceType, p.resourceId));
    },
    info: async (p): Promise<ShareInfo> => {
      const share = await liveShare(deps, p.shareId);
      if (share.resource_type === 'order') return sharedOrderView(db, share);
      return sharedCollectionView(db, await sharedSet(db, share));
    },
    productList: async (p): Promise<Page<ProductCard>> => sharedProducts(db, await setOf(p.shareId), p),
    filter: async (p): Promise<FilterInfo> => sharedFilters(db, await setOf(p.shareId)),
    analyze: async (p): Promise<ShareViews> => {
      const share = await liveShare(deps, p.shareId);
      if (share.resource_type !== 'order') await sharedSet(db, share); // 22002 for a gone capsule / product
      return { shareId: share.id, viewCount: await recordView(db, share) };
    },
    revoke: async (p, ctx): Promise<ShareLink> =>
      shareLink(deps, await revokeShare(deps, requireUser(ctx).user.id, p.shareId)),
  });
}
