/** The Tote domain's pieces that need no api: the batching check loaders, Tote ids. */
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../src/errors.js';
import { fromGlobalId, numericIdOf, toGlobalId } from '../src/ids.js';
import { checkLoaderMakers, MAX_CHECK_IDS } from '../src/loaders/tote.js';
import type { UpstreamClient } from '../src/upstream/client.js';
import type { GatewayContext } from '../src/context.js';
import { wishlistResolvers } from '../src/resolvers/wishlist.js';

/** A stand-in upstream client: answers /wishlist/check with the even ids, after `delayMs`. */
function fakeClient(opts: { delayMs?: number; fail?: boolean } = {}) {
  const calls: { path: string; ids: number[] }[] = [];
  let inFlight = 0;
  const waiters: (() => void)[] = [];
  const client = {
    whenIdle: () => new Promise<void>((r) => (inFlight === 0 ? setImmediate(r) : waiters.push(r))),
    async call(path: string, params: { shopProductIdList?: number[]; brandIdList?: number[] }) {
      const ids = params.shopProductIdList ?? params.brandIdList ?? [];
      calls.push({ path, ids });
      inFlight++;
      await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
      if (--inFlight === 0) for (const w of waiters.splice(0)) setImmediate(w);
      if (opts.fail) throw new UpstreamError(60001, 'toast', 'Server error', path);
      const even = ids.filter((i) => i % 2 === 0);
      return path === '/wishlist/check' ? { wishedIdList: even } : { followedIdList: even };
    },
    request(entry: { path: string }, params: { shopProductIdList?: number[]; brandIdList?: number[] }) {
      return this.call(entry.path, params);
    },
  };
  return { client: client as unknown as UpstreamClient, calls, raw: client };
}

describe('the check loaders', () => {
  it('ask for every id of a tick in one call, in chunks of 200', async () => {
    const { client, calls } = fakeClient();
    const isWished = checkLoaderMakers.isWished(client);
    const ids = Array.from({ length: 450 }, (_, i) => i + 1);
    const answers = await Promise.all(ids.map((id) => isWished.load(id)));
    expect(answers).toEqual(ids.map((id) => id % 2 === 0));
    expect(calls.map((c) => c.ids.length)).toEqual([MAX_CHECK_IDS, MAX_CHECK_IDS, 50]);
    expect(calls.every((c) => c.path === '/wishlist/check')).toBe(true);
    // Cached for the request: asking again costs nothing.
    expect(await isWished.load(2)).toBe(true);
    expect(calls).toHaveLength(3);
  });

  it("wait for the request's other calls, so a list that answers later joins the same check", async () => {
    const { client, calls, raw } = fakeClient();
    const isFollowed = checkLoaderMakers.isFollowed(client);
    // Another call of the request (a product list) is in flight while the first id is asked.
    const list = raw
      .call('/basic/productListBySimilarItems', {})
      .then(() => Promise.all([isFollowed.load(4), isFollowed.load(5)]));
    const first = isFollowed.load(2);
    expect(await Promise.all([first, list])).toEqual([true, [true, false]]);
    const checks = calls.filter((c) => c.path === '/wishlist/brand/check');
    expect(checks).toEqual([{ path: '/wishlist/brand/check', ids: [2, 4, 5] }]);
  });

  it('fail every id of a failed call with its error', async () => {
    const { client } = fakeClient({ fail: true });
    const isWished = checkLoaderMakers.isWished(client);
    await expect(isWished.load(1)).rejects.toMatchObject({ code: 60001 });
  });

  it('a failed check shows unsaved hearts instead of failing the listing (Product.isWished is non-null)', async () => {
    const { client } = fakeClient({ fail: true });
    const ctx = {
      authToken: 'token',
      loaders: { isWished: checkLoaderMakers.isWished(client) },
    } as unknown as GatewayContext;
    const isWished = (
      wishlistResolvers.Product as {
        isWished: (p: unknown, a: unknown, c: GatewayContext, i: unknown) => Promise<boolean>;
      }
    ).isWished;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await isWished({ shopProductId: 2 }, {}, ctx, {})).toBe(false);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});

describe('Tote ids', () => {
  it('Tote and ToteItem global ids round-trip; numericIdOf checks the type', () => {
    expect(fromGlobalId(toGlobalId('Tote', 7))).toEqual({ type: 'Tote', key: '7' });
    const item = toGlobalId('ToteItem', 42);
    expect(numericIdOf(item, 'ToteItem')).toBe(42);
    expect(numericIdOf(item, 'Product')).toBeNull();
    expect(numericIdOf(toGlobalId('ToteItem', '0'), 'ToteItem')).toBeNull();
    expect(numericIdOf(toGlobalId('ToteItem', '99999999999'), 'ToteItem')).toBeNull();
    expect(numericIdOf('garbage', 'ToteItem')).toBeNull();
  });
});
