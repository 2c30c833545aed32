/** /v1/capsule/* (contract/capsules.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Capsule, CapsuleDeleted, CapsuleList } from '@tote/contract/capsules';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { id, noParams } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { addToCapsule, createCapsule, deleteCapsule, listCapsules, removeFromCapsule, renameCapsule } from './store.js';

// Length is checked after trimming (store.ts), so the message is the capsule rule's, not zod's.
const name = () => z.string().max(1000);
const capsule = { capsuleId: id() };
const product = z.object({ ...capsule, shopProductId: id() });

export function registerCapsuleRoutes(app: FastifyInstance, db: Db): void {
  const userOf = (ctx: Parameters<typeof requireUser>[0]): number => requireUser(ctx).user.id;

  route(app, {
    path: '/capsule/list',
    auth: true,
    params: noParams,
    handler: async (_p, ctx): Promise<CapsuleList> => ({ list: await listCapsules(db, userOf(ctx)) }),
  });
  route(app, {
    path: '/capsule/create',
    methods: ['POST'],
    auth: true,
    params: z.object({ name: name() }),
    handler: (p, ctx): Promise<Capsule> => createCapsule(db, userOf(ctx), p.name),
  });
  route(app, {
    path: '/capsule/updateName',
    methods: ['POST'],
    auth: true,
    params: z.object({ ...capsule, name: name() }),
    handler: (p, ctx): Promise<Capsule> => renameCapsule(db, userOf(ctx), p.capsuleId, p.name),
  });
  route(app, {
    path: '/capsule/addProduct',
    methods: ['POST'],
    auth: true,
    params: product,
    handler: (p, ctx): Promise<Capsule> => addToCapsule(db, userOf(ctx), p.capsuleId, p.shopProductId),
  });
  route(app, {
    path: '/capsule/removeProduct',
    methods: ['POST'],
    auth: true,
    params: product,
    handler: (p, ctx): Promise<Capsule> => removeFromCapsule(db, userOf(ctx), p.capsuleId, p.shopProductId),
  });
  route(app, {
    path: '/capsule/delete',
    methods: ['POST'],
    auth: true,
    params: z.object(capsule),
    handler: async (p, ctx): Promise<CapsuleDeleted> => {
      await deleteCapsule(db, userOf(ctx), p.capsuleId);
      return { capsuleId: p.capsuleId, deleted: true };
    },
  });
}
