import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadQuery } from 'react-relay';
import { createOperationDescriptor, getRequest, type RequestParameters } from 'relay-runtime';
import HomeScreenQuery from '../../../__generated__/HomeScreenQuery.graphql.ts';
import { createEnvironment } from '../environment.ts';
import { createFetchFunction } from '../network.ts';
import { PRELOADED_ELEMENT_ID } from '@tote/contract/routes';
import { canonicalVariables, discardPreloaded, resetPreloaded } from '../preloaded.ts';

const params = {
  id: 'product-query-id',
  text: null,
  name: 'ProductScreenQuery',
  operationKind: 'query',
  metadata: {},
  cacheID: 'product-query-id',
} as unknown as RequestParameters;

const answer = { data: { product: { id: 'UHJvZHVjdDoxMg==', title: 'Silk Dress' } } };

/** The page as the gateway writes it: the screen query's result in a JSON script element. */
function inline(id: string, variables: object, response: object = answer): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PRELOADED_ELEMENT_ID;
  // As the gateway escapes it: `<` as \u003c.
  script.textContent = JSON.stringify({ id, variables, response }).replace(/</g, '\\u003c');
  document.body.append(script);
}

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  document.getElementById(PRELOADED_ELEMENT_ID)?.remove();
  resetPreloaded();
});

describe("the page's inlined query result", () => {
  it('answers the first request with the same id and variables, once, without a request', async () => {
    inline('product-query-id', { colorId: null, productId: 12 });
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ data: { product: null } }));
    const fetchFn = createFetchFunction({ fetchImpl });
    const run = () => Promise.resolve(fetchFn(params, { productId: 12, colorId: null }, {}, null) as unknown);

    expect(await run()).toEqual(answer);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(document.getElementById(PRELOADED_ELEMENT_ID)).toBeNull();
    // Used once: the next request of the same query asks the gateway.
    expect(await run()).toEqual({ data: { product: null } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the first request of its query has other variables', async () => {
    inline('product-query-id', { productId: 12, colorId: null });
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ data: { product: null } }));
    const fetchFn = createFetchFunction({ fetchImpl });
    await fetchFn(params, { productId: 13, colorId: null }, {}, null);
    await fetchFn(params, { productId: 12, colorId: null }, {}, null);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('waits for its own query: other operations go to the network', async () => {
    inline('product-query-id', { productId: 12 });
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ data: { viewer: null } }));
    const fetchFn = createFetchFunction({ fetchImpl });
    const other = { ...params, id: 'other-query-id', cacheID: 'other-query-id' } as unknown as RequestParameters;
    await fetchFn(other, {}, {}, null);
    expect(await fetchFn(params, { productId: 12 }, {}, null)).toEqual(answer);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("is discarded once the first page's loaders ran (main.tsx): never a stale answer later", async () => {
    inline('product-query-id', { productId: 12 });
    discardPreloaded();
    expect(document.getElementById(PRELOADED_ELEMENT_ID)).toBeNull();
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse({ data: { product: null } }));
    await createFetchFunction({ fetchImpl })(params, { productId: 12 }, {}, null);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('compares variables as values: key order and null against left out do not matter', () => {
    expect(canonicalVariables({ b: 1, a: { y: null, x: [2] }, c: null })).toBe(
      canonicalVariables({ a: { x: [2] }, b: 1 }),
    );
    expect(canonicalVariables({ a: 1 })).not.toBe(canonicalVariables({ a: 2 }));
  });

  it("puts a screen's data into the Relay store with no request (loadQuery from a route loader)", async () => {
    const id = HomeScreenQuery.params.id!;
    const data = { viewer: null, appSettings: null, appInit: null, menu: [], home: { sections: [] } };
    inline(id, {}, { data });
    const fetchImpl = vi.fn<typeof fetch>();
    const environment = createEnvironment({ fetchImpl });
    const ref = loadQuery(environment, HomeScreenQuery, {});
    const operation = createOperationDescriptor(getRequest(HomeScreenQuery), {});
    await vi.waitFor(() => expect(environment.check(operation).status).toBe('available'));
    expect(fetchImpl).not.toHaveBeenCalled();
    ref.dispose();
  });
});
