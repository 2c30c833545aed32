/** Relay connections over the /v1 offset paging (ListParams.offset / pageSize). */
import type { Page } from '@tote/contract/catalog';
import { LIST_PAGE_SIZE_MAX } from '@tote/contract/params';
import { badUserInput } from './errors.js';
import type { EdgeModel } from './models/_relay.js';

/** A connection's `first` at most: one upstream page. */
export const MAX_PAGE_SIZE = LIST_PAGE_SIZE_MAX;

export function offsetToCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`, 'utf8').toString('base64');
}

export function cursorToOffset(cursor: string): number {
  const m = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!m?.[1]) throw badUserInput(`Invalid cursor: ${cursor}`, 'after');
  return Number(m[1]);
}

/** A list's `first` (its default when absent): 1..max (MAX_PAGE_SIZE), else BAD_USER_INPUT naming `first`. */
export function listSize(first: number | null | undefined, defaultFirst: number, max = MAX_PAGE_SIZE): number {
  const n = first ?? defaultFirst;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badUserInput(`\`first\` must be between 1 and ${max}.`, 'first');
  return n;
}

/** `first`/`after` → the upstream's offset and page size. */
export function pageArgs(
  args: { first?: number | null; after?: string | null },
  defaultFirst: number,
): { offset: number; pageSize: number; first: number } {
  const first = listSize(args.first, defaultFirst);
  const offset = args.after ? cursorToOffset(args.after) + 1 : 0;
  return { offset, pageSize: first, first };
}

export function edgesOf<T>(page: Page<T>, first?: number): EdgeModel<T>[] {
  const list = first === undefined ? page.list : page.list.slice(0, first);
  return list.map((node, i) => ({ node, cursor: offsetToCursor(page.offset + i) }));
}

export function pageInfoOf<T>(page: Page<T>, first?: number) {
  const edges = edgesOf(page, first);
  const shown = edges.length;
  return {
    hasNextPage: page.offset + shown < page.total,
    hasPreviousPage: page.offset > 0,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges[shown - 1]?.cursor ?? null,
  };
}
