/** Categories, collections and occasions: all from one /menu/category/list call per request. */
import { GraphQLError } from 'graphql';
import type { Taxon, TaxonomyResponse } from '@tote/contract/catalog';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { toGlobalId } from '../ids.js';

type Kind = 'categories' | 'collections' | 'occasions';

/** The taxon with this code, from the model when it carries it, else from the taxonomy. */
export async function taxonOf(kind: Kind, m: { code: string; taxon?: Taxon }, ctx: GatewayContext): Promise<Taxon> {
  if (m.taxon) return m.taxon;
  const t: TaxonomyResponse = await ctx.loaders.taxonomy.load({});
  const found = (t[kind] as Taxon[]).find((x) => x.code === m.code);
  if (!found)
    throw new GraphQLError(`No ${kind.slice(0, -1)} with code ${m.code} in the taxonomy`, {
      extensions: { code: 'NOT_FOUND' },
    });
  return found;
}

function taxonFields(kind: Kind) {
  return {
    description: async (m: { code: string; taxon?: Taxon }, _a: unknown, ctx: GatewayContext) =>
      (await taxonOf(kind, m, ctx)).description,
    image: async (m: { code: string; taxon?: Taxon }, _a: unknown, ctx: GatewayContext) =>
      (await taxonOf(kind, m, ctx)).image,
    productCount: async (m: { code: string; taxon?: Taxon }, _a: unknown, ctx: GatewayContext) =>
      (await taxonOf(kind, m, ctx)).productCount,
  };
}

export const taxonomyResolvers: Resolvers = {
  Query: {
    categories: async (_p, _a, { loaders }) =>
      (await loaders.taxonomy.load({})).categories.map((t) => ({
        code: t.code,
        name: t.name,
        group: t.group,
        taxon: t,
      })),
    collections: async (_p, _a, { loaders }) =>
      (await loaders.taxonomy.load({})).collections.map((t) => ({ code: t.code, name: t.name, taxon: t })),
    occasions: async (_p, _a, { loaders }) =>
      (await loaders.taxonomy.load({})).occasions.map((t) => ({ code: t.code, name: t.name, taxon: t })),
  },
  Category: {
    id: (c) => toGlobalId('Category', c.code),
    group: (c) => (c.group === 'shoes' ? 'SHOES' : 'CLOTHING'),
    url: (c) => `/category/${encodeURIComponent(c.code)}`,
    ...taxonFields('categories'),
  },
  Collection: {
    id: (c) => toGlobalId('Collection', c.code),
    url: (c) => `/collection/${encodeURIComponent(c.code)}`,
    ...taxonFields('collections'),
  },
  Occasion: {
    id: (o) => toGlobalId('Occasion', o.code),
    url: (o) => `/occasions?code=${encodeURIComponent(o.code)}`,
    ...taxonFields('occasions'),
  },
};
