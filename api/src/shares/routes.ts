/** /v1/share/generate, /share/info and /share/revoke (contract/share.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SHARE_ID_PATTERN, SHARE_RESOURCE_TYPES, type ShareLink, type SharedOrderView } from '@tote/contract/share';
import { requireUser } from '../auth/session.js';
import { id } from '../http/params.js';
import { route } from '../http/route.js';
import { generateOrderShare, liveShare, revokeShare, shareLink, type ShareDeps } from './store.js';
import { sharedOrderView } from './view.js';

const shareId = () => z.string().trim().regex(SHARE_ID_PATTERN, { error: 'not a share id' });

export function registerShareRoutes(app: FastifyInstance, deps: ShareDeps): void {
  route(app, {
    path: '/share/generate',
    methods: ['POST'],
    auth: true,
    params: z.object({ resourceId: id(), resourceType: z.enum(SHARE_RESOURCE_TYPES) }),
    handler: async (p, ctx): Promise<ShareLink> =>
      shareLink(deps, await generateOrderShare(deps, requireUser(ctx).user.id, p.resourceId)),
  });

  route(app, {
    path: '/share/info',
    params: z.object({ shareId: shareId() }),
    handler: async (p): Promise<SharedOrderView> => sharedOrderView(deps.db, await liveShare(deps, p.shareId)),
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
