/**
 * HTTP caching of images and sitemaps: an ETag on every answer, 304 Not Modified for a matching If-None-Match,
 * the Cache-Control of each, and encoded text (SVG, XML) by Accept-Encoding with a weak ETag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '../src/http/cacheable.js';
import { apiUrl, startGateway, v1, type Gateway } from './helpers.js';
import { rawRequest } from './raw-http.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw?.close());

describe('If-None-Match', () => {
  it('matches by weak comparison, in a list, or *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});

describe('images', () => {
  it('answer with an ETag and the upstream Cache-Control, and 304 once the client holds them', async () => {
    const url = (await v1('/basic/productList', { pageSize: 1 })).data.list[0].cover.url as string;
    const direct = await rawRequest(apiUrl() + url);
    const plain = await rawRequest(gw.url + url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe(direct.headers['cache-control']);
    expect(plain.headers['content-type']).toBe(direct.headers['content-type']);
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(plain.text()).toBe(direct.text());

    const again = await rawRequest(gw.url + url, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(again.headers['cache-control']).toBe(plain.headers['cache-control']);
    const other = await rawRequest(gw.url + url, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('go out brotli-encoded when accepted (SVG is text), with a weak ETag and Vary', async () => {
    const url = '/images/categories/sandals.svg';
    const plain = await rawRequest(gw.url + url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await rawRequest(gw.url + url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(br.text()).toBe(plain.text());
    expect(br.headers.etag).toBe(`W/${String(plain.headers.etag)}`);
    const cached = await rawRequest(gw.url + url, {
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(br.headers.etag) },
    });
    expect(cached.status).toBe(304);
    expect(cached.headers.vary).toMatch(/accept-encoding/i);
  });

  it('pass an unknown image through as the upstream answers it', async () => {
    const res = await rawRequest(`${gw.url}/images/products/dresses/nope.svg`);
    expect(res.status).toBe(404);
  });
});

describe('sitemaps', () => {
  it('answer with an hour of Cache-Control, an ETag, and 304 once the client holds it', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml']) {
      const first = await rawRequest(gw.url + path, { headers: { 'accept-encoding': 'gzip' } });
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=3600');
      expect(first.headers['content-type']).toMatch(/^application\/xml/);
      expect(first.headers.etag).toMatch(/^(W\/)?"[\w-]+"$/);
      const again = await rawRequest(gw.url + path, {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) },
      });
      expect(again.status, path).toBe(304);
      expect(again.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('gzip a large shard for clients that accept it', async () => {
    const plain = await rawRequest(`${gw.url}/sitemaps/products-1.xml`);
    const gzip = await rawRequest(`${gw.url}/sitemaps/products-1.xml`, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    expect(gzip.text()).toBe(plain.text());
  });
});
