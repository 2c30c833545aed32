import { KEYWORD_MAX } from '@tote/contract/search';

/** The /search screen's query parameter. */
export const SEARCH_PARAM = 'q';

/** A query as the shopper typed it: trimmed, inner whitespace collapsed, case kept, at most KEYWORD_MAX. */
export function cleanQuery(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX).trim();
}

export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ [SEARCH_PARAM]: cleanQuery(query) })}`;
}
