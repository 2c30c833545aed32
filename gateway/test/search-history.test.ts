/** The search drawer and recent searches: a guest's live in the browser, a signed-in shopper's on the server. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshShopper } from './account-helpers.js';
import { startGateway, type Gateway, type GqlData } from './helpers.js';
import { CLEAR_RECENT, DRAWER_QUERY, MERGE_RECENT, RECORD_SEARCH } from './search-queries.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ trustProxy: true });
});
afterAll(() => gw?.close());

/** A keyword no other test searches for (keywords are kept lower case). */
const unique = (tag: string) => `${tag} ${randomUUID().slice(0, 8)}`;

describe('searchDrawer', () => {
  it('shows a guest trending and hot keywords, and no recent searches', async () => {
    const guest = new Browser(gw.url);
    const r = await guest.gql(DRAWER_QUERY);
    expect(r.errors).toBeUndefined();
    expect(r.data.searchDrawer.recent).toEqual([]);
    expect(r.data.searchDrawer.hotKeywords.length).toBeGreaterThan(0);
    expect(Array.isArray(r.data.searchDrawer.trending)).toBe(true);
  });
});

describe('recordSearch', () => {
  it("counts a guest's search toward trending without keeping it for them", async () => {
    const guest = new Browser(gw.url);
    const keyword = unique('trend');
    for (let i = 0; i < 3; i++) {
      const r = await guest.gql(RECORD_SEARCH, { input: { keyword: `  ${keyword.toUpperCase()} ` } });
      expect(r.errors).toBeUndefined();
      expect(r.data.recordSearch).toMatchObject({ recent: [], userErrors: [] });
    }
    const drawer = (await guest.gql(DRAWER_QUERY)).data.searchDrawer;
    expect(drawer.recent).toEqual([]);
    expect(drawer.trending).toContainEqual({ keyword, count: 3 });
  });

  it("puts a signed-in shopper's search first in their recent list, and the payload's drawer shows it", async () => {
    const shopper = await freshShopper(gw.url);
    const [a, b] = [unique('first'), unique('second')];
    await shopper.gql(RECORD_SEARCH, { input: { keyword: a } });
    const r = await shopper.gql(RECORD_SEARCH, { input: { keyword: b } });
    expect(r.errors).toBeUndefined();
    expect(r.data.recordSearch.recent).toEqual([b, a]);
    expect(r.data.recordSearch.searchDrawer.recent).toEqual([b, a]);
    expect((await shopper.gql(DRAWER_QUERY)).data.searchDrawer.recent).toEqual([b, a]);
  });

  it('refuses an empty or too long keyword as a userError', async () => {
    const guest = new Browser(gw.url);
    for (const keyword of ['   ', 'k'.repeat(101)]) {
      const r = await guest.gql(RECORD_SEARCH, { input: { keyword } });
      expect(r.errors).toBeUndefined();
      expect(r.data.recordSearch.userErrors).toEqual([
        { code: 'VALIDATION', field: ['input', 'keyword'], message: expect.any(String) },
      ]);
    }
  });
});

describe('mergeRecentSearches', () => {
  it("adds the browser's list ahead of the shopper's own, without counting them as searches", async () => {
    const shopper = await freshShopper(gw.url);
    const own = unique('own');
    await shopper.gql(RECORD_SEARCH, { input: { keyword: own } });
    const [newest, older] = [unique('newest'), unique('older')];
    const r = await shopper.gql(MERGE_RECENT, { input: { keywords: [newest, ` ${older} `, newest, ''] } });
    expect(r.errors).toBeUndefined();
    expect(r.data.mergeRecentSearches.userErrors).toEqual([]);
    expect(r.data.mergeRecentSearches.recent.slice(0, 3)).toEqual([newest, older, own]);
    const trending = r.data.mergeRecentSearches.searchDrawer.trending.map((t: GqlData) => t.keyword);
    expect(trending).not.toContain(newest);
  });

  it('keeps at most 10', async () => {
    const shopper = await freshShopper(gw.url);
    const keywords = Array.from({ length: 14 }, (_, i) => unique(`k${i}`));
    const r = await shopper.gql(MERGE_RECENT, { input: { keywords } });
    expect(r.data.mergeRecentSearches.recent).toEqual(keywords.slice(0, 10));
  });

  it('needs a signed-in shopper', async () => {
    const r = await new Browser(gw.url).gql(MERGE_RECENT, { input: { keywords: ['dress'] } });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamCode: 40000 });
  });
});

describe('clearRecentSearches', () => {
  it('removes one keyword, then all of them', async () => {
    const shopper = await freshShopper(gw.url);
    const [a, b, c] = [unique('a'), unique('b'), unique('c')];
    for (const keyword of [a, b, c]) await shopper.gql(RECORD_SEARCH, { input: { keyword } });

    const one = await shopper.gql(CLEAR_RECENT, { input: { keyword: b.toUpperCase() } });
    expect(one.errors).toBeUndefined();
    expect(one.data.clearRecentSearches).toMatchObject({ recent: [c, a], userErrors: [] });
    expect(one.data.clearRecentSearches.searchDrawer.recent).toEqual([c, a]);

    const all = await shopper.gql(CLEAR_RECENT, {});
    expect(all.data.clearRecentSearches).toMatchObject({ recent: [], userErrors: [] });
    expect((await shopper.gql(DRAWER_QUERY)).data.searchDrawer.recent).toEqual([]);
  });

  it('refuses a blank keyword rather than clearing everything', async () => {
    const shopper = await freshShopper(gw.url);
    const kept = unique('kept');
    await shopper.gql(RECORD_SEARCH, { input: { keyword: kept } });
    const r = await shopper.gql(CLEAR_RECENT, { input: { keyword: '  ' } });
    expect(r.data.clearRecentSearches.userErrors[0]).toMatchObject({ code: 'VALIDATION', field: ['input', 'keyword'] });
    expect(r.data.clearRecentSearches.recent).toEqual([kept]);
  });

  it('needs a signed-in shopper', async () => {
    const r = await new Browser(gw.url).gql(CLEAR_RECENT, { input: {} });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamCode: 40000 });
    expect(r.status).toBeLessThan(500);
  });
});
