/** /v1 Tote endpoints (contract: src/contract/tote.ts). All [auth]. */
import type { FastifyInstance } from 'fastify';
import type { AddToteResult, PdpButtonState, ToteView } from '@tote/contract/tote';
import type { Db } from '../../platform/db/schema.js';
import { implement, type HandlerOf } from '../../platform/http/implement.js';
import { badRequest } from '../../platform/http/errors.js';
import { requireUser } from '../auth/index.js';
import { editItem, removeBySku, removeItems, setChecked, undoRemoval } from './edits.js';
import { addToTote } from './store.js';
import { toteV1 } from '@tote/contract/v1/tote';
import { buildPdpButton, buildToteView } from './view.js';

export function registerToteRoutes(app: FastifyInstance, db: Db): void {
  const toteQuery: HandlerOf<typeof toteV1.toteQuery> = async ({ checkedCartItemIdList }, ctx): Promise<ToteView> => {
    const { user } = requireUser(ctx);
    if (checkedCartItemIdList) await setChecked(db, user.id, checkedCartItemIdList);
    return buildToteView(db, user);
  };
  const shopCartRemoveBySku: HandlerOf<typeof toteV1.shopCartRemoveBySku> = async (p, ctx): Promise<ToteView> => {
    const { user } = requireUser(ctx);
    await removeBySku(db, user.id, p.saleType, p.sku);
    return buildToteView(db, user);
  };
  const shopCartEdit: HandlerOf<typeof toteV1.shopCartEdit> = async (p, ctx): Promise<ToteView> => {
    const { user } = requireUser(ctx);
    await editItem(db, user.id, p);
    return buildToteView(db, user);
  };
  implement(app, toteV1, {
    toteQuery,
    shopCartQuery: toteQuery,
    toteQueryPdpButton: async ({ shopProductId, colorId }, ctx): Promise<PdpButtonState> =>
      buildPdpButton(db, requireUser(ctx).user, shopProductId, colorId),
    shopCartAdd: async (p, ctx): Promise<AddToteResult> => addToTote(db, requireUser(ctx).user.id, p),
    shopCartRemove: async ({ cartItemIdList }, ctx): Promise<ToteView> => {
      const { user } = requireUser(ctx);
      if (cartItemIdList.length === 0) throw badRequest('Invalid parameter cartItemIdList: name at least one item');
      await removeItems(db, user.id, cartItemIdList);
      return buildToteView(db, user);
    },
    shopCartRemoveBySku,
    cartRemoveSku: shopCartRemoveBySku,
    shopCartEdit,
    cartEdit: shopCartEdit,
    shopCartUndo: async (_p, ctx): Promise<ToteView> => {
      const { user } = requireUser(ctx);
      await undoRemoval(db, user.id);
      return buildToteView(db, user);
    },
  });
}
