/** Catalog entry points: a product by slug, brands, the A–Z brand index, a product listing. */
import { MAX_ID, productIdFromSlug } from '@tote/contract/slugs';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { pageArgs } from '../connection.js';
import { nullIfNotFound } from '../errors.js';
import type { BrandIndexGroupModel } from '../models/catalog.js';
import { listingHeader, listingOf } from './listing.js';
import { productPageOf } from './product.js';

const validId = (n: number | null | undefined): n is number =>
  n != null && Number.isInteger(n) && n >= 1 && n <= MAX_ID;

export const catalogResolvers: Resolvers = {
  Query: {
    product: (_p, { slug, productId }, ctx) => {
      const id = productId ?? (slug != null ? productIdFromSlug(slug) : null);
      if (!validId(id)) return null;
      // 20003 (unknown) → null; 70003 (off shelf) → NOT_FOUND error.
      return nullIfNotFound(productPageOf(id, ctx));
    },
    brand: (_p, { brandId }, { loaders }) =>
      validId(brandId) ? nullIfNotFound(loaders.brandInfo.load({ brandId })) : null,
    brands: async (_p, args, { loaders }) => {
      const { offset, pageSize, first } = pageArgs(args, 48);
      return { page: await loaders.brandList.load({ offset, pageSize }), first };
    },
    brandIndex: async (_p, _a, { loaders }) => {
      const { list } = await loaders.brandNameList.load({});
      const groups = new Map<string, BrandIndexGroupModel>();
      for (const { initial, ...brand } of list) {
        const letter = (initial || brand.name).charAt(0).toUpperCase();
        const key = /^[A-Z]$/.test(letter) ? letter : '#';
        let g = groups.get(key);
        if (!g) groups.set(key, (g = { initial: key, brands: [] }));
        g.brands.push(brand);
      }
      const order = (k: string) => (k === '#' ? '\uffff' : k);
      return [...groups.values()]
        .sort((a, b) => (order(a.initial) < order(b.initial) ? -1 : 1))
        .map((g) => ({
          ...g,
          brands: g.brands.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
        }));
    },
    productListing: async (_p, { scope }, ctx) => {
      const listing = listingOf(scope);
      if (!listing) return null;
      // The header call says whether the scope exists (20003 → null); the page asks for it anyway.
      return (await nullIfNotFound(listingHeader(listing, ctx))) ? listing : null;
    },
  },
};
