/** The response cache in the production profile: persisted operations, sent by id, are cached too. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCachingGateway, startFeedSwitch, until } from './cache-helpers.js';
import type { Gateway } from './helpers.js';

const LISTING = /* GraphQL */ `
  query Listing($first: Int!) {
    productListing(scope: { kind: ALL }) {
      products(first: $first) {
        edges {
          node {
            id
            title
          }
        }
      }
    }
  }
`;
const ID = 'cache-production-listing';

let feed: Awaited<ReturnType<typeof startFeedSwitch>>;
let gw: Gateway;
beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'gw-pq-')), 'persisted-queries.json');
  writeFileSync(file, JSON.stringify({ [ID]: LISTING }));
  feed = await startFeedSwitch();
  gw = await startCachingGateway({ upstreamUrl: feed.url, production: true, persistedQueriesFile: file });
});
afterAll(async () => {
  await gw?.close();
  await feed?.close();
});

async function listing(first: number) {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ documentId: ID, variables: { first } }),
  });
  expect(res.headers.get('x-response-cache')).toBeNull(); // production says nothing about the cache
  return (await res.json()) as { data?: { productListing: { products: { edges: unknown[] } } } };
}

describe('production', () => {
  it('answers a persisted operation from the cache: no upstream call, the same data, per variables', async () => {
    const first = await listing(4);
    expect(first.data?.productListing.products.edges).toHaveLength(4);
    // Once the cache is live (its feed answered), asking again costs no upstream call.
    const again = await until(
      async () => {
        const before = feed.calls();
        const r = await listing(4);
        return { r, upstream: feed.calls() - before };
      },
      (x) => x.upstream === 0,
    );
    expect(again.r).toEqual(first);
    const other = await listing(2);
    expect(other.data?.productListing.products.edges).toHaveLength(2);
  });
});
