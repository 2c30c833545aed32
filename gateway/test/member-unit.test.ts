/** The membership resolvers' pure parts: enum names and paging over pageIndex/pageSize lists. */
import { describe, expect, it } from 'vitest';
import { offsetToCursor } from '../src/connection.js';
import { enumOf, kebabOf } from '../src/resolvers/enums.js';
import { connectionOf, slice } from '../src/resolvers/pagedLists.js';

describe('enum names', () => {
  it('maps the /v1 strings to the schema and back', () => {
    expect(enumOf('resume-subscription')).toBe('RESUME_SUBSCRIPTION');
    expect(enumOf('requires_action')).toBe('REQUIRES_ACTION');
    expect(enumOf('Subscription')).toBe('SUBSCRIPTION');
    expect(enumOf('Not Subscribed')).toBe('NOT_SUBSCRIBED');
    expect(kebabOf('RENT_AND_PURCHASE')).toBe('rent-and-purchase');
  });
});

describe('slice: first/after over pageIndex/pageSize', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  const calls: [number, number][] = [];
  const load = async (pageIndex: number, pageSize: number) => {
    calls.push([pageIndex, pageSize]);
    return { list: items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: items.length };
  };

  it('reads one page when the offset is aligned, two when it is not', async () => {
    calls.length = 0;
    expect((await slice({ first: 5 }, 10, load)).list).toEqual([0, 1, 2, 3, 4]);
    expect(calls).toEqual([[1, 5]]);
    calls.length = 0;
    const s = await slice({ first: 5, after: offsetToCursor(2) }, 10, load);
    expect(s.list).toEqual([3, 4, 5, 6, 7]);
    expect(calls).toEqual([
      [1, 5],
      [2, 5],
    ]);
    const c = connectionOf(s);
    expect(c.edges[0]).toEqual({ node: 3, cursor: offsetToCursor(3) });
    expect(c.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true, endCursor: offsetToCursor(7) });
  });

  it('ends at the last item; first 0 is refused', async () => {
    const end = await slice({ first: 5, after: offsetToCursor(19) }, 10, load);
    expect(end.list).toEqual([20, 21, 22]);
    expect(connectionOf(end).pageInfo.hasNextPage).toBe(false);
    await expect(slice({ first: 0 }, 10, load)).rejects.toThrow('`first` must be between 1 and 100.');
  });

  it('refuses first above 50', async () => {
    await expect(slice({ first: 51 }, 10, load)).rejects.toThrow('`first` must be at most 50.');
  });
});
