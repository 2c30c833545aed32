/**
 * A guest's page is kept and sent again while the operations it was drawn from answer the same (keptPages.ts); a
 * page request runs each of its operations once, whoever asks (answers.ts). The GraphQL answers here are made up:
 * what is tested is the comparison, not the gateway's answers (document.test.ts draws real pages).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CacheStamp } from '../src/cache/responseCache.js';
import { pageAnswers } from '../src/http/document/answers.js';
import { cookiesHold, KEPT_PAGE_TRUSTED_MS, keptPageKey, keptPages } from '../src/http/document/keptPages.js';
import { PageBody } from '../src/http/document/pageBody.js';
import { warmUpRequest } from '../src/http/document/warmUp.js';

/** A GraphQL endpoint answering each operation id with the text (and status) set for it, counting the calls. */
function endpoint(answers: Record<string, { text: string; status?: number }>) {
  const calls: string[] = [];
  const graphql = async (request: Request) => {
    const { id } = (await request.json()) as { id: string };
    calls.push(id);
    const answer = answers[id]!;
    return new Response(answer.text, { status: answer.status ?? 200, headers: { 'set-cookie': `seen=${id}` } });
  };
  return { graphql, calls, answers };
}

const LISTING = { id: 'listing', variables: { slug: 'DRESSES' } };
const HEADER = { id: 'header', variables: {} };

function request(api: ReturnType<typeof endpoint>, stamp?: CacheStamp) {
  return pageAnswers(api.graphql, warmUpRequest('/category/DRESSES'), AbortSignal.timeout(5_000), stamp);
}

describe('the answers of a page request', () => {
  it('runs each operation once, however often it is asked, and keeps the cookies its answers set', async () => {
    const api = endpoint({ listing: { text: '{"data":{"n":1}}' } });
    const answers = request(api);
    const [a, b] = await Promise.all([
      answers.ask(LISTING),
      answers.ask({ ...LISTING, variables: { slug: 'DRESSES' } }),
    ]);
    expect(a).toBe(b);
    expect(api.calls).toEqual(['listing']);
    expect(a.body()).toEqual({ data: { n: 1 } });
    expect(answers.setCookies).toEqual(['seen=listing']);
    expect(answers.clean()).toBe(true);
  });

  it('is not clean with an error in an answer, an answer that is not JSON, or one that is not a 200', async () => {
    for (const answer of [
      { text: '{"errors":[{"message":"no"}]}' },
      { text: 'Bad Gateway' },
      { text: '{}', status: 500 },
    ]) {
      const answers = request(endpoint({ listing: answer }));
      await answers.ask(LISTING);
      expect(answers.clean(), answer.text).toBe(false);
    }
  });
});

describe('a kept page', () => {
  const url = new URL('http://shop.test/category/DRESSES?sort=NEWEST');
  const key = keptPageKey('mobile', url.origin, url);

  async function keep(api: ReturnType<typeof endpoint>) {
    const kept = keptPages();
    const drawn = request(api);
    await Promise.all([drawn.ask(LISTING), drawn.ask(HEADER)]);
    kept.keep(
      key,
      { template: '<html>', banner: '', status: 200, body: new PageBody('<p>page</p>'), stamp: null, cookies: {} },
      drawn.answers,
    );
    return kept;
  }

  it('holds while every operation it was drawn from answers the same, each asked again', async () => {
    const api = endpoint({ listing: { text: '{"data":{"n":1}}' }, header: { text: '{"data":{}}' } });
    const kept = await keep(api);
    api.calls.length = 0;
    const again = request(api);
    expect(await kept.holds(kept.get(key)!, again.ask)).toBe(true);
    expect(api.calls.sort()).toEqual(['header', 'listing']);
    expect(again.setCookies.sort()).toEqual(['seen=header', 'seen=listing']);
  });

  it('does not hold once an answer changed or failed; another device or URL has a page of its own', async () => {
    const api = endpoint({ listing: { text: '{"data":{"n":1}}' }, header: { text: '{"data":{}}' } });
    const kept = await keep(api);
    api.answers['listing'] = { text: '{"data":{"n":2}}' };
    expect(await kept.holds(kept.get(key)!, request(api).ask)).toBe(false);
    api.answers['listing'] = { text: '{"data":{"n":1}}', status: 502 };
    expect(await kept.holds(kept.get(key)!, request(api).ask)).toBe(false);
    expect(kept.get(keptPageKey('desktop', url.origin, url))).toBeUndefined();
    expect(kept.get(keptPageKey('mobile', url.origin, new URL('/category/DRESSES', url)))).toBeUndefined();
  });
});

