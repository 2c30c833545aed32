/** `node(id:)` / `nodes(ids:)`: every Node type resolved alone through its loader. */
import type { Resolvers, ResolversInterfaceTypes, ResolversTypes } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { badUserInput, nullIfNotFound } from '../errors.js';
import { fromGlobalId, isIdNumber, parseListingKey } from '../ids.js';
import { resolveUserNode } from './account.js';
import { listingHeader } from './listing.js';
import { resolveReceiptNode } from './receipts.js';
import { resolveOrderNode } from './order.js';
import { resolveReturnTicketNode } from './returns.js';
import { resolveProductPollNode } from './polls.js';
import { resolveToteItemNode, resolveToteNode } from './tote.js';

type NodeValue = ResolversInterfaceTypes<ResolversTypes>['Node'];

async function resolveNode(id: string, ctx: GatewayContext): Promise<NodeValue | null> {
  const g = fromGlobalId(id);
  if (!g) return null;
  const { loaders } = ctx;
  switch (g.type) {
    case 'Product': {
      if (!/^[1-9]\d{0,9}$/.test(g.key)) return null;
      const p = await nullIfNotFound(loaders.productInfo.load({ shopProductId: Number(g.key) }));
      return p && { ...p, __typename: 'Product' };
    }
    case 'Brand': {
      if (!/^[1-9]\d{0,9}$/.test(g.key)) return null;
      const b = await nullIfNotFound(loaders.brandInfo.load({ brandId: Number(g.key) }));
      return b && { ...b, __typename: 'Brand' };
    }
    case 'Category': {
      const t = (await loaders.taxonomy.load({})).categories.find((c) => c.code === g.key);
      return t ? { code: t.code, name: t.name, group: t.group, taxon: t, __typename: 'Category' } : null;
    }
    case 'Collection': {
      const t = (await loaders.taxonomy.load({})).collections.find((c) => c.code === g.key);
      return t ? { code: t.code, name: t.name, taxon: t, __typename: 'Collection' } : null;
    }
    case 'Occasion': {
      const t = (await loaders.taxonomy.load({})).occasions.find((c) => c.code === g.key);
      return t ? { code: t.code, name: t.name, taxon: t, __typename: 'Occasion' } : null;
    }
    case 'ProductListing': {
      const listing = parseListingKey(g.key);
      if (!listing) return null;
      return (await nullIfNotFound(listingHeader(listing, ctx))) ? { ...listing, __typename: 'ProductListing' } : null;
    }
    case 'User': {
      // Only the signed-in user's own id resolves; anyone else's is null, like an unknown id.
      const u = await resolveUserNode(g.key, ctx);
      return u && { ...u, __typename: 'User' };
    }
    case 'Tote': {
      // The viewer's own Tote; anyone else's is null.
      const t = await resolveToteNode(g.key, ctx);
      return t && { ...t, __typename: 'Tote' };
    }
    case 'MembershipPlan': {
      const plan = (await loaders.membershipPlans.load({})).list.find((p) => String(p.planId) === g.key);
      return plan ? { ...plan, __typename: 'MembershipPlan' } : null;
    }
    case 'Receipt': {
      // The viewer's own receipt; anyone else's (or a guest's ask) is null.
      const r = await resolveReceiptNode(g.key, ctx);
      return r && { ...r, __typename: 'Receipt' };
    }
    case 'Order': {
      // The viewer's own order; anyone else's (or a guest's ask) is null.
      const o = await resolveOrderNode(g.key, ctx);
      return o && { ...o, __typename: 'Order' };
    }
    case 'ReturnTicket': {
      // The viewer's own return ticket; anyone else's (or a guest's ask) is null.
      const t = await resolveReturnTicketNode(g.key, ctx);
      return t && { ...t, __typename: 'ReturnTicket' };
    }
    case 'ToteItem': {
      // An item of the viewer's Tote; another shopper's item is null, like a removed one.
      const i = await resolveToteItemNode(g.key, ctx);
      return i && { ...i, __typename: 'ToteItem' };
    }
    case 'Review': {
      if (!isIdNumber(g.key)) return null;
      const r = await nullIfNotFound(loaders.reviewInfo.load({ reviewId: Number(g.key) }));
      return r && { ...r, __typename: 'Review' };
    }
    case 'ProductPoll': {
      // A poll as the viewer sees it (vote, switches); a guest's ask or a removed poll is null.
      const poll = await resolveProductPollNode(g.key, ctx);
      return poll && { ...poll, __typename: 'ProductPoll' };
    }
  }
}

/** `nodes(ids:)` takes at most this many ids: each may cost an upstream call. */
export const MAX_NODE_IDS = 100;

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_p, { id }, ctx) => resolveNode(id, ctx),
    nodes: (_p, { ids }, ctx) => {
      if (ids.length > MAX_NODE_IDS) throw badUserInput(`\`ids\` must hold at most ${MAX_NODE_IDS} ids.`, 'ids');
      return Promise.all(ids.map((id) => resolveNode(id, ctx)));
    },
  },
  Node: {
    __resolveType: (n) => n.__typename,
  },
};
