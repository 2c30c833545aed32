/**
 * Paging over /v1's pageIndex/pageSize lists: `first`/`after` become the one or two upstream pages
 * that cover the range, and the slice becomes a Relay connection.
 */
import { HISTORY_PAGE_SIZE_MAX } from '@tote/contract/params';
import { offsetToCursor, pageArgs } from '../connection.js';
import { badUserInput } from '../errors.js';
import type { SliceModel } from '../models/_relay.js';

/** Most a pageIndex/pageSize list (a shopper's own) answers per call. */
const MAX_UPSTREAM_PAGE = HISTORY_PAGE_SIZE_MAX;

/**
 * `first`/`after` over a pageIndex/pageSize endpoint: the pages (one or two) that cover
 * [offset, offset + first), cut to that range. `extra` carries the first page's other fields.
 */
export async function slice<P extends { list: unknown[]; total: number }>(
  args: { first?: number | null; after?: string | null },
  defaultFirst: number,
  load: (pageIndex: number, pageSize: number) => Promise<P>,
): Promise<SliceModel<P['list'][number]> & { page: P }> {
  const { offset, first } = pageArgs(args, defaultFirst);
  if (first > MAX_UPSTREAM_PAGE) throw badUserInput(`\`first\` must be at most ${MAX_UPSTREAM_PAGE}.`, 'first');
  // Pages of `first` items: the range starts in page startPage and ends in the same one or the next.
  const startPage = Math.floor(offset / first);
  const endPage = Math.floor((offset + first - 1) / first);
  const pages = await Promise.all(
    Array.from({ length: endPage - startPage + 1 }, (_, i) => load(startPage + i + 1, first)),
  );
  const all = pages.flatMap((p) => p.list as P['list'][number][]);
  const list = all.slice(offset - startPage * first, offset - startPage * first + first);
  return { list, offset, total: pages[0]!.total, page: pages[0]! };
}

export function connectionOf<T>(s: SliceModel<T>) {
  const edges = s.list.map((node, i) => ({ node, cursor: offsetToCursor(s.offset + i) }));
  return {
    edges,
    totalCount: s.total,
    pageInfo: {
      hasNextPage: s.offset + edges.length < s.total,
      hasPreviousPage: s.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** The resolvers of a connection type over a slice. */
export const connectionResolvers = {
  edges: <T>(s: SliceModel<T>) => connectionOf(s).edges,
  pageInfo: <T>(s: SliceModel<T>) => connectionOf(s).pageInfo,
  totalCount: <T>(s: SliceModel<T>) => s.total,
};
