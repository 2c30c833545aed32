/**
 * The response cache's store (cache/answerStore.ts): fresh answers for the cache as usual, and every answer,
 * fresh or not, for stale-if-error up to its bound, all within one bound of entries.
 */
import { describe, expect, it } from 'vitest';
import { AnswerStore } from '../src/cache/answerStore.js';

const answer = (n: number) => ({ data: { n } });
const product = (id: string) => [{ typename: 'Product', id }];

function clock() {
  let now = 1_000;
  return { now: () => now, pass: (ms: number) => void (now += ms) };
}

describe('AnswerStore', () => {
  it('is fresh until the ttl, an invalidation of what it holds, or expireAll; stale until staleMs', () => {
    const t = clock();
    const store = new AnswerStore({ max: 10, staleMs: 60_000, now: t.now });
    store.set('a', answer(1), product('P1'), 1_000);
    store.set('b', answer(2), product('P2'), 1_000);
    store.set('c', answer(3), [], 10_000);
    expect(store.get('a')).toEqual(answer(1));

    store.invalidate(product('P1'));
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toEqual(answer(2));
    expect(store.stale('a')).toEqual({ result: answer(1), ageMs: 0 });

    t.pass(1_000);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('c')).toEqual(answer(3));
    store.expireAll();
    expect(store.get('c')).toBeUndefined();
    expect(store.stale('c')).toEqual({ result: answer(3), ageMs: 1_000 });

    store.set('c', answer(4), [], 10_000);
    expect(store.get('c')).toEqual(answer(4));
    t.pass(59_001);
    expect(store.stale('a')).toBeUndefined();
    expect(store.stale('c')).toEqual({ result: answer(4), ageMs: 59_001 });
  });

  it('suspend: none fresh until resume makes those fresh before fresh again (their ttl and invalidations hold)', () => {
    const t = clock();
    const store = new AnswerStore({ max: 10, staleMs: 60_000, now: t.now });
    store.set('a', answer(1), product('P1'), 1_000);
    store.set('b', answer(2), product('P2'), 1_000);
    store.set('short', answer(3), [], 100);
    store.invalidate(product('P2'));
    store.suspend();
    expect(store.get('a')).toBeUndefined();
    t.pass(200);
    store.resume();
    expect(store.get('a')).toEqual(answer(1));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('short')).toBeUndefined();

    store.suspend();
    store.expireAll(); // the feed came back without word that nothing changed
    store.resume();
    expect(store.get('a')).toBeUndefined();
  });

  it('counts stale answers against its bound, least recently used out first', () => {
    const store = new AnswerStore({ max: 2, staleMs: 60_000 });
    store.set('a', answer(1), [], 1_000);
    store.set('b', answer(2), [], 1_000);
    store.expireAll();
    expect(store.stale('a')).toBeDefined();
    store.set('c', answer(3), [], 1_000);
    expect(store.size).toBe(2);
    expect(store.stale('b')).toBeUndefined();
    expect(store.stale('a')?.result).toEqual(answer(1));
    expect(store.get('c')).toEqual(answer(3));
  });

  it('keeps nothing for stale-if-error with staleMs 0', () => {
    const store = new AnswerStore({ max: 2, staleMs: 0 });
    store.set('a', answer(1), [], 1_000);
    expect(store.get('a')).toEqual(answer(1));
    expect(store.stale('a')).toBeUndefined();
  });
});
