/**
 * Shared /v1 reads through an api outage (cache/sharedReads.ts, issue 29): a call the api cannot take gets the
 * answer kept before, up to the stale bound; what was fresh when the feed was lost is fresh again when it comes
 * back with word that nothing changed.
 */
import { describe, expect, it } from 'vitest';
import { SharedReads } from '../src/cache/sharedReads.js';
import { NetworkError } from '../src/errors.js';
import { card, testWatch, upstream } from './shared-reads-helpers.js';

describe('SharedReads through an api outage', () => {
  it('answers a call the api could not take with what it kept, changed or not, up to staleMs old', async () => {
    const feed = testWatch();
    const reads = new SharedReads(feed.watch, { staleMs: 200 });
    feed.ready();
    const unreachable = () => Promise.reject(new NetworkError('/basic/productList'));
    const ages: number[] = [];
    const told = { servedStale: (ageMs: number) => void ages.push(ageMs) };
    await reads.read('list', {}, async () => ({ list: [card(1)] }));
    feed.change({ products: [1], lists: false });
    expect(await reads.read('list', {}, unreachable, told)).toEqual({ list: [card(1)] });
    feed.down();
    expect(await reads.read('list', {}, unreachable, told)).toEqual({ list: [card(1)] });
    expect(ages).toHaveLength(2);
    expect(reads.stale('list')?.data).toEqual({ list: [card(1)] });
    // An api that answers with an error is no reason; nor is a key never kept.
    await expect(reads.read('list', {}, () => Promise.reject(new Error('60001')))).rejects.toThrow('60001');
    await expect(reads.read('other', {}, unreachable)).rejects.toBeInstanceOf(NetworkError);
    await new Promise((r) => setTimeout(r, 250));
    await expect(reads.read('list', {}, unreachable)).rejects.toBeInstanceOf(NetworkError);
    expect(reads.stale('list')).toBeUndefined();
  });

  it('keeps what was fresh when the feed was lost if it comes back with nothing changed', async () => {
    const feed = testWatch();
    const reads = new SharedReads(feed.watch);
    feed.ready(false);
    const apis = [1, 2].map((id) => upstream(() => ({ list: [card(id)] })));
    const fill = async () => {
      const p = Promise.all(apis.map((a, i) => reads.read(`list ${i}`, {}, a.load)));
      await Promise.all(apis.map((a) => a.answerAll()));
      await p;
    };
    const calls = () => apis.map((a) => a.calls());
    await fill();
    feed.change({ products: [2], lists: false });
    feed.down();
    feed.ready(true);
    await fill();
    expect(calls()).toEqual([1, 2]);
    feed.down();
    feed.ready(false);
    await fill();
    expect(calls()).toEqual([2, 3]);
  });
});
