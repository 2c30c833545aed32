/**
 * The /v1 parameter rules (zod), shared by the api (which validates every request with them) and any
 * client that wants to check before sending. Every string has a maximum length, every list a
 * maximum size and every number a range: api/test/param-bounds.test.ts holds every route to it.
 *
 * GET sends strings ("24", "true", "M,L"); POST sends
 * JSON. These accept both: numbers and booleans are coerced from strings, arrays may be
 * comma-separated strings or repeated keys.
 */
import { z } from 'zod';
import { INT4_MAX, isStorableText } from './input-bounds.js';

const blankToUndefined = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function numberFrom(v: unknown): unknown {
  v = blankToUndefined(v);
  if (typeof v === 'string') return /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
  return v;
}

export const int = (min: number, max: number) => z.preprocess(numberFrom, z.number().int().min(min).max(max));
export const num = (min: number, max: number) => z.preprocess(numberFrom, z.number().min(min).max(max));
/** A row's number: a positive PostgreSQL int4 (input-bounds.ts). */
export const id = () => int(1, INT4_MAX);

/**
 * A code that is a row's number written as text (a brand listing's code is the brand's id): null when
 * it is not a whole number at all — it names nothing, like an unknown category code — else the `id()`
 * rule's verdict, so that a number past int4 is a bad parameter rather than a database error.
 */
export function idFromCode(code: string) {
  return /^\s*\d+\s*$/.test(code) ? id().safeParse(code) : null;
}

export const bool = () =>
  z.preprocess((v) => {
    v = blankToUndefined(v);
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return v;
  }, z.boolean());

/** A short, trimmed string of storable text (well-formed Unicode, no NUL: input-bounds.ts). */
export const str = (max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().min(1).max(max).refine(isStorableText, { error: 'must be well-formed Unicode without NUL characters' }),
  );
/** An optional string where blank means absent. */
export const optStr = (max = 200) => z.preprocess(blankToUndefined, str(max).optional());

export function csv<T extends z.ZodType>(item: T, maxItems = 50) {
  return z.preprocess((v) => {
    if (typeof v === 'string') v = [v];
    if (Array.isArray(v)) {
      return v.flatMap((x) =>
        typeof x === 'string'
          ? x
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [x],
      );
    }
    return v;
  }, z.array(item).max(maxItems));
}

export const SORT_KEYS = ['recommended', 'newest', 'price_asc', 'price_desc'] as const;

export const listFilter = z.object({
  sizes: csv(z.string().min(1).max(20)).optional(),
  colors: csv(z.string().min(1).max(40)).optional(),
  brandIds: csv(id()).optional(),
  categoryCodes: csv(z.string().min(1).max(60)).optional(),
  priceMin: num(0, 999999).optional(),
  priceMax: num(0, 999999).optional(),
  inStockSizes: csv(z.string().min(1).max(20), 20).optional(),
});
export type ListFilterInput = z.output<typeof listFilter>;

const FILTER_KEYS = ['sizes', 'colors', 'brandIds', 'categoryCodes', 'priceMin', 'priceMax', 'inStockSizes'] as const;

/**
 * `filter` may come as an object (POST), as a JSON string (GET ?filter={...}) or as flat keys
 * (GET ?sizes=M,L&priceMax=200). Flat keys fill in what `filter` does not say.
 */
function liftFilter(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  let filter = o.filter;
  if (typeof filter === 'string') {
    try {
      filter = filter.trim() === '' ? undefined : JSON.parse(filter);
    } catch {
      return o; // left as a string: fails validation with "filter: expected object"
    }
  }
  if (filter !== undefined && (typeof filter !== 'object' || filter === null || Array.isArray(filter)))
    return { ...o, filter };
  const merged: Record<string, unknown> = { ...((filter as Record<string, unknown> | undefined) ?? {}) };
  for (const k of FILTER_KEYS) if (merged[k] === undefined && o[k] !== undefined) merged[k] = o[k];
  return { ...o, filter: merged };
}

/** The most items one page of a list holds. */
export const LIST_PAGE_SIZE_MAX = 100;
/** The most items one page of a shopper's own list holds (orders, points, receipts). */
export const HISTORY_PAGE_SIZE_MAX = 50;
/** The highest page number a list takes. */
export const PAGE_INDEX_MAX = 100_000;
/** The largest offset a list takes. */
export const OFFSET_MAX = 10_000_000;

export const listParamsShape = {
  pageIndex: int(1, PAGE_INDEX_MAX).optional(),
  pageSize: int(1, LIST_PAGE_SIZE_MAX).optional(),
  offset: int(0, OFFSET_MAX).optional(),
  orderByColumn: z.preprocess(blankToUndefined, z.enum(SORT_KEYS).optional()),
  availableNow: bool().optional(),
  filter: listFilter.optional(),
};

/** Just the paging keys of ListParams (pageIndex/pageSize/offset), for per-user lists. */
export const pagingParams = z.object({
  pageIndex: listParamsShape.pageIndex,
  pageSize: listParamsShape.pageSize,
  offset: listParamsShape.offset,
});
export type PagingInput = z.output<typeof pagingParams>;

/** Most product ids a row may be asked to leave out. */
export const MAX_EXCLUDED_PRODUCTS = 200;

/**
 * A recommendation row's parameters: paging, and the products the row leaves out — the product on view and
 * the items of the rows above it on the same page — before paging, so the row stays full (≤ 200 ids).
 */
export const productRowParams = pagingParams.extend({
  excludeShopProductIdList: csv(id(), MAX_EXCLUDED_PRODUCTS).optional(),
});
export type ProductRowInput = z.output<typeof productRowParams>;

/** Most ids one batch call takes (a list page is at most 100 cards). */
export const MAX_BATCH_IDS = 100;

/** 1..100 ids, comma-separated in a query string or an array in a body; duplicates dropped, first order kept. */
export const idList = () =>
  csv(id(), MAX_BATCH_IDS)
    .refine((ids) => ids.length > 0, { error: 'at least one id' })
    .transform((ids) => [...new Set(ids)]);

/** ListParams plus endpoint-specific keys. */
export function listParams<E extends z.ZodRawShape>(extra: E) {
  // The endpoint's keys replace the common ones (search's wider orderByColumn), in the type as on the wire.
  const shape = { ...listParamsShape, ...extra } as Omit<typeof listParamsShape, keyof E> & E;
  return z.preprocess(liftFilter, z.object(shape));
}
export const noParams = z.object({});

/**
 * A value the handler checks itself with `rule` (so that a form's message reaches the shopper
 * verbatim and in the form's order); the bounds test reads `rule` through this marker.
 */
export const checkedBy = (rule: z.ZodType) => z.unknown().optional().meta({ checkedBy: rule });

/** A value the contract accepts and drops (SPEC: "passed but ignored"). */
export const ignored = () =>
  z
    .unknown()
    .optional()
    .transform(() => undefined)
    .meta({ ignored: true });

/** An http(s) URL of at most 2000 characters (a sign-in provider's redirect). */
export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), { message: 'must be an http(s) URL' });