describe('which pages are kept', () => {
  const keyOf = (path: string) => keptPageKey('mobile', 'http://shop.test', new URL(path, 'http://shop.test'));

  it('a URL drawn the second time, not the first: one asked once does not push out the pages asked again', () => {
    const kept = keptPages();
    expect(kept.admits(keyOf('/category/DRESSES'))).toBe(false);
    expect(kept.admits(keyOf('/category/DRESSES?sort=NEWEST'))).toBe(false);
    expect(kept.admits(keyOf('/category/DRESSES'))).toBe(true);
    expect(kept.admits(keyOf('/category/DRESSES?sort=NEWEST'))).toBe(true);
    expect(keptPages().admits(keyOf('/category/DRESSES'))).toBe(false); // each keeper remembers its own
  });

  it('one kept already, however many URLs were drawn since', () => {
    const kept = keptPages();
    const key = keyOf('/category/TOPS');
    const body = new PageBody('<p>page</p>');
    kept.keep(key, { template: '<html>', banner: '', status: 200, body, stamp: null, cookies: {} }, []);
    for (let i = 0; i < 20_000; i++) kept.admits(keyOf(`/category/TOPS?priceMin=${i}`));
    expect(kept.admits(key)).toBe(true);
  });
});

describe("a kept page drawn from a guest's cookie", () => {
  it('goes only to a request whose cookies by those names hold the same', () => {
    const drawnFrom = { tote_accounts_here: '2', tote_user: null };
    expect(cookiesHold(drawnFrom, 'a=1; tote_accounts_here=2')).toBe(true);
    expect(cookiesHold(drawnFrom, 'tote_accounts_here=1')).toBe(false);
    expect(cookiesHold(drawnFrom, 'tote_accounts_here=2; tote_user=%7B%7D')).toBe(false);
    expect(cookiesHold(drawnFrom, undefined)).toBe(false);
    expect(cookiesHold({ tote_accounts_here: null }, undefined)).toBe(true);
    expect(cookiesHold({}, 'anything=1')).toBe(true);
  });
});

describe('a kept page on trust', () => {
  afterEach(() => vi.useRealTimers());

  /** A response cache's stamp: `live` is its current value (null: not live); `cached` the operations it answers. */
  function stamp(cached: string[]) {
    const state = { live: 7 as number | null };
    const of = new WeakMap<Request, string>();
    const api = endpoint({ listing: { text: '{"data":{"n":1}}' }, header: { text: '{"data":{}}' } });
    const graphql = async (request: Request) => {
      of.set(request, ((await request.clone().json()) as { id: string }).id);
      const answer = await api.graphql(request);
      return new Response(await answer.text(), { status: answer.status });
    };
    const cacheStamp: CacheStamp = { current: () => state.live, cached: (r) => cached.includes(of.get(r) ?? '') };
    return { state, cacheStamp, graphql };
  }

  async function draw(s: ReturnType<typeof stamp>) {
    const before = s.state.live;
    const drawn = pageAnswers(s.graphql, warmUpRequest('/'), AbortSignal.timeout(5_000), s.cacheStamp);
    await Promise.all([drawn.ask(LISTING), drawn.ask(HEADER)]);
    return drawn.stampOf(before);
  }

  it("goes out without asking while every answer was the cache's and the stamp stays, for a second", async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const s = stamp(['listing', 'header']);
    const kept = keptPages();
    const key = 'mobile http://shop.test/';
    const page = { template: '', banner: '', status: 200, body: new PageBody('p'), stamp: await draw(s), cookies: {} };
    kept.keep(key, page, []);
    expect(kept.trusted(kept.get(key)!, 7)).toBe(true);
    expect(kept.trusted(kept.get(key)!, 8)).toBe(false); // a change came
    expect(kept.trusted(kept.get(key)!, null)).toBe(false); // the feed is away
    vi.advanceTimersByTime(KEPT_PAGE_TRUSTED_MS);
    expect(kept.trusted(kept.get(key)!, 7)).toBe(false); // asked again, and trusted for another second
    kept.asked(kept.get(key)!, 7);
    expect(kept.trusted(kept.get(key)!, 7)).toBe(true);
  });

  it("never when an answer was not the cache's, the stamp moved meanwhile, or the cache is away", async () => {
    expect(await draw(stamp(['listing']))).toBeNull();
    const moving = stamp(['listing', 'header']);
    const before = moving.state.live;
    const drawn = pageAnswers(moving.graphql, warmUpRequest('/'), AbortSignal.timeout(5_000), moving.cacheStamp);
    await drawn.ask(LISTING);
    moving.state.live = 8;
    await drawn.ask(HEADER);
    expect(drawn.stampOf(before)).toBeNull();
    const away = stamp(['listing', 'header']);
    away.state.live = null;
    expect(await draw(away)).toBeNull();
    const kept = keptPages();
    kept.keep('k', { template: '', banner: '', status: 200, body: new PageBody('p'), stamp: null, cookies: {} }, []);
    expect(kept.trusted(kept.get('k')!, 7)).toBe(false);
  });
});
