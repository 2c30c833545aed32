import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecentSearches, SearchBefore } from '@tote/contract/search';
import { openTestApi, type TestApi } from './db.js';
import { data } from './http.js';
import { call, RELAXED_LIMITS, signUp } from './accounts-helpers.js';
import { DEFAULT_LIMITS } from '../src/features/auth/limits.js';

const RECORD_LIMIT = DEFAULT_LIMITS.recordSearchPerClient.max;

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ limits: RELAXED_LIMITS });
});
afterAll(() => t.close());

/** Keywords no other test (or run, on a shared database) records. */
const fresh = (tag: string) => `${tag} ${randomBytes(4).toString('hex')}`;

const record = async (body: Record<string, unknown>, token?: string) =>
  data(await call<RecentSearches>(t.app, '/v1/ai_search/record_search', body, token)).recent;
const drawer = async (token?: string, path = '/v1/ai_search/search_before') =>
  data(await call<SearchBefore>(t.app, path, {}, token, 'GET'));
const clear = (body: Record<string, unknown>, token?: string) =>
  call<RecentSearches>(t.app, '/v1/ai_search/clear_recent_search', body, token);
const logged = async (keyword: string) =>
  (await t.db.selectFrom('search_log').select('id').where('keyword', '=', keyword).execute()).length;

describe('trending', () => {
  it('counts the searches of the last 7 days, most first, ties by the latest search', async () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((x) => fresh(`trend ${x}`)) as [string, string, string, string];
    const stale = fresh('trend stale');
    await t.db
      .insertInto('search_log')
      .values(Array.from({ length: 50 }, () => ({ keyword: stale, created_at: new Date(Date.now() - 8 * 86400_000) })))
      .execute();
    for (const k of [a, b, a, c, b, a, d]) await record({ keyword: k });
    const trending = (await drawer()).trending;
    expect(trending.length).toBeLessThanOrEqual(10);
    const mine = trending.filter((x) => x.keyword.startsWith('trend '));
    expect(mine).toEqual([
      { keyword: a, count: 3 },
      { keyword: b, count: 2 },
      { keyword: d, count: 1 },
      { keyword: c, count: 1 },
    ]);
  });

  it('counts a keyword in its normalised form', async () => {
    const k = fresh('trend case');
    await record({ keyword: `  ${k.toUpperCase()} ` });
    await record({ keyword: k.replace(' ', '   ') });
    expect(await logged(k)).toBe(2);
  });
});

describe('recent searches', () => {
  it('a guest records searches but keeps no list on the server', async () => {
    const k = fresh('guest');
    expect(await record({ keyword: k })).toEqual([]);
    expect(await record({ merge: ['a', 'b'] })).toEqual([]);
    expect((await drawer()).recent).toEqual([]);
    expect(await logged(k)).toBe(1);
    expect((await clear({})).body.code).toBe(40000);
  });

  it('a signed-in shopper gets the newest first, each once, at most 10', async () => {
    const { token } = await signUp(t.app);
    const words = Array.from({ length: 12 }, (_, i) => `word${i}`);
    for (const w of words) await record({ keyword: w }, token);
    expect(await record({ keyword: 'Word3' }, token)).toEqual([
      'word3',
      'word11',
      'word10',
      'word9',
      'word8',
      'word7',
      'word6',
      'word5',
      'word4',
      'word2',
    ]);
    expect((await drawer(token)).recent).toHaveLength(10);
    expect((await drawer(token)).recent[0]).toBe('word3');
    expect(await drawer(token, '/v1/filter/searchBefore')).toEqual(await drawer(token));
  });

  it('merges a guest list on sign-in ahead of the saved one, without counting searches', async () => {
    const { token } = await signUp(t.app);
    const [x, y, saved] = [fresh('merge x'), fresh('merge y'), fresh('merge saved')];
    await record({ keyword: saved }, token);
    await record({ keyword: 'shared' }, token);
    const recent = await record({ merge: [x, 'SHARED', '', y, x] }, token);
    expect(recent).toEqual([x, 'shared', y, saved]);
    expect(await logged(x)).toBe(0);
    expect(await logged(y)).toBe(0);
    const many = await record({ merge: Array.from({ length: 15 }, (_, i) => `m${i}`) }, token);
    expect(many).toEqual(Array.from({ length: 10 }, (_, i) => `m${i}`));
  });

  it('clears one keyword or all of them', async () => {
    const { token } = await signUp(t.app);
    for (const k of ['one', 'two', 'three']) await record({ keyword: k }, token);
    expect(data(await clear({ keyword: 'TWO' }, token)).recent).toEqual(['three', 'one']);
    expect(data(await clear({ keyword: 'absent' }, token)).recent).toEqual(['three', 'one']);
    expect(data(await clear({}, token)).recent).toEqual([]);
    expect((await drawer(token)).recent).toEqual([]);
  });

  it('keeps each shopper to their own list', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    await record({ keyword: 'mine' }, first.token);
    expect(await record({ keyword: 'yours' }, second.token)).toEqual(['yours']);
    expect((await drawer(first.token)).recent).toEqual(['mine']);
  });

  it('validates its parameters', async () => {
    expect((await call(t.app, '/v1/ai_search/record_search', { keyword: 'x'.repeat(101) })).body.code).toBe(40001);
    expect((await call(t.app, '/v1/ai_search/record_search', { merge: 'not a list' })).body.code).toBe(40001);
    expect((await call(t.app, '/v1/ai_search/record_search', { keyword: 'x' }, undefined, 'GET')).body.code).toBe(
      40005,
    );
  });
});

describe('the search drawer', () => {
  it('suggests the names of the best-stocked categories and occasions', async () => {
    const { hotKeywords } = await drawer();
    expect(hotKeywords.length).toBeGreaterThan(0);
    expect(hotKeywords.length).toBeLessThanOrEqual(8);
    const names = await t.db
      .selectFrom('categories')
      .select('name')
      .union(t.db.selectFrom('occasions').select('name'))
      .execute();
    for (const k of hotKeywords) expect(names.map((n) => n.name)).toContain(k);
    expect(hotKeywords).toContain('Dresses');
  });
});

describe('record_search rate limit', () => {
  it(`refuses more than ${RECORD_LIMIT} a minute from one shopper (42900), not from another`, async () => {
    const [busy, calm] = [await signUp(t.app), await signUp(t.app)];
    for (let i = 0; i < RECORD_LIMIT; i++) await record({ keyword: `busy ${i % 5}` }, busy.token);
    const refused = await call(t.app, '/v1/ai_search/record_search', { keyword: 'one more' }, busy.token);
    expect(refused.body.code).toBe(42900);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await record({ keyword: 'calm' }, calm.token)).toEqual(['calm']);
  });
});
