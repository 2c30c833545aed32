/**
 * ProductListing: one browsable list (a category, collection, occasion, brand, new arrivals, the
 * editors' picks, or everything). Header from /basic/plp/header, facets from /filter/info, products
 * from the /basic/productList* endpoint of its kind.
 */
import type {
  FilterInfo,
  FilterInfoParams,
  ListFilter,
  ListParams,
  PlpHeader,
  PlpHeaderParams,
  ProductListResponse,
} from '@tote/contract/catalog';
import { INT4_MAX } from '@tote/contract/input-bounds';
import type { ProductFilterInput, ProductScopeInput, Resolvers } from '../__generated__/resolvers-types.js';
import { pageArgs } from '../connection.js';
import type { GatewayContext } from '../context.js';
import { badUserInput } from '../errors.js';
import { listingId } from '../ids.js';
import type { ProductListingModel } from '../models/catalog.js';
import { stableKey } from '../stableKey.js';
import { productSortOf, sortKeyOf } from './common.js';
import { mySizeFacet, withMySize } from './mySize.js';

const PRICE_MAX = 999_999;

/** A scope from the client → the listing model; null when it cannot name anything (BRAND "abc"). */
export function listingOf(scope: ProductScopeInput): ProductListingModel | null {
  const code = scope.code?.trim() || null;
  const title = scope.title?.trim() || null;
  switch (scope.kind) {
    case 'ALL':
    case 'NEW_ARRIVALS':
    case 'VIAVIA':
      return { kind: scope.kind, code: null, title: null };
    case 'BRAND':
      if (!code) throw badUserInput('A BRAND listing needs `code`: the brand number.', 'scope.code');
      if (!/^[1-9]\d*$/.test(code)) return null;
      // A number past the ids' range (int4) is a bad argument, not a lookup (issue 29: it reached the api's database).
      if (Number(code) > INT4_MAX)
        throw badUserInput(`\`scope.code\` of a BRAND listing is a brand number from 1 to ${INT4_MAX}.`, 'scope.code');
      return { kind: 'BRAND', code, title: null };
    case 'COLLECTION':
      if (!code) throw badUserInput('A COLLECTION listing needs `code`.', 'scope.code');
      return { kind: 'COLLECTION', code, title };
    default:
      if (!code) throw badUserInput(`A ${scope.kind} listing needs \`code\`.`, 'scope.code');
      return { kind: scope.kind, code, title: null };
  }
}

/** The editors' picks have no /basic/plp/header type in the contract: their header is the gateway's. */
const VIAVIA_HEADER: PlpHeader = {
  title: 'Via Via',
  subtitle: "The editors' picks",
  description: 'Pieces our stylists keep coming back to.',
  banner: null,
  breadcrumb: [
    { title: 'Home', link: '/' },
    { title: 'Via Via', link: '/collection/viavia' },
  ],
};

function headerParams(m: ProductListingModel): PlpHeaderParams | null {
  const code = m.code ?? undefined;
  switch (m.kind) {
    case 'ALL':
      return { type: 'all' };
    case 'NEW_ARRIVALS':
      return { type: 'newArrivals' };
    case 'CATEGORY':
      return { type: 'category', code };
    case 'COLLECTION':
      return { type: 'collection', code, ...(m.title ? { title: m.title } : {}) };
    case 'OCCASION':
      return { type: 'occasion', code };
    case 'BRAND':
      return { type: 'brand', code };
    case 'VIAVIA':
      return null;
  }
}

export async function listingHeader(m: ProductListingModel, ctx: GatewayContext): Promise<PlpHeader> {
  const params = headerParams(m);
  return params ? ctx.loaders.plpHeader.load(params) : VIAVIA_HEADER;
}

function filterParams(m: ProductListingModel): FilterInfoParams | null {
  const code = m.code ?? undefined;
  switch (m.kind) {
    case 'ALL':
      return {};
    case 'NEW_ARRIVALS':
      return { newArrivals: true };
    case 'CATEGORY':
      return { categoryCode: code };
    case 'COLLECTION':
      return { collectionCode: code, ...(m.title ? { title: m.title } : {}) };
    case 'OCCASION':
      return { occasionCode: code };
    case 'BRAND':
      return { brandId: Number(m.code) };
    case 'VIAVIA':
      return null; // /filter/info has no context for the editors' picks
  }
}

