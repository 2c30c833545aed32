/** zod rules of the search parameters. */
import { z } from 'zod';
import { KEYWORD_MAX } from './search.js';
import { SORT_KEYS, listParams } from './params.js';

const collapse = (v: unknown): unknown => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v);

/** A keyword: trimmed, inner whitespace collapsed, 1..KEYWORD_MAX characters (case kept). */
export const keywordParam = z.preprocess(collapse, z.string().min(1).max(KEYWORD_MAX));
/** The same, where blank means absent. */
export const optKeywordParam = z.preprocess(
  (v) => (collapse(v) === '' ? undefined : collapse(v)),
  keywordParam.optional(),
);

export const SEARCH_SORT_KEYS = [...SORT_KEYS, 'relevance'] as const;

/** ListParams + keyword; orderByColumn also takes 'relevance'. */
export const searchParams = listParams({
  keyword: keywordParam,
  orderByColumn: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEARCH_SORT_KEYS).optional()),
});

export const suggestionParams = z.object({ prefix: keywordParam });

export const recordSearchParams = z.object({
  keyword: optKeywordParam,
  /** A guest's recent searches (the browser's list), newest first. */
  merge: z
    .array(z.string().max(KEYWORD_MAX * 2))
    .max(50)
    .optional(),
});

export const clearRecentParams = z.object({ keyword: optKeywordParam });
