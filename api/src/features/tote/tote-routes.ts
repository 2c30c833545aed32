/** /v1 Tote endpoints (contract: src/contract/tote.ts). All [auth]. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AddToteResult, PdpButtonState, ToteView } from '@tote/contract/tote';
import type { Db } from '../../platform/db/schema.js';
import { route } from '../../platform/http/route.js';
import { badRequest } from '../../platform/http/errors.js';
import { bool, csv, id, int, str } from '@tote/contract/params';
import { requireUser } from '../auth/index.js';
import { editItem, removeBySku, removeItems, setChecked, undoRemoval } from './edits.js';
import { addToTote, MAX_PURCHASE_QUANTITY } from './store.js';
import { buildPdpButton, buildToteView } from './view.js';

const saleType = z.enum(['rent', 'purchase']);
const skuCode = str(60);

const editParams = z.discriminatedUnion('key', [
  z.object({ cartItemId: id(), key: z.literal('quantity'), value: int(1, MAX_PURCHASE_QUANTITY) }),
  z.object({ cartItemId: id(), key: z.literal('sku'), value: skuCode }),
  z.object({ cartItemId: id(), key: z.literal('checked'), value: bool() }),
]);

export function registerToteRoutes(app: FastifyInstance, db: Db): void {
  const queryParams = z.object({ checkedCartItemIdList: csv(id(), 200).optional() });
  for (const path of ['/tote/query', '/shopCart/query']) {
    route(app, {
      path,
      auth: true,
      params: queryParams,
      handler: async ({ checkedCartItemIdList }, ctx): Promise<ToteView> => {
        const { user } = requireUser(ctx);
        if (checkedCartItemIdList) await setChecked(db, user.id, checkedCartItemIdList);
        return buildToteView(db, user);
      },
    });
  }

  route(app, {
    path: '/tote/query/pdpButton',
    auth: true,
    params: z.object({ shopProductId: id(), colorId: id().optional() }),
    handler: async ({ shopProductId, colorId }, ctx): Promise<PdpButtonState> =>
      buildPdpButton(db, requireUser(ctx).user, shopProductId, colorId),
  });

  route(app, {
    path: '/shopCart/add',
    methods: ['POST'],
    auth: true,
    params: z.object({
      saleType,
      sku: skuCode,
      quantity: int(1, MAX_PURCHASE_QUANTITY).optional(),
      idempotencyKey: str(100).optional(),
    }),
    handler: async (p, ctx): Promise<AddToteResult> => addToTote(db, requireUser(ctx).user.id, p),
  });

  route(app, {
    path: '/shopCart/remove',
    methods: ['POST'],
    auth: true,
    params: z.object({ cartItemIdList: csv(id(), 200) }),
    handler: async ({ cartItemIdList }, ctx): Promise<ToteView> => {
      const { user } = requireUser(ctx);
      if (cartItemIdList.length === 0) throw badRequest('Invalid parameter cartItemIdList: name at least one item');
      await removeItems(db, user.id, cartItemIdList);
      return buildToteView(db, user);
    },
  });

  for (const path of ['/shopCart/removeBySku', '/cart/removeSku']) {
    route(app, {
      path,
      methods: ['POST'],
      auth: true,
      params: z.object({ saleType, sku: skuCode }),
      handler: async (p, ctx): Promise<ToteView> => {
        const { user } = requireUser(ctx);
        await removeBySku(db, user.id, p.saleType, p.sku);
        return buildToteView(db, user);
      },
    });
  }

  for (const path of ['/shopCart/edit', '/cart/edit']) {
    route(app, {
      path,
      methods: ['POST'],
      auth: true,
      params: editParams,
      handler: async (p, ctx): Promise<ToteView> => {
        const { user } = requireUser(ctx);
        await editItem(db, user.id, p);
        return buildToteView(db, user);
      },
    });
  }

  route(app, {
    path: '/shopCart/undo',
    methods: ['POST'],
    auth: true,
    params: z.object({}),
    handler: async (_p, ctx): Promise<ToteView> => {
      const { user } = requireUser(ctx);
      await undoRemoval(db, user.id);
      return buildToteView(db, user);
    },
  });
}
