/**
 * Every cache that grows with traffic is bounded by bytes (issue 35), not only by entries: a flood of large answers
 * or documents stays under the bound, and a full cache keeps a new answer only on its second asking
 * (cache/doorkeeper.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildSchema as buildSdlSchema } from 'graphql';
import { AnswerStore } from '../src/cache/answerStore.js';
import { Doorkeeper } from '../src/cache/doorkeeper.js';
import { memoizedScopes } from '../src/cache/scope.js';
import { SharedReads } from '../src/cache/sharedReads.js';
import { heapBytesOf } from '../src/cache/sizes.js';
import { noteJsonLength } from '../src/upstream/jsonLength.js';
import { DOCUMENT_BYTES_PER_CHAR, parserAndValidationCache, textKeyedCache } from '../src/documentCaches.js';
import { testWatch } from './shared-reads-helpers.js';

const MiB = 1024 * 1024;
/** An answer of about `kb` KB of JSON. */
const large = (n: number, kb = 50) => ({
  data: { n, list: Array.from({ length: kb }, (_, i) => `${i}`.padEnd(1000)) },
});

describe('heapBytesOf', () => {
  it('counts an answer by its JSON, the api text length when the client noted it', () => {
    const answer = large(1, 10);
    const bytes = heapBytesOf(answer);
    expect(bytes).toBeGreaterThan(15_000);
    expect(bytes).toBeLessThan(16_000);
    noteJsonLength(answer, 1_000);
    expect(heapBytesOf(answer)).toBeLessThan(2_000);
  });
});

describe('Doorkeeper', () => {
  it('admits a key on its second sighting, and forgets every key once it saw max', () => {
    const d = new Doorkeeper(3);
    expect(d.admit('a')).toBe(false);
    expect(d.admit('a')).toBe(true);
    expect([d.admit('b'), d.admit('c'), d.admit('d')]).toEqual([false, false, false]);
    expect(d.admit('a')).toBe(false);
  });
});

describe('AnswerStore', () => {
  it('stays under maxBytes through a flood of large answers, the latest kept', () => {
    const store = new AnswerStore({ max: 1_000, maxBytes: 2 * MiB, staleMs: 60_000 });
    for (let i = 0; i < 500; i++) store.set(`k${i}`, large(i), [{ typename: 'Product', id: String(i) }], 60_000);
    expect(store.bytes).toBeLessThanOrEqual(2 * MiB);
    expect(store.size).toBeGreaterThan(20);
    expect(store.size).toBeLessThan(30);
    expect(store.get('k499')).toEqual(large(499));
    expect(store.get('k0')).toBeUndefined();
    expect(store.crowded).toBe(true);
  });

  it('is crowded only near either bound', () => {
    const store = new AnswerStore({ max: 10, maxBytes: 2 * MiB, staleMs: 0 });
    for (let i = 0; i < 8; i++) store.set(`k${i}`, large(i, 1), [], 60_000);
    expect(store.crowded).toBe(false);
    store.set('k8', large(8, 1), [], 60_000);
    expect(store.crowded).toBe(true);
    expect(store.has('k8')).toBe(true);
  });
});

describe('SharedReads', () => {
  it('stays under maxBytes through a flood of large answers; once full, keeps an answer asked twice', async () => {
    const feed = testWatch();
    const reads = new SharedReads(feed.watch, { maxBytes: 2 * MiB });
    feed.ready();
    for (let i = 0; i < 300; i++) await reads.read(`list ${i}`, {}, async () => large(i));
    expect(reads.bytes).toBeLessThanOrEqual(2 * MiB);
    expect(reads.size).toBeGreaterThan(20);
    let calls = 0;
    const load = async () => (calls++, large(1_000));
    await reads.read('again', {}, load);
    expect(reads.kept('again')).toBeUndefined(); // first asking of a full cache: not kept
    await reads.read('again', {}, load);
    await reads.read('again', {}, load);
    expect(calls).toBe(2);
    expect(reads.kept('again')).toEqual(large(1_000));
    expect(reads.bytes).toBeLessThanOrEqual(2 * MiB);
  });
});

describe('document caches', () => {
  it("bound yoga's parsed documents by their text: a flood of large documents stays under the bound", () => {
    const { documentCache } = parserAndValidationCache();
    const text = (i: number) => `{ ${Array.from({ length: 100 }, (_, j) => `f${i}_${j}: id`).join(' ')} }`;
    for (let i = 0; i < 2_000; i++) documentCache.set(text(i), { kind: 'Document', definitions: [] } as never);
    expect(documentCache.calculatedSize).toBeLessThanOrEqual(12 * MiB);
    expect(documentCache.size).toBeLessThan(Math.ceil((12 * MiB) / (text(0).length * DOCUMENT_BYTES_PER_CHAR)) + 1);
    expect(documentCache.has(text(1_999))).toBe(true);
  });

  it('bound any text-keyed cache by characters × bytes per character', () => {
    const cache = textKeyedCache<number>(1_000, 10);
    for (let i = 0; i < 100; i++) cache.set(`${i}`.padStart(20, '0'), i);
    expect(cache.size).toBe(5);
    expect(cache.calculatedSize).toBe(1_000);
  });

  it("bound the response cache's reading of operations (scope.ts) by bytes: a flood of documents is still read", () => {
    const schema = buildSdlSchema('type Query { a: Int b: Int }');
    const scopeOf = memoizedScopes(schema, 64 * 1024);
    for (let i = 0; i < 5_000; i++) expect(scopeOf(`query Q${i} { a b }`.padEnd(200), `Q${i}`)).toBe('shared');
    expect(scopeOf('{ nope }')).toBe('none');
  });
});