function listFilterOf(f: ProductFilterInput | null | undefined): ListFilter | undefined {
  if (!f) return undefined;
  for (const [name, v] of [
    ['priceMin', f.priceMin],
    ['priceMax', f.priceMax],
  ] as const) {
    if (v != null && (!Number.isFinite(v) || v < 0 || v > PRICE_MAX))
      throw badUserInput(`\`${name}\` must be between 0 and ${PRICE_MAX}.`, `filter.${name}`);
  }
  if (f.priceMin != null && f.priceMax != null && f.priceMin > f.priceMax)
    throw badUserInput('`priceMin` must not exceed `priceMax`.', 'filter.priceMin');
  const out: ListFilter = {};
  if (f.sizes?.length) out.sizes = f.sizes;
  if (f.colors?.length) out.colors = f.colors;
  if (f.brandIds?.length) out.brandIds = f.brandIds;
  if (f.categoryCodes?.length) out.categoryCodes = f.categoryCodes;
  if (f.priceMin != null) out.priceMin = f.priceMin;
  if (f.priceMax != null) out.priceMax = f.priceMax;
  return Object.keys(out).length ? out : undefined;
}

/** A client's filter as list parameters (bounds checked): `availableNow` and `filter`, each only when set. */
export function filterParamsOf(f: ProductFilterInput | null | undefined): Pick<ListParams, 'availableNow' | 'filter'> {
  const out: Pick<ListParams, 'availableNow' | 'filter'> = {};
  if (f?.availableNow) out.availableNow = true;
  const filter = listFilterOf(f);
  if (filter) out.filter = filter;
  return out;
}

function loadProducts(m: ProductListingModel, params: ListParams, ctx: GatewayContext): Promise<ProductListResponse> {
  const l = ctx.loaders;
  const code = m.code ?? '';
  switch (m.kind) {
    case 'ALL':
      return l.productList.load(params);
    case 'CATEGORY':
      return l.productList.load({ ...params, categoryCode: code });
    case 'COLLECTION':
      return l.productListByCollection.load({
        ...params,
        collectionCode: code,
        ...(m.title ? { title: m.title } : {}),
      });
    case 'OCCASION':
      return l.productListByOccasion.load({ ...params, occasionCode: code });
    case 'BRAND':
      return l.productListByBrand.load({ ...params, brandId: Number(code) });
    case 'NEW_ARRIVALS':
      return l.productListByNewArrivals.load(params);
    case 'VIAVIA':
      return l.productListByViavia.load(params);
  }
}

type FilterParams = Pick<ListParams, 'availableNow' | 'filter'>;
const filtersKey = ({ availableNow, filter }: FilterParams): string => stableKey({ availableNow, filter });

/** The pages of each listing of a request asked so far, by their filters: their total is those filters' count. */
const pagesAsked = new WeakMap<ProductListingModel, Map<string, Promise<ProductListResponse>>>();

function askPage(m: ProductListingModel, params: ListParams, ctx: GatewayContext): Promise<ProductListResponse> {
  const page = loadProducts(m, params, ctx);
  let pages = pagesAsked.get(m);
  if (!pages) pagesAsked.set(m, (pages = new Map()));
  pages.set(filtersKey(params), page);
  return page;
}

/**
 * How many products the filters keep: the total of the listing's page when it was asked with the same filters (the
 * facet of "in my size" with the filter on: one /v1 call serves both), else a list call for one product. Asked once
 * the resolvers that started with it had their turn (a post-promise tick, as DataLoader batches), so the page's
 * call, which follows the same reading of her sizes, is known whichever field ran first.
 */
async function countOf(m: ProductListingModel, params: FilterParams, ctx: GatewayContext): Promise<number> {
  await new Promise<void>((resolve) => process.nextTick(resolve));
  const page = pagesAsked.get(m)?.get(filtersKey(params));
  return (await (page ?? loadProducts(m, { offset: 0, pageSize: 1, ...params }, ctx))).total;
}

export const listingResolvers: Resolvers = {
  ProductListing: {
    id: (m) => listingId(m),
    header: (m, _a, ctx) => listingHeader(m, ctx),
    facets: (m, _a, ctx) => {
      const params = filterParams(m);
      return params ? ctx.loaders.filterInfo.load(params) : null;
    },
    mySize: (m, args, ctx) =>
      mySizeFacet(ctx, args.filter, filterParamsOf(args.filter), (params) => countOf(m, params, ctx)),
    products: async (m, args, ctx) => {
      const { offset, pageSize, first } = pageArgs(args, 24);
      const params: ListParams = {
        offset,
        pageSize,
        orderByColumn: sortKeyOf(args.sort ?? 'RECOMMENDED'),
        ...(await withMySize(ctx, args.filter, filterParamsOf(args.filter))),
      };
      return { page: await askPage(m, params, ctx), first };
    },
  },
  ListingHeader: {
    breadcrumb: (h) => h.breadcrumb.map((b) => ({ title: b.title, url: b.link })),
  },
  ProductFacets: {
    sizes: (f: FilterInfo) => f.sizes.map((s) => ({ value: s.value, label: s.value, count: s.count })),
    categories: (f) => f.categories.map((c) => ({ value: c.code, label: c.name, count: c.count })),
    priceRange: (f) => f.price,
    sortOptions: (f) => f.sortOptions.map((o) => ({ value: productSortOf(o.value), label: o.label })),
  },
};
