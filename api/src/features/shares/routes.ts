/** /v1/share/* (contract/share.ts): generate, info, productList, filter, analyze and revoke. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FilterInfo, Page, ProductCard } from '@tote/contract/catalog';
import {
  SHARE_ID_PATTERN,
  SHARE_RESOURCE_TYPES,
  type ShareInfo,
  type ShareLink,
  type ShareViews,
} from '@tote/contract/share';
import { requireUser } from '../auth/index.js';
import { badRequest } from '../../platform/http/errors.js';
import { id, int, listParams } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import {
  generateCollectionShare,
  recordView,
  sharedCollectionView,
  sharedFilters,
  sharedProducts,
  sharedSet,
} from './collection.js';
import { generateOrderShare, liveShare, revokeShare, shareLink, type ShareDeps, type ShareRow } from './store.js';
import { sharedOrderView } from './view.js';

const shareId = () =>
  z
    .string()
    .trim()
    .max(64, { error: 'not a share id', abort: true })
    .regex(SHARE_ID_PATTERN, { error: 'not a share id' });

export function registerShareRoutes(app: FastifyInstance, deps: ShareDeps): void {
  const { db } = deps;
  /** The live share's product set; an order share has none (40001). */
  const setOf = async (id: string) => {
    const share: ShareRow = await liveShare(deps, id);
    if (share.resource_type === 'order') throw badRequest('An order share has no product list.');
    return sharedSet(db, share);
  };

  route(app, {
    path: '/share/generate',
    methods: ['POST'],
    auth: true,
    params: z.object({ resourceId: z.union([z.literal(0), id()]), resourceType: z.enum(SHARE_RESOURCE_TYPES) }),
    handler: async (p, ctx): Promise<ShareLink> => {
      const userId = requireUser(ctx).user.id;
      if (p.resourceType === 'order') {
        if (p.resourceId === 0) throw badRequest('resourceId: Too small: expected number to be >=1');
        return shareLink(deps, await generateOrderShare(deps, userId, p.resourceId));
      }
      return shareLink(deps, await generateCollectionShare(deps, userId, p.resourceType, p.resourceId));
    },
  });

  route(app, {
    path: '/share/info',
    params: z.object({ shareId: shareId() }),
    handler: async (p): Promise<ShareInfo> => {
      const share = await liveShare(deps, p.shareId);
      if (share.resource_type === 'order') return sharedOrderView(db, share);
      return sharedCollectionView(db, await sharedSet(db, share));
    },
  });

  route(app, {
    path: '/share/productList',
    params: listParams({ shareId: shareId(), pageSize: int(1, 100).optional() }),
    handler: async (p): Promise<Page<ProductCard>> => sharedProducts(db, await setOf(p.shareId), p),
  });

  route(app, {
    path: '/share/filter',
    params: z.object({ shareId: shareId() }),
    handler: async (p): Promise<FilterInfo> => sharedFilters(db, await setOf(p.shareId)),
  });

  route(app, {
    path: '/share/analyze',
    methods: ['POST'],
    params: z.object({ shareId: shareId() }),
    handler: async (p): Promise<ShareViews> => {
      const share = await liveShare(deps, p.shareId);
      if (share.resource_type !== 'order') await sharedSet(db, share); // 22002 for a gone capsule / product
      return { shareId: share.id, viewCount: await recordView(db, share) };
    },
  });

  route(app, {
    path: '/share/revoke',
    methods: ['POST'],
    auth: true,
    params: z.object({ shareId: shareId() }),
    handler: async (p, ctx): Promise<ShareLink> =>
      shareLink(deps, await revokeShare(deps, requireUser(ctx).user.id, p.shareId)),
  });
}
