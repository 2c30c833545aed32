/** /v1/capsule/* (contract/capsules.ts). */
import type { FastifyInstance } from 'fastify';
import type { Capsule, CapsuleDeleted, CapsuleList } from '@tote/contract/capsules';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { implement } from '../../platform/http/implement.js';
import { capsulesV1 } from '@tote/contract/v1/capsules';
import { addToCapsule, createCapsule, deleteCapsule, listCapsules, removeFromCapsule, renameCapsule } from './store.js';

export function registerCapsuleRoutes(app: FastifyInstance, db: Db): void {
  const userOf = (ctx: Parameters<typeof requireUser>[0]): number => requireUser(ctx).user.id;

  implement(app, capsulesV1, {
    list: async (_p, ctx): Promise<CapsuleList> => ({ list: await listCapsules(db, userOf(ctx)) }),
    create: (p, ctx): Promise<Capsule> => createCapsule(db, userOf(ctx), p.name),
    updateName: (p, ctx): Promise<Capsule> => renameCapsule(db, userOf(ctx), p.capsuleId, p.name),
    addProduct: (p, ctx): Promise<Capsule> => addToCapsule(db, userOf(ctx), p.capsuleId, p.shopProductId),
    removeProduct: (p, ctx): Promise<Capsule> => removeFromCapsule(db, userOf(ctx), p.capsuleId, p.shopProductId),
    delete: async (p, ctx): Promise<CapsuleDeleted> => {
      await deleteCapsule(db, userOf(ctx), p.capsuleId);
      return { capsuleId: p.capsuleId, deleted: true };
    },
  });
}
