/**
 * Capsules (schema/capsules.graphql): the viewer's capsules (/capsule/list) and the five changes. A
 * refused change (40001 name rules and limits, 20003 not the viewer's capsule or an unknown product,
 * 70003 off shelf) is a userError with the api's message verbatim; the list is read again after a change.
 */
import { capsulesV1 } from '@tote/contract/v1/capsules';
import type { Capsule } from '@tote/contract/capsules';
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { Code } from '../errors.js';
import { validOrderId } from './order.js';
import { requireSignIn } from './session.js';
import { asSignedIn, attempt, validationError } from './upstreamCalls.js';

type CapsulePayload = ResolversTypes['CapsulePayload'];

const CAPSULE_USER_ERROR_CODES: ReadonlySet<number> = new Set([
  Code.BAD_REQUEST,
  Code.DATA_NOT_FOUND,
  Code.PRODUCT_OFF_SHELF,
]);
/** Capsule and product ids are database ids like an order's. */
const validId = validOrderId;
const NO_CAPSULE = 'This capsule does not exist.';
const NO_PRODUCT = 'This product does not exist.';

/** Capsule.id: opaque, unique among types (not a Node: a capsule is only read through the viewer). */
export const capsuleGlobalId = (capsuleId: number): string => Buffer.from(`Capsule:${capsuleId}`).toString('base64');

async function capsulePayload(ctx: GatewayContext, call: Promise<Capsule>, field: string[]): Promise<CapsulePayload> {
  const r = await attempt(ctx, call, field, CAPSULE_USER_ERROR_CODES);
  ctx.loaders.capsuleList.clearAll();
  return r.ok ? { capsule: r.value, userErrors: [] } : { capsule: null, userErrors: r.userErrors };
}

const refused = (field: string[], message: string): CapsulePayload => ({
  capsule: null,
  userErrors: [validationError(field, message)],
});

export const capsuleResolvers: Resolvers = {
  User: {
    capsules: async (_u, _a, ctx) => (await asSignedIn(ctx, () => ctx.loaders.capsuleList.load({})))?.list ?? [],
  },

  Capsule: {
    id: (c) => capsuleGlobalId(c.capsuleId),
    productCount: (c) => c.products.length,
  },

  Mutation: {
    createCapsule: (_p, { input }, ctx) => {
      requireSignIn(ctx, capsulesV1.create);
      return capsulePayload(ctx, ctx.loaders.capsuleCreate.load({ name: input.name }), ['input', 'name']);
    },

    renameCapsule: (_p, { input }, ctx) => {
      requireSignIn(ctx, capsulesV1.updateName);
      if (!validId(input.capsuleId)) return refused(['input', 'capsuleId'], NO_CAPSULE);
      const call = ctx.loaders.capsuleRename.load({ capsuleId: input.capsuleId, name: input.name });
      return capsulePayload(ctx, call, ['input', 'name']);
    },

    addToCapsule: (_p, { input }, ctx) => {
      requireSignIn(ctx, capsulesV1.addProduct);
      if (!validId(input.capsuleId)) return refused(['input', 'capsuleId'], NO_CAPSULE);
      if (!validId(input.productId)) return refused(['input', 'productId'], NO_PRODUCT);
      const call = ctx.loaders.capsuleAddProduct.load({ capsuleId: input.capsuleId, shopProductId: input.productId });
      return capsulePayload(ctx, call, ['input', 'productId']);
    },

    removeFromCapsule: (_p, { input }, ctx) => {
      requireSignIn(ctx, capsulesV1.removeProduct);
      if (!validId(input.capsuleId)) return refused(['input', 'capsuleId'], NO_CAPSULE);
      if (!validId(input.productId)) return refused(['input', 'productId'], NO_PRODUCT);
      const params = { capsuleId: input.capsuleId, shopProductId: input.productId };
      return capsulePayload(ctx, ctx.loaders.capsuleRemoveProduct.load(params), ['input', 'productId']);
    },

    deleteCapsule: async (_p, { input }, ctx) => {
      requireSignIn(ctx, capsulesV1.delete);
      if (!validId(input.capsuleId))
        return { deletedId: null, userErrors: [validationError(['input', 'capsuleId'], NO_CAPSULE)] };
      const r = await attempt(
        ctx,
        ctx.loaders.capsuleDelete.load({ capsuleId: input.capsuleId }),
        ['input', 'capsuleId'],
        CAPSULE_USER_ERROR_CODES,
      );
      ctx.loaders.capsuleList.clearAll();
      return r.ok
        ? { deletedId: capsuleGlobalId(input.capsuleId), userErrors: [] }
        : { deletedId: null, userErrors: r.userErrors };
    },
  },
};
