/**
 * "In my size, available now" (ProductFilterInput.inMySize, MySizeFacet): the viewer's sizes — the signed-in
 * member's saved sizes (/profile/query: clothing and shoe), else the sizes a guest picked (`mySizes`, kept in the
 * page's URL) — become the list call's `filter.inStockSizes`. Without any sizes the filter narrows nothing and the
 * facet has no count: the screen offers to pick (a guest) or save (a member) them.
 */
import type { ListParams } from '@tote/contract/catalog';
import type { ProductFilterInput } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { badUserInput } from '../errors.js';
import type { MySizeFacetModel } from '../models/catalog.js';
import { asSignedIn } from './upstreamCalls.js';

/** The contract's bounds of filter.inStockSizes. */
const SIZES_MAX = 20;
const SIZE_LENGTH_MAX = 20;

type FilterParams = Pick<ListParams, 'availableNow' | 'filter'>;

export async function viewerSizes(
  ctx: GatewayContext,
  f: ProductFilterInput | null | undefined,
): Promise<Omit<MySizeFacetModel, 'count'>> {
  const profile = await asSignedIn(ctx, () => ctx.loaders.profile.load({}));
  const saved = profile ? [...profile.clothingSizes, ...profile.shoeSizes] : [];
  if (saved.length) return { sizes: saved, saved: true, signedIn: true };
  const picked = [...new Set((f?.mySizes ?? []).map((s) => s.trim()).filter(Boolean))];
  if (picked.length > SIZES_MAX || picked.some((s) => s.length > SIZE_LENGTH_MAX))
    throw badUserInput(
      `\`mySizes\` holds at most ${SIZES_MAX} sizes of 1 to ${SIZE_LENGTH_MAX} characters.`,
      'filter.mySizes',
    );
  return { sizes: picked, saved: false, signedIn: profile !== null };
}

const narrowed = (params: FilterParams, sizes: string[]): FilterParams =>
  sizes.length ? { ...params, filter: { ...params.filter, inStockSizes: sizes } } : params;

/** A filter's list parameters, narrowed to the viewer's sizes when it asks for "in my size". */
export async function withMySize(
  ctx: GatewayContext,
  f: ProductFilterInput | null | undefined,
  params: FilterParams,
): Promise<FilterParams> {
  return f?.inMySize ? narrowed(params, (await viewerSizes(ctx, f)).sizes) : params;
}

/**
 * The facet: the viewer's sizes and how many products "in my size" keeps given the other filters (`others`, the
 * active filter without it), counted by the list itself (`total`, asked for one product).
 */
export async function mySizeFacet(
  ctx: GatewayContext,
  f: ProductFilterInput | null | undefined,
  others: FilterParams,
  total: (params: FilterParams) => Promise<number>,
): Promise<MySizeFacetModel> {
  const mine = await viewerSizes(ctx, f);
  return { ...mine, count: mine.sizes.length ? await total(narrowed(others, mine.sizes)) : null };
}
