/** The home page: one /homepage/index call; each module becomes a HomeSection. */
import type { HomeModule } from '@tote/contract/catalog';
import type { Resolvers, ResolversUnionTypes, ResolversTypes } from '../__generated__/resolvers-types.js';

type Section = ResolversUnionTypes<ResolversTypes>['HomeSection'];

function toSection(m: HomeModule): Section | null {
  switch (m.type) {
    case 'hero':
      return { ...m, __typename: 'HomeHero' };
    case 'products':
      return { ...m, __typename: 'HomeProductRow' };
    case 'categories':
      return { ...m, __typename: 'HomeCategoryTiles' };
    case 'brands':
      return { ...m, __typename: 'HomeBrandRow' };
    default:
      return null; // a module type this gateway does not know yet: left out rather than failing the page
  }
}

export const homeResolvers: Resolvers = {
  Query: {
    home: async (_p, _a, { loaders }) => ({ modules: (await loaders.homepage.load({})).modules }),
  },
  Home: {
    sections: (h) => h.modules.map(toSection).filter((s): s is Section => s !== null),
  },
  HomeSection: {
    __resolveType: (s) => s.__typename,
  },
  HomeHero: {
    id: (m) => m.moduleId,
    cta: (m) => ({ title: m.cta, url: m.link }),
  },
  HomeProductRow: {
    id: (m) => m.moduleId,
    products: (m) => m.productList,
  },
  HomeCategoryTiles: {
    id: (m) => m.moduleId,
    tiles: (m) => m.items,
  },
  HomeTile: {
    url: (t) => t.link,
  },
  HomeBrandRow: {
    id: (m) => m.moduleId,
  },
};
