/** The /v1 endpoints of the api's tote feature (api/src/features/tote/). */
import { bool, csv, id, int, str } from '../params.js';
import { z } from 'zod';
import { MAX_PURCHASE_QUANTITY, SKU_CODE_MAX, TOTE_ITEMS_MAX } from '../tote.js';
import { IDEMPOTENCY_KEY_MAX } from '../checkout.js';
import { endpoint } from './endpoint.js';
import type { AddToteResult, PdpButtonState, ToteView } from '../tote.js';

const saleType = z.enum(['rent', 'purchase']);
const skuCode = str(SKU_CODE_MAX);
const editParams = z.discriminatedUnion('key', [
  z.object({ cartItemId: id(), key: z.literal('quantity'), value: int(1, MAX_PURCHASE_QUANTITY) }),
  z.object({ cartItemId: id(), key: z.literal('sku'), value: skuCode }),
  z.object({ cartItemId: id(), key: z.literal('checked'), value: bool() }),
]);
const queryParams = z.object({ checkedCartItemIdList: csv(id(), TOTE_ITEMS_MAX).optional() });

/** features/tote/tote-routes.ts */
export const toteV1 = {
  toteQuery: endpoint<ToteView>()({
    path: '/tote/query',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: queryParams,
  }),
  shopCartQuery: endpoint<ToteView>()({
    path: '/shopCart/query',
    methods: ['POST', 'GET'],
    access: 'shopper',
    params: queryParams,
  }),
  toteQueryPdpButton: endpoint<PdpButtonState>()({
    path: '/tote/query/pdpButton',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ shopProductId: id(), colorId: id().optional() }),
  }),
  shopCartAdd: endpoint<AddToteResult>()({
    path: '/shopCart/add',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({
      saleType,
      sku: skuCode,
      quantity: int(1, MAX_PURCHASE_QUANTITY).optional(),
      idempotencyKey: str(IDEMPOTENCY_KEY_MAX).optional(),
    }),
  }),
  shopCartRemove: endpoint<ToteView>()({
    path: '/shopCart/remove',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ cartItemIdList: csv(id(), TOTE_ITEMS_MAX) }),
  }),
  shopCartRemoveBySku: endpoint<ToteView>()({
    path: '/shopCart/removeBySku',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ saleType, sku: skuCode }),
  }),
  cartRemoveSku: endpoint<ToteView>()({
    path: '/cart/removeSku',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ saleType, sku: skuCode }),
  }),
  shopCartEdit: endpoint<ToteView>()({
    path: '/shopCart/edit',
    methods: ['POST'],
    access: 'shopper',
    params: editParams,
  }),
  cartEdit: endpoint<ToteView>()({
    path: '/cart/edit',
    methods: ['POST'],
    access: 'shopper',
    params: editParams,
  }),
  shopCartUndo: endpoint<ToteView>()({
    path: '/shopCart/undo',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({}),
  }),
};
